import { matchRoutes } from 'react-router-dom';
import { isPreloadHandle } from '@/app/lazyRoute';
import { pageRoutes } from '@/app/routes/pageRoutes';
import { routePathOf } from '@/lib/prefetchRules';

/**
 * The path of an in-site link that loads another page in this tab, else undefined (a download,
 * another tab or site, the page itself).
 */
export function inSitePath(link: Element): string | undefined {
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname === window.location.pathname ? undefined : url.pathname;
}

/**
 * Starts loading the code of the page at `pathname` (any language), with the route's own
 * `preload`, which evaluates the module too: the click then renders the page in its own task.
 * Runs in the listener, not in the prefetch chunk, so that on a touch the page's chunk and
 * that chunk travel side by side rather than one after the other. Webpack loads a chunk once,
 * however often this is called. Resolves to the route's pattern and params, or undefined.
 */
export function preloadPageCode(pathname: string) {
  const match = matchRoutes(pageRoutes, routePathOf(pathname))?.at(-1);
  const pattern = match?.route.path;
  if (!match || !pattern || pattern === '*' || !isPreloadHandle(match.route.handle)) {
    return undefined;
  }
  return { pattern, params: match.params, loaded: match.route.handle.preload() };
}
