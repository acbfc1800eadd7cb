import type { BlogPosting, WithContext } from 'schema-dts';
import { excerpt } from '@/lib/excerpt';
import { shareImagePath } from '@/config/shareImages';
import { brand } from '@/config/brand';
import { absoluteUrl } from '@/config/siteUrls';
import type { ShownSubBlog } from './blogApi';

/** The server's date as ISO 8601, or null when it sent none that parses. */
function isoDate(value: string): string | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/**
 * A loaded post for search engines, in the language its text came in. Headline and description are the server's plain text
 * (D12); the date and author appear only when the post has them, as on the page. Without a
 * usable main image the blog's share image stands in, as in the post's share preview.
 */
export function blogPostingJsonLd(post: ShownSubBlog, url: string): WithContext<BlogPosting> {
  const { blogHeading, blogMainImage, blogCreateDate, blogAuthurName } = post.blogId;
  const published = isoDate(blogCreateDate);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blogHeading,
    description: excerpt(post.blogContent),
    // The post's own language, which may not be the page's (E6).
    inLanguage: post.contentLanguage,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(blogMainImage || shareImagePath('blog')),
    ...(published ? { datePublished: published } : {}),
    ...(blogAuthurName ? { author: { '@type': 'Person', name: blogAuthurName } } : {}),
    // Google reads a publisher's logo as an ImageObject with its URL, not as a bare URL.
    publisher: {
      '@type': 'Organization',
      name: brand.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') },
    },
  };
}
