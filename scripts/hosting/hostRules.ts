/**
 * D32, the hosting rules, as data read by the preview server and the nginx configuration
 * generator alike, made from the one route table (src/config/routeTable.ts).
 */
import {
  APP_SHELL_FILE,
  detailPrefix,
  detailRoutes,
  fixedRoutes,
  htmlFileFor,
  NOT_FOUND_FILE,
  redirectRoutes,
} from '@/config/routeTable';
import { normalisePath } from '@/config/paths';

export type HostAnswer =
  { kind: 'page'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string };

/**
 * A redirect's target with the request's query string (`?utm_source=x`, or '') kept: campaign
 * and tracking parameters survive an old address. It goes before any fragment
 * (`/refund?x=1#cancellation-policy`).
 */
export function withQuery(location: string, search: string): string {
  if (search.length <= 1) return location;
  const hashAt = location.indexOf('#');
  return hashAt < 0
    ? `${location}${search}`
    : `${location.slice(0, hashAt)}${search}${location.slice(hashAt)}`;
}

/**
 * What the host answers for a path that is not a file in dist/; `search` is the request's
 * query string with its `?`, kept on a redirect.
 */
export function answerFor(pathname: string, search = ''): HostAnswer {
  const path = normalisePath(pathname);
  const fixed = fixedRoutes.find((route) => route.path === path);
  if (fixed) return { kind: 'page', file: htmlFileFor(fixed.path), status: 200 };
  const redirect = redirectRoutes.find((route) => route.from === path);
  if (redirect) return { kind: 'redirect', location: withQuery(redirect.to, search) };
  const detail = detailRoutes.some((pattern) => path.startsWith(detailPrefix(pattern)));
  if (detail) return { kind: 'page', file: APP_SHELL_FILE, status: 200 };
  return { kind: 'page', file: NOT_FOUND_FILE, status: 404 };
}
