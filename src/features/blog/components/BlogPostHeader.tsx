import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/Button';
import { PageTitle } from '@/components/layout';
import { paths } from '@/config/paths';
import type { Blog } from '@/features/blog/blogApi';
import { BlogMeta } from './BlogMeta';
import { TypeBadge } from './TypeBadge';

/**
 * Badge, heading, date and author of a post. While the post loads, or when there is none,
 * the heading is the generic "Blog post" so the page always has its one h1.
 */
export function BlogPostHeader({ blog, language }: { blog: Blog | null; language: string }) {
  const { t } = useTranslation();
  return (
    <header>
      <p>
        <ButtonLink to={paths.blog} $variant="secondary">
          {t('blog.detail.back')}
        </ButtonLink>
      </p>
      {blog && <TypeBadge type={blog.blogType} />}
      <PageTitle>{blog?.blogHeading || t('blog.detail.fallbackTitle')}</PageTitle>
      {blog && <BlogMeta blog={blog} language={language} />}
    </header>
  );
}
