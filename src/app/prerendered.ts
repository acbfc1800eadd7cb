import type { Resource } from 'i18next';
import { normalisePath } from '@/config/paths';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/i18n/languages';
import { languageInPath, routeOfPath } from '@/i18n/languagePaths';

/**
 * How a page's static HTML says what it holds, and how the browser decides to keep it (D31,
 * D32, D37). The prerender writes the URL it rendered (`/hi/aboutus`) on <html
 * data-prerendered>. A host that only falls back to index.html serves the English home page's
 * HTML for every path: there the boot script in <head> hides the HTML before it paints
 * (PENDING_CLASS) and the client renders the right page, in the URL's language, afresh.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const PENDING_CLASS = 'render-pending';
/** In the <head> of every built HTML file, so the boot script need only set the class. */
export const PENDING_STYLE = `<style>html.${PENDING_CLASS} #root{visibility:hidden}</style>`;

/**
 * The mark of 404.html. A host may serve that file for any path it has no file for: a path
 * the app does not know, where its HTML is the right page, but also a route with an id
 * (`/case/:id`) or, without directory indexes, a fixed route. So 404.html lists the paths the
 * app answers with a page of its own (APP_ROUTES_ATTRIBUTE, written by the prerender from the
 * route table) and its HTML shows only at a path outside that list.
 */
export const NOT_FOUND_MARK = '*';

/**
 * On 404.html's <html>: the app's routes, space-separated, normalised; `/case/*` stands for
 * every path under `/case/`.
 */
export const APP_ROUTES_ATTRIBUTE = 'data-app-routes';
const PREFIX_SUFFIX = '*';

/** The value of APP_ROUTES_ATTRIBUTE for exact paths and path prefixes (ending in `/`). */
export function appRoutesValue(exact: readonly string[], prefixes: readonly string[]): string {
  return [...exact, ...prefixes.map((prefix) => `${prefix}${PREFIX_SUFFIX}`)].join(' ');
}

function isAppRoute(path: string, appRoutes: string): boolean {
  const route = routeOfPath(path);
  return appRoutes
    .split(' ')
    .some((entry) =>
      entry.endsWith(PREFIX_SUFFIX) ? route.startsWith(entry.slice(0, -1)) : entry === route,
    );
}

/**
 * Whether HTML prerendered for `prerendered` in `pageLanguage` (its <html lang>) is the page
 * the router shows at `pathname`, in the URL's language. `appRoutes` is the not-found page's
 * list (without a language prefix); without it the not-found HTML is never trusted.
 */
export function holdsPageFor(
  prerendered: string | null,
  pathname: string,
  appRoutes: string | null = null,
  pageLanguage: string | null = DEFAULT_LANGUAGE,
): boolean {
  const path = normalisePath(pathname);
  if (prerendered === NOT_FOUND_MARK) {
    const language = languageInPath(path) ?? DEFAULT_LANGUAGE;
    return appRoutes !== null && pageLanguage === language && !isAppRoute(path, appRoutes);
  }
  return prerendered === path;
}

/**
 * The translations a prerendered page was rendered with, in a JSON block at the end of its
 * body (D37): the app hydrates with them instead of requesting its language first.
 */
export const PAGE_TRANSLATIONS_ID = 'page-translations';
export const PAGE_LANGUAGE_ATTRIBUTE = 'data-language';

export function pageTranslationsBlock(language: Language, translation: unknown): string {
  const json = JSON.stringify({ translation }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_TRANSLATIONS_ID}" ${PAGE_LANGUAGE_ATTRIBUTE}="${language}">${json}</script>`;
}

/** The page's own translations when they are in `language`, else null. */
export function readPageTranslations(doc: Document, language: Language): Resource | null {
  const block = doc.getElementById(PAGE_TRANSLATIONS_ID);
  const embedded = block?.getAttribute(PAGE_LANGUAGE_ATTRIBUTE);
  if (!block || !isLanguage(embedded) || embedded !== language) return null;
  return { [language]: JSON.parse(block.textContent) as Resource[string] };
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
