import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CountedGrid } from '@/components/CountedGrid';
import { RemoteImage } from '@/components/RemoteImage';
import { useLangOf } from '@/components/ContentLanguage';
import type { ShownSubBlog } from '@/features/blog/blogApi';
import { theme } from '@/theme/theme';

const MainImage = styled(RemoteImage)`
  margin: 0 0 ${theme.space.xl};
  border-radius: ${theme.radii.md};
`;

const ContentLabel = styled.h2`
  font-size: ${theme.fontSizes.lg};
`;

/** D12: server text stays text; pre-line keeps the author's line breaks and paragraphs. */
const Body = styled.div`
  max-width: 72ch;
  margin-bottom: ${theme.space.xl};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Extra = styled(RemoteImage)`
  border-radius: ${theme.radii.md};
`;

/** Spec "Blog detail" below the header: main image, 'Content:' text, then the extra images. */
export function BlogArticle({ post }: { post: ShownSubBlog }) {
  const { t } = useTranslation();
  const langOf = useLangOf();
  const lang = langOf(post.contentLanguage);
  const heading = post.blogId.blogHeading;
  const total = post.subBlogImages.length;
  return (
    <>
      <MainImage src={post.blogId.blogMainImage} alt="" width={1200} height={600} priority="main" />
      <ContentLabel>{t('blog.detail.content')}</ContentLabel>
      <Body lang={lang}>{post.blogContent}</Body>
      {total > 0 && (
        <CountedGrid as="ul" $count={total} $gap="md">
          {post.subBlogImages.map((image, index) => (
            <li key={`${image}-${index}`}>
              <Extra
                src={image}
                alt={t('blog.detail.imageAlt', { heading, number: index + 1, total })}
              />
            </li>
          ))}
        </CountedGrid>
      )}
    </>
  );
}
