import type { AppDispatch } from '@/store/hooks';
import { prefetchRoute } from './prefetchRoute';

/**
 * What runs once a visitor shows intent, in a chunk of its own: a page left without intent
 * loads none of it (issue 25: no extra bytes), and the initial bundle keeps its budget.
 */

/** The longest a prefetch waits for the main thread to be idle; a link in view waits longer. */
const IDLE_TIMEOUT_MS = { intent: 50, viewport: 1000 } as const;

/** Runs `task` when the page is idle, so a prefetch never delays what the page is doing. */
function whenIdle(task: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 0);
}

/** The path of an in-site link that loads another page in this tab, else undefined. */
function inSitePath(link: Element): string | undefined {
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname === window.location.pathname ? undefined : url.pathname;
}

/** Prefetches the page `link` leads to when the main thread is next idle. */
export function prefetchLink(
  link: Element,
  dispatch: AppDispatch,
  trigger: keyof typeof IDLE_TIMEOUT_MS,
): void {
  const path = inSitePath(link);
  if (path !== undefined) whenIdle(() => dispatch(prefetchRoute(path)), IDLE_TIMEOUT_MS[trigger]);
}

/** Waits for the page's own load (its main image included) before guessing at the next one. */
const pageLoaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/** What to do when each observed link comes into view. */
const onInView = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/**
 * Prefetches `link`'s page once it comes into view, after the page's own load. A link that
 * leaves the document is let go (the observer reports it as not intersecting).
 */
export function prefetchInView(link: Element, dispatch: AppDispatch): void {
  void pageLoaded.then(() => {
    observer ??= new IntersectionObserver((entries) => {
      for (const { isIntersecting, target } of entries) {
        if (isIntersecting) onInView.get(target)?.();
        if (isIntersecting || !target.isConnected) observer?.unobserve(target);
      }
    });
    onInView.set(link, () => prefetchLink(link, dispatch, 'viewport'));
    observer.observe(link);
  });
}
