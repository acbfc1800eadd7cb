/**
 * The rules of prefetching on intent (issue 25, docs/behaviour.md "Instant navigation"), as
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

/** The part of the Network Information API we read (not in every browser, nor in TS's DOM). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * `intent`: the visitor hovers, focuses or touches a link; `viewport`: a main-action link came
 * into view, a guess that only a fast connection can afford.
 */
export type PrefetchTrigger = 'intent' | 'viewport';

/**
 * Never with Save-Data or on 2G; a link in view only on 4G. A browser that does not say
 * (Firefox, Safari) gets the prefetch on intent, which is what the visitor is about to ask for.
 */
export function connectionAllows(
  connection: ConnectionInfo | undefined,
  trigger: PrefetchTrigger,
): boolean {
  if (connection?.saveData) return false;
  const type = connection?.effectiveType;
  if (type === '2g' || type === 'slow-2g') return false;
  return trigger === 'intent' || type === '4g';
}
