/**
 * Whether the visitor's connection allows prefetching (issue 25, docs/behaviour.md "Instant
 * navigation"), apart from the rest of the rules (prefetchRules.ts), which load only on the
 * first intent.
 */

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

/** The rule applied to this browser's connection now (it may change during a visit). */
export function prefetchAllowed(trigger: PrefetchTrigger): boolean {
  return connectionAllows((navigator as { connection?: ConnectionInfo }).connection, trigger);
}
