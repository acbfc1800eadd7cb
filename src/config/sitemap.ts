import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';
import { fixedRoutes } from './routeTable';
import { absoluteUrl } from './siteUrls';

/**
 * sitemap.xml and robots.txt, written into dist/ by scripts/build/write-seo-files.ts (called by the prerender). The sitemap
 * lists the indexable fixed routes of the route table in every language (D37), each with its
 * alternates in the seven languages and `x-default` (English), and, in a snapshot build, each
 * item's page the same way; nothing else: redirects, the not-found page, the hiring form and
 * the app shell are not for search results (D33: absolute URLs from SITE_URL).
 */
export interface SitemapEntry {
  url: string;
  /** hreflang → URL, the same set on every language's entry of a route. */
  alternates: readonly (readonly [hreflang: string, url: string])[];
}

/** `itemPaths`: the pages of a snapshot build's items (`/blogsection/{id}` …, D38), if any. */
export function sitemapEntries(siteUrl: string, itemPaths: readonly string[] = []): SitemapEntry[] {
  return [
    ...fixedRoutes.filter((route) => route.indexable).map(({ path }) => path),
    ...itemPaths,
  ].flatMap((path) => {
    const urlIn = (language: (typeof SUPPORTED_LANGUAGES)[number]) =>
      absoluteUrl(localizedPath(language, path), siteUrl);
    const alternates = [
      ...SUPPORTED_LANGUAGES.map((language) => [language, urlIn(language)] as const),
      ['x-default', urlIn(DEFAULT_LANGUAGE)] as const,
    ];
    return SUPPORTED_LANGUAGES.map((language) => ({ url: urlIn(language), alternates }));
  });
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(siteUrl: string, itemPaths: readonly string[] = []): string {
  const entries = sitemapEntries(siteUrl, itemPaths).map(({ url, alternates }) =>
    [
      `  <url><loc>${escapeXml(url)}</loc>`,
      ...alternates.map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}`,
    '',
  ].join('\n');
}
