import { SITE_URL } from './env';

/**
 * The path a page is known by: `/aboutus/` (how static hosts serve the prerendered
 * aboutus/index.html) and `/aboutus` are one page, so the trailing slash goes.
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * D33: crawlers and share previews need absolute URLs. Site paths get SITE_URL in front;
 * a server URL that is already absolute (D12 lets only http(s) through) stays as it is.
 */
export function absoluteUrl(pathOrUrl: string, siteUrl: string = SITE_URL): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}
