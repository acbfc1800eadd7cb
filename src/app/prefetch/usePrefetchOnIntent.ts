import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppRunning } from '@/hooks/useAppRunning';
import { prefetchAllowed } from '@/lib/connection';
import { cancelIdle, requestIdle } from '@/lib/idle';
import { APP_RUNNING_ATTRIBUTE, IN_VIEW_SELECTOR } from '@/lib/prefetchMarks';
import { watchIntent } from '@/lib/watchIntent';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { inSitePath, preloadPageCode } from './pageCode';

const runtime = () => import('./prefetchRuntime');

/**
 * Prefetch on intent for the whole app (issue 25, docs/performance.md). Every
 * in-site link, wherever it renders (navigation bar, footer, cards, text), prefetches its page
 * when the mouse rests on it for 100 ms, on focus and on a touch: listeners on the document, so
 * no link component needs to know. Links marked `prefetchInView` also when they come into view
 * on 4G. Only once the app runs (after hydration), never with Save-Data or on 2G; the work
 * itself loads in a chunk of its own on the first intent.
 */
export function usePrefetchOnIntent(): void {
  const running = useAppRunning();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!running) return undefined;
    document.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    return watchIntent('a[href]', {
      // The prefetch chunk starts loading as soon as a link is approached, so that its round
      // trip overlaps the hover's 100 ms.
      approach: (link) => {
        if (inSitePath(link) !== undefined) void runtime();
      },
      intent: (link, how) => {
        const path = inSitePath(link);
        if (path === undefined) return;
        // The page's code starts at once, beside the prefetch chunk (which brings the data),
        // not after it: on a touch the click follows within a few hundred milliseconds.
        const page = preloadPageCode(path);
        void page?.loaded.catch(() => undefined);
        const touch = how === 'touch';
        void runtime().then(({ prefetchPath, rehearseAfterLoad }) => {
          prefetchPath(path, dispatch, touch ? 'touch' : 'intent');
          // A resting pointer or focus leaves time to render the page once, hidden, ahead of
          // the click; a touch's click comes before the render could be of use.
          if (!touch) {
            page?.loaded.then(
              () => rehearseAfterLoad(path, store, i18n),
              () => undefined,
            );
          }
        });
      },
    });
  }, [running, dispatch, store, i18n]);
  useEffect(() => {
    if (!running || !('IntersectionObserver' in window) || !prefetchAllowed('viewport'))
      return undefined;
    // Marked links render with their page's data, later than this: the document is looked
    // at again after changes, once the page is idle. Not in the observer's own callback,
    // which runs before the paint of the change: after a click, that is the next page's
    // first paint (issue 25).
    const seen = new WeakSet<Element>();
    let idle: number | undefined;
    const look = () => {
      idle = undefined;
      for (const link of document.querySelectorAll(IN_VIEW_SELECTOR)) {
        if (seen.has(link)) continue;
        seen.add(link);
        void runtime().then(({ prefetchInView }) => prefetchInView(link, dispatch));
      }
    };
    const changes = new MutationObserver(() => {
      idle ??= requestIdle(look);
    });
    changes.observe(document.body, { childList: true, subtree: true });
    look();
    return () => {
      changes.disconnect();
      if (idle !== undefined) cancelIdle(idle);
    };
  }, [running, dispatch]);
}
