import { normalisePath } from '@/config/paths';

/**
 * How a page's static HTML says what it holds, and how the browser decides to keep it (D31,
 * D32). The prerender writes the route it rendered on <html data-prerendered>. A host that
 * only falls back to index.html serves the home page's HTML for every path, and a visitor
 * with another stored language must not see English first: in both cases the boot script in
 * <head> hides the HTML before it paints (PENDING_CLASS) and the client renders afresh.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PENDING_CLASS = 'render-pending';

/**
 * The mark of 404.html. It matches no path, so its HTML (there for crawlers and browsers
 * without JavaScript) is always rendered afresh: a host may serve it for any path, the routes
 * with an id among them, and knowing them all would put the route table in the boot script.
 */
export const NOT_FOUND_MARK = '*';

/** Whether HTML prerendered for `prerendered` is the page the router shows at `pathname`. */
export function holdsPageFor(prerendered: string | null, pathname: string): boolean {
  return prerendered === normalisePath(pathname);
}

/**
 * The prerender wraps the page's own head tags (title, description, canonical, Open Graph) in
 * these comments. When the client renders afresh instead of hydrating, it removes them: the
 * page it renders hoists its own, in the visitor's language.
 */
export const PAGE_HEAD_START = 'page-head';
export const PAGE_HEAD_END = '/page-head';

export function removePrerenderedHead(head: HTMLHeadElement): void {
  let inside = false;
  for (const node of [...head.childNodes]) {
    const mark = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null;
    if (mark === PAGE_HEAD_START) inside = true;
    if (inside) node.remove();
    if (mark === PAGE_HEAD_END) inside = false;
  }
}
