import { baseApi } from '@/api/baseApi';
import { isPrefetchDue, routePathOf } from '@/lib/prefetchRules';
import type { AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { preloadPageCode } from './pageCode';
import { routePrefetched, selectPrefetchedAt } from './prefetchSlice';
import { routeData } from './routeData';
import { selectLanguage } from '@/i18n/languageSlice';

/**
 * Loads what the page at `pathname` (a link's own path, in any language) needs before it is
 * shown: its lazy chunk (preloadPageCode; the footer is in already, since this runs from its
 * chunk), and its first data
 * through RTK Query's `util.prefetch`. Once per route and visit, unless stale (isPrefetchDue).
 * A request whose endpoint the page's chunk injects starts when the chunk is in; one already
 * injected (the blog list's chunk brings the blog post's endpoint) starts at once, in parallel.
 * Failures are left to the click, which loads the page as if nothing had been prefetched.
 */
export function prefetchRoute(pathname: string) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const path = routePathOf(pathname);
    const now = Date.now();
    if (!isPrefetchDue(selectPrefetchedAt(getState(), path), now)) return;
    const page = preloadPageCode(path);
    if (!page) return;
    dispatch(routePrefetched({ path, at: now }));
    const requests = routeData[page.pattern]?.(page.params, selectLanguage(getState())) ?? [];
    const ready = requests.filter(({ endpoint }) => endpoint in baseApi.endpoints);
    for (const request of ready) dispatch(request.prefetch);
    page.loaded.then(
      () => {
        for (const request of requests) if (!ready.includes(request)) dispatch(request.prefetch);
      },
      () => undefined,
    );
  };
}
