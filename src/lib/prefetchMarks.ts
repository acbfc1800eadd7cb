/**
 * Marks in the DOM through which the pages and the prefetch code (src/app/prefetch, issue 25)
 * talk, with no code in the initial bundle.
 */

/**
 * Set on <html> once the app runs: from then on the app's own prefetch serves in-site links,
 * so the speculation rules (src/config/speculationRules.ts) leave them alone.
 */
export const APP_RUNNING_ATTRIBUTE = 'data-app-running';

/**
 * Spread on a main-action link (a list's cards, a job's 'Apply Now!') whose page is prefetched
 * when it comes into view on a fast connection.
 */
export const prefetchInView = { 'data-prefetch': 'in-view' } as const;

export const IN_VIEW_SELECTOR = 'a[data-prefetch="in-view"]';
