import { createContext, useContext } from 'react';

/** A ref callback for a link. */
export type LinkRef = (link: HTMLAnchorElement | null) => void;

/**
 * Lets a main-action link (a list's cards, a job's 'Apply Now!') ask for its page to be
 * prefetched when it comes into view on a fast connection (issue 25). The app provides the
 * observer (src/app/prefetch); without it, as in the prerender, the ref does nothing.
 */
export const ViewportPrefetchContext = createContext<LinkRef>(() => undefined);

export function useViewportPrefetch(): LinkRef {
  return useContext(ViewportPrefetchContext);
}
