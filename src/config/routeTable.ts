import { languagePrefix } from '@/i18n/languagePaths';
import type { Language } from '@/i18n/languages';
import { anchors, paths } from './paths';

/**
 * What kind of answer each route of the site gets. The client router, the build-time prerender,
 * the sitemap and the host rules (preview server, nginx) all read this one list, so a new route
 * cannot be forgotten by one of them (docs/hosting.md).
 */

export interface FixedRoute {
  path: string;
  /**
   * Listed in sitemap.xml and in the site search's index. The hiring form is reached from a
   * job, not from search; the search page is results only.
   */
  indexable: boolean;
}

/**
 * Routes without an id: each is rendered to its own static HTML file at build time (D31).
 * Built by a call marked pure: the browser's code reads the redirects and detail routes of this
 * file, never this list, and a minifier drops an unread list only whole like this (its reads of
 * `paths` would otherwise stay in the initial bundle).
 */
export const fixedRoutes: readonly FixedRoute[] = /* @__PURE__ */ (() => [
  { path: paths.home, indexable: true },
  { path: paths.about, indexable: true },
  { path: paths.solution, indexable: true },
  { path: paths.caseList, indexable: true },
  { path: paths.airport, indexable: true },
  { path: paths.career, indexable: true },
  { path: paths.contact, indexable: true },
  { path: paths.blog, indexable: true },
  { path: paths.gallery, indexable: true },
  { path: paths.mall, indexable: true },
  { path: paths.residential, indexable: true },
  { path: paths.truck, indexable: true },
  { path: paths.railway, indexable: true },
  { path: paths.holy, indexable: true },
  { path: paths.business, indexable: true },
  { path: paths.joinUs, indexable: true },
  { path: paths.events, indexable: true },
  { path: paths.hiringForm, indexable: false },
  { path: paths.privacy, indexable: true },
  { path: paths.faq, indexable: true },
  { path: paths.support, indexable: true },
  { path: paths.refund, indexable: true },
  { path: paths.terms, indexable: true },
  { path: paths.shipping, indexable: true },
  // Results are no content of their own: prerendered empty, noindex, not in the sitemap.
  { path: paths.search, indexable: false },
])();

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
 * Where a page's prerendered HTML lives in dist/: `/` is index.html, `/aboutus` is
 * aboutus/index.html, `/hi/` hi/index.html, which every static host serves for `/aboutus/`
 * and nginx for `/aboutus`.
 */
export function htmlFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/** The not-found page, served with status 404 by hosts that can (D32); hi/404.html in Hindi. */
export const NOT_FOUND_FILE = '404.html';

/** Where the prerender renders the not-found page: a path no route matches. */
export const NOT_FOUND_RENDER_PATH = '/page-not-found';

/** The app without a prerendered page: what hosts serve for the routes with an id. */
export const APP_SHELL_FILE = '200.html';

/** A file of the site in `language`: `404.html` → `hi/404.html` (D37). */
export function fileIn(language: Language, file: string): string {
  const prefix = languagePrefix(language);
  return prefix ? `${prefix.slice(1)}/${file}` : file;
}
