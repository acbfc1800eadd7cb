/**
 * Cache-Control by request path (docs/hosting.md "Caching"), shared by the nginx configuration
 * generator (an nginx `map`) and the preview server. The patterns are written so that they mean
 * the same as JavaScript regular expressions and as nginx's PCRE ones.
 */

/** Content-hashed names: a changed file gets a new name, so the old one may be kept forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Images, videos and brochures keep their names when replaced: a day is how stale they get. */
export const ONE_DAY = 'public, max-age=86400';
/** HTML, translations, sitemap.xml and robots.txt: always revalidated, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

export interface CacheRule {
  /** A regular expression on the path. */
  pattern: string;
  ignoreCase: boolean;
  value: string;
}

/** Tried in order; a path that matches none is revalidated. */
export const cacheRules: readonly CacheRule[] = [
  { pattern: '^/js/', ignoreCase: false, value: IMMUTABLE },
  {
    pattern: '\\.(?:avif|webp|jpe?g|png|gif|svg|ico|mp4|webm|pdf)$',
    ignoreCase: true,
    value: ONE_DAY,
  },
];

export function cacheControlFor(path: string): string {
  const rule = cacheRules.find(({ pattern, ignoreCase }) =>
    new RegExp(pattern, ignoreCase ? 'i' : '').test(path),
  );
  return rule?.value ?? REVALIDATE;
}
