// Not in config/paths.ts, which the initial script carries: only the FAQ's chunk, the search's
// and the build use these (docs/performance.md, "Bundle budget").

/** What a FAQ question's element id starts with; the rest is the question's id. */
export const FAQ_ANCHOR_PREFIX = 'faq-';

/**
 * The element id of a FAQ question, and the #hash that opens /faq at it (a site search result,
 * a shared link): `/faq#faq-65a5…`.
 */
export function faqAnchor(id: string): string {
  return `${FAQ_ANCHOR_PREFIX}${id}`;
}
