import { fixedRoutes } from './routeTable';
import { absoluteUrl } from './siteUrls';

/**
 * sitemap.xml and robots.txt, written into dist/ by scripts/build/write-seo-files.ts. The sitemap
 * lists the indexable fixed routes of the route table and nothing else: redirects, the
 * not-found page, the hiring form and pages with an id are not for search results (D33:
 * absolute URLs from SITE_URL).
 */
export function sitemapUrls(siteUrl: string): string[] {
  return fixedRoutes
    .filter((route) => route.indexable)
    .map(({ path }) => absoluteUrl(path, siteUrl));
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function sitemapXml(siteUrl: string): string {
  const entries = sitemapUrls(siteUrl).map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
