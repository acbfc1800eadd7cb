import { anchors, paths } from './paths';

/**
 * What kind of answer each route of the site gets. The client router, the build-time prerender,
 * the sitemap and the host rules (preview server, nginx) all read this one list, so a new route
 * cannot be forgotten by one of them (docs/hosting.md).
 */

export interface FixedRoute {
  path: string;
  /** Listed in sitemap.xml. The hiring form is reached from a job, not from search. */
  indexable: boolean;
}

/** Routes without an id: each is rendered to its own static HTML file at build time (D31). */
export const fixedRoutes: readonly FixedRoute[] = [
  paths.home,
  paths.about,
  paths.solution,
  paths.caseList,
  paths.airport,
  paths.career,
  paths.contact,
  paths.blog,
  paths.gallery,
  paths.mall,
  paths.residential,
  paths.truck,
  paths.railway,
  paths.holy,
  paths.business,
  paths.joinUs,
  paths.events,
  paths.hiringForm,
  paths.privacy,
  paths.faq,
  paths.support,
  paths.refund,
  paths.terms,
  paths.shipping,
].map((path) => ({ path, indexable: path !== paths.hiringForm }));

export interface RedirectRoute {
  from: string;
  to: string;
}

/** D1-D3: a route that only sends the visitor on (replace in the browser, 301 on a host). */
export const redirectRoutes: readonly RedirectRoute[] = [
  { from: paths.erp, to: paths.solution },
  { from: paths.cancel, to: `${paths.refund}#${anchors.cancellationPolicy}` },
  { from: paths.skillsRoot, to: paths.career },
  { from: paths.blogSectionRoot, to: paths.blog },
];

/** Routes with an id: rendered in the browser from the app shell, answered with status 200. */
export const detailRoutes: readonly string[] = [
  paths.caseDetail,
  paths.blogSection,
  paths.eventDetail,
  paths.skills,
];

/** `/case/:id` → `/case/`: the path prefix a host matches to serve the app shell. */
export function detailPrefix(pattern: string): string {
  return pattern.slice(0, pattern.indexOf(':'));
}

/**
 * Where a route's prerendered page lives in dist/: `/` is index.html, `/aboutus` is
 * aboutus/index.html, which every static host serves for `/aboutus/` and nginx for `/aboutus`.
 */
export function htmlFileFor(path: string): string {
  return path === paths.home ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The not-found page, served with status 404 by hosts that can (D32). */
export const NOT_FOUND_FILE = '404.html';

/** `/aboutus/` and `/AboutUs` are `/aboutus` to the router (it ignores case and a last slash). */
export function normalisePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

/** Whether the router has a page or a redirect for `pathname` (not the not-found page). */
export function isKnownPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  if (fixedRoutes.some((route) => route.path === path)) return true;
  if (redirectRoutes.some((route) => route.from === path)) return true;
  return detailRoutes.some((pattern) => {
    const prefix = detailPrefix(pattern);
    const id = path.slice(prefix.length);
    return path.startsWith(prefix) && id.length > 0 && !id.includes('/');
  });
}

/** The app without a prerendered page: what hosts serve for the routes with an id. */
export const APP_SHELL_FILE = '200.html';
