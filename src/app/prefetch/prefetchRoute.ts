import { matchRoutes } from 'react-router-dom';
import { baseApi } from '@/api/baseApi';
import { isPreloadHandle } from '@/app/lazyRoute';
import { pageRoutes } from '@/app/routes/pageRoutes';
import { isPrefetchDue, routePathOf } from '@/lib/prefetchRules';
import type { AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { routePrefetched, selectPrefetchedAt } from './prefetchSlice';
import { routeData } from './routeData';

/**
 * Loads what the page at `pathname` (a link's own path, in any language) needs before it is
 * shown: its lazy chunk, with the route's own `preload` (the one `preloadRoute` and so the
 * prerender use; the footer is in already, since this runs from its chunk), and its first data
 * through RTK Query's `util.prefetch`. Once per route and visit, unless stale (isPrefetchDue).
 * A request whose endpoint the page's chunk injects starts when the chunk is in; one already
 * injected (the blog list's chunk brings the blog post's endpoint) starts at once, in parallel.
 * Failures are left to the click, which loads the page as if nothing had been prefetched.
 */
export function prefetchRoute(pathname: string) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const path = routePathOf(pathname);
    const match = matchRoutes(pageRoutes, path)?.at(-1);
    const pattern = match?.route.path;
    if (!match || !pattern || pattern === '*' || !isPreloadHandle(match.route.handle)) return;
    const now = Date.now();
    if (!isPrefetchDue(selectPrefetchedAt(getState(), path), now)) return;
    dispatch(routePrefetched({ path, at: now }));
    const requests = routeData[pattern]?.(match.params) ?? [];
    const ready = requests.filter(({ endpoint }) => endpoint in baseApi.endpoints);
    for (const request of ready) dispatch(request.prefetch);
    match.route.handle.preload().then(
      () => {
        for (const request of requests) if (!ready.includes(request)) dispatch(request.prefetch);
      },
      () => undefined,
    );
  };
}
