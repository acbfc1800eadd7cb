import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Blog } from '@/features/blog/blogApi';
import { formatDate } from '@/features/blog/formatDate';
import { theme } from '@/theme/theme';

const List = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  div {
    display: flex;
    gap: ${theme.space.xs};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

interface BlogMetaProps {
  blog: Blog;
  language: string;
  /** The server text's language where it is not the page's (E6). */
  lang?: string;
}

/** 'Date:' (D23, in the selected language) and 'Author:', each only when the post has one. */
export function BlogMeta({ blog, language, lang }: BlogMetaProps) {
  const { t } = useTranslation();
  const date = formatDate(blog.blogCreateDate, language);
  if (!date && !blog.blogAuthurName) return null;
  return (
    <List>
      {date && (
        <div>
          <dt>{t('blog.meta.date')}</dt>
          <dd>
            <time dateTime={blog.blogCreateDate}>{date}</time>
          </dd>
        </div>
      )}
      {blog.blogAuthurName && (
        <div>
          <dt>{t('blog.meta.author')}</dt>
          <dd lang={lang}>{blog.blogAuthurName}</dd>
        </div>
      )}
    </List>
  );
}
