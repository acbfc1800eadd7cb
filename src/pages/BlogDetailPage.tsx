import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd';
import { excerpt } from '@/lib/excerpt';
import { JsonLd } from '@/components/JsonLd';
import styled from 'styled-components';
import { ContentLanguageNote, useLangOf } from '@/components/ContentLanguage';
import { Container, Section } from '@/components/layout';
import { PHOTO_MAX } from '@/components/PhotoGrid';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { useCanonicalUrl } from '@/hooks/useCanonicalUrl';
import { paths } from '@/config/paths';
import { useSubBlog } from '@/features/blog/blogApi';
import { BlogArticle } from '@/features/blog/components/BlogArticle';
import { BlogPostHeader } from '@/features/blog/components/BlogPostHeader';
import { blogPostingJsonLd } from '@/features/blog/blogPostingJsonLd';
import { selectLanguage } from '@/i18n/languageSlice';
import { useAppSelector } from '@/store/hooks';
import { theme } from '@/theme/theme';

/**
 * A post reads in one column as wide as its lead picture may be drawn (PHOTO_MAX): about 70
 * characters a line, the heading, picture, text and photos on one left edge. The class twice
 * (`&&`): it wins over Container's own max-width whichever style sheet each rule is in
 * (src/components/CountedGrid.ts says why that matters).
 */
const Column = styled(Container)`
  && {
    max-width: calc(${PHOTO_MAX}px + 2 * ${theme.space.lg});
  }
`;

/** Spec "Blog detail" (/blogsection/{id}); 'No blog found.' when nothing comes back. */
export default function BlogDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const language = useAppSelector(selectLanguage);
  // currentData, not data: after following a link to another post, the previous one must not
  // linger on screen while the new one loads.
  const { currentData, isFetching, isError, refetch } = useSubBlog(id);
  const post = currentData ?? null;
  const langOf = useLangOf();
  const lang = langOf(post?.contentLanguage);
  const url = useCanonicalUrl();
  const title = post?.blogId.blogHeading || t('blog.detail.fallbackTitle');
  // The post's own words describe it best; the blog's description stands in until it loads.
  const description = post
    ? excerpt(post.blogContent) || t('seo.detail.blog', { heading: title })
    : t('seo.pages.blog');
  return (
    <Section>
      <Column as="article">
        <BlogPostHeader blog={post?.blogId ?? null} language={language} lang={lang} />
        <QueryState
          isLoading={isFetching && currentData === undefined}
          isError={isError}
          isEmpty={!post}
          emptyMessage={t('blog.detail.notFound')}
          onRetry={() => void refetch()}
        >
          {post && (
            <>
              <ContentLanguageNote answers={[post]} />
              <BlogArticle post={post} />
            </>
          )}
        </QueryState>
        <PageMeta
          title={title}
          description={description}
          image={post?.blogId.blogMainImage}
          type="article"
        />
        {post && (
          <>
            <JsonLd data={blogPostingJsonLd(post, url)} />
            <BreadcrumbJsonLd
              section={{ name: t('blog.title'), path: paths.blog }}
              current={title}
            />
          </>
        )}
      </Column>
    </Section>
  );
}
