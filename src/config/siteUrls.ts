import { SITE_URL } from './env';
import { detailPrefix, detailRoutes } from './routeTable';

/**
 * The path a page is known by, from the route table, never the address as typed: `/aboutus/`
 * (how static hosts serve the prerendered aboutus/index.html), `/AboutUs` and `/aboutus` are one
 * page, `/aboutus`. A detail route keeps its item's id as given; a path the site does not know
 * is lower-cased.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const lower = path.toLowerCase();
  // Every route's path is lower case (the router ignores case); an item's id keeps its own.
  const prefix = detailRoutes.map(detailPrefix).find((start) => lower.startsWith(start));
  return prefix ? prefix + path.slice(prefix.length) : lower;
}

/**
 * D33: crawlers and share previews need absolute URLs. Site paths get SITE_URL in front;
 * a server URL that is already absolute (D12 lets only http(s) through) stays as it is.
 */
export function absoluteUrl(pathOrUrl: string, siteUrl: string = SITE_URL): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}
