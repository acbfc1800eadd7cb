import { isKnownPath, normalisePath } from '../config/routeTable';

/**
 * How a page's static HTML says what it holds, and how the browser decides to keep it (D31,
 * D32). The prerender writes the route it rendered on <html data-prerendered>. A host that
 * only falls back to index.html serves the home page's HTML for every path, and a visitor
 * with another stored language must not see English first: in both cases the boot script in
 * <head> hides the HTML before it paints (PENDING_CLASS) and the client renders afresh.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PENDING_CLASS = 'render-pending';

/** The mark of 404.html, whose HTML is right for every path the router does not know. */
export const NOT_FOUND_MARK = '*';

/** Whether HTML prerendered for `prerendered` is the page the router shows at `pathname`. */
export function holdsPageFor(prerendered: string | null, pathname: string): boolean {
  if (prerendered === null) return false;
  if (prerendered === NOT_FOUND_MARK) return !isKnownPath(pathname);
  return prerendered === normalisePath(pathname);
}
