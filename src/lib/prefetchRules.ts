/**
 * The rules of prefetching on intent (issue 25, docs/performance.md), as
 * plain functions so they are tested without a browser.
 */
import { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE } from '@/i18n/languages';

/**
 * How long a prefetched route counts as fresh: RTK Query's `keepUnusedDataFor` (60 s), after
 * which a prefetched answer nobody used is gone from the cache and may be fetched again.
 */
export const PREFETCH_STALE_MS = 60_000;

const prefixed = SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const LANGUAGE_PREFIX = new RegExp(`^/(?:${prefixed.join('|')})(?=/|$)`);

/**
 * `/hi/aboutus` → `/aboutus`, `/hi/` and `/hi` → `/`: the route table's path of a link in any
 * language (English keeps the plain routes). The page's code and data are the same in every
 * language, so one prefetch serves them all.
 */
export function routePathOf(pathname: string): string {
  return pathname.replace(LANGUAGE_PREFIX, '') || '/';
}

/** True when a route prefetched at `lastAt` (ms) may be prefetched again at `now`. */
export function isPrefetchDue(
  lastAt: number | undefined,
  now: number,
  staleAfterMs: number = PREFETCH_STALE_MS,
): boolean {
  return lastAt === undefined || now - lastAt >= staleAfterMs;
}
