import { useTranslation } from 'react-i18next';
import { Container, Section } from '@/components/layout';
import { SectionHeading } from '@/components/pageBlocks';
import { ContentLanguageNote } from '@/components/ContentLanguage';
import { PageMeta } from '@/components/PageMeta';
import { QueryState } from '@/components/QueryState';
import { useBlogs } from '@/features/blog/blogApi';
import { BlogGrid } from '@/features/blog/components/BlogGrid';
import { BlogHero } from '@/features/blog/components/BlogHero';
import { selectLanguage } from '@/i18n/languageSlice';
import { useAppSelector } from '@/store/hooks';

/** Spec "Blog listing" (/blog). */
export default function BlogListPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const { data = [], isLoading, isError, refetch } = useBlogs();
  return (
    <>
      <BlogHero />
      <Section aria-labelledby="blog-posts-heading">
        <Container>
          <SectionHeading id="blog-posts-heading">{t('blog.postsHeading')}</SectionHeading>
          <QueryState
            isLoading={isLoading}
            isError={isError}
            isEmpty={data.length === 0}
            emptyMessage={t('blog.empty')}
            onRetry={() => void refetch()}
          >
            <ContentLanguageNote answers={data} />
            <BlogGrid blogs={data} language={language} />
          </QueryState>
        </Container>
      </Section>
      <PageMeta title={t('blog.title')} description={t('seo.pages.blog')} />
    </>
  );
}
