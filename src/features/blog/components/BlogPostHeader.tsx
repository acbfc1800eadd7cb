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
interface BlogPostHeaderProps {
  blog: Blog | null;
  language: string;
  /** The post's language where it is not the page's (E6). */
  lang?: string;
}

export function BlogPostHeader({ blog, language, lang }: BlogPostHeaderProps) {
  const { t } = useTranslation();
  return (
    <header>
      <p>
        <ButtonLink to={paths.blog} $variant="secondary">
          {t('blog.detail.back')}
        </ButtonLink>
      </p>
      {blog && <TypeBadge type={blog.blogType} lang={lang} />}
      <PageTitle lang={blog?.blogHeading ? lang : undefined}>
        {blog?.blogHeading || t('blog.detail.fallbackTitle')}
      </PageTitle>
      {blog && <BlogMeta blog={blog} language={language} lang={lang} />}
    </header>
  );
}
