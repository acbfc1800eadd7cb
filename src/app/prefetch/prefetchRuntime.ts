import type { Store } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { afterLoad, requestIdle } from '@/lib/idle';
import type { AppDispatch } from '@/store/hooks';
import { inSitePath } from './pageCode';
import { prefetchRoute } from './prefetchRoute';
import { rehearsePage } from './rehearsePage';

/**
 * What runs once a visitor shows intent, in a chunk of its own: a page left without intent
 * loads none of it (issue 25: no extra bytes), and the initial bundle keeps its budget.
 */

/**
 * The longest a prefetch waits for the main thread to be idle: a resting pointer or focus a
 * little, a link in view longer. A touch does not wait: its click follows within a few hundred
 * milliseconds, and the data must be on its way by then.
 */
const IDLE_TIMEOUT_MS = { intent: 50, viewport: 1000, touch: 0 } as const;

export type PrefetchTiming = keyof typeof IDLE_TIMEOUT_MS;

/** Runs `task` when the page is idle, so a prefetch never delays what the page is doing. */
function whenIdle(task: () => void, timeout: number): void {
  if (timeout === 0) task();
  else requestIdle(task, timeout);
}

/** Prefetches the page at `path` (an in-site link's, inSitePath) when the page is next idle. */
export function prefetchPath(path: string, dispatch: AppDispatch, timing: PrefetchTiming): void {
  whenIdle(() => dispatch(prefetchRoute(path)), IDLE_TIMEOUT_MS[timing]);
}

/** Waits for the page's own load (its main image included) before guessing at the next one. */
const pageLoaded = new Promise<void>((resolve) => afterLoad(resolve));

/**
 * Renders the page at `path` once, hidden, ahead of its click (rehearsePage.tsx), after the current
 * page's own load: the rehearsal fetches the next page's first-screen pictures, which must not
 * compete with this page's.
 */
export function rehearseAfterLoad(path: string, store: Store, i18n: I18n): void {
  void pageLoaded.then(() => rehearsePage(path, store, i18n));
}

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
    onInView.set(link, () => {
      const path = inSitePath(link);
      if (path !== undefined) prefetchPath(path, dispatch, 'viewport');
    });
    observer.observe(link);
  });
}
