/**
 * The build-time renderer (D31, D37): webpack bundles this file for Node (webpack.config.js,
 * "prerender"), and scripts/build/prerender.ts calls `renderPage` for every fixed route in
 * every language. It renders the same tree the browser hydrates (SiteRoot) at the page's URL
 * (the language prefix as the router's basename, src/app/LanguageRouter.tsx), from the bundled
 * translations, with the styled-components rules the page uses. docs/static-site.md.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ResourceLanguage } from 'i18next';
import type { CachedQueries } from './api/restoreQueries';
import { preloadRoute } from './app/routes';
import { restoreSnapshot } from './app/snapshot';
import { stylesKeptInPlace } from './app/prerenderedStyles';
import { baseApi } from './api/baseApi';
import { EarlyRequestsContext } from './api/preloadRequest';
import { SiteRoot } from './app/SiteRoot';
import { makeStore } from './store/makeStore';
import { createI18n } from './i18n/createI18n';
import type { Language } from './i18n/languages';
import { languagePrefix, routeOfPath } from './i18n/languagePaths';

export interface RenderedPage {
  /** The page's <title>, <meta> and <link> tags (PageMeta), which belong in <head>. */
  head: string;
  /** The markup inside #root. */
  html: string;
  /** The content GETs the page's HTML starts (src/api/preloadRequest.ts), as URLs. */
  contentRequests: string[];
  /** <style> tags with the rules the page uses (src/app/prerenderedStyles.ts). */
  styles: string;
  /**
   * The sections of the translation file (its top-level keys) the page used: what the
   * browser needs to hydrate it without requesting its language first.
   */
  translation: Record<string, unknown>;
}

/**
 * React 19 hoists <title>, <meta> and <link> to the document's <head>; rendering only the app
 * (not a whole <html>), it writes them at the start of its output instead, for us to move.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * Maps of which a page reads only its own entries (`seo.pages.faq` and `seo.shareAlt.support`
 * on /faq; `seo.detail.event` on an event's page rendered from the content snapshot; on
 * /refund, `legal.refund` and the policies' shared texts, not the other three policies): the
 * page carries the entries it used, not the map. The rest of the language arrives after
 * hydration anyway, and every byte of the HTML counts: a page that fits the first 14.6 KB a new
 * connection delivers paints a round trip sooner (docs/performance.md, "Languages").
 */
const PER_PAGE_MAPS = ['seo.pages', 'seo.shareAlt', 'seo.detail', 'legal'];

/**
 * A lead form's texts: the key every lead form renders (its required note), and the sections
 * of what it shows only after hydration, before the rest of the language has arrived: a
 * restored draft, the upload's progress, the connection, a chosen file, a file's errors (D35,
 * D36). A page without one (the footer's newsletter box renders `forms.gettingReady` alone)
 * carries only the entries of `forms` it used.
 */
const LEAD_FORM_KEY = 'forms.requiredNote';
const LEAD_FORM_SECTIONS = ['forms', 'leads'];

type Translate = (key: string | string[], ...rest: unknown[]) => unknown;
type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the render asked for `entry` itself or for a key inside it. */
function usedWithin(entry: string, usedKeys: Set<string>): boolean {
  if (usedKeys.has(entry)) return true;
  const inside = `${entry}.`;
  return [...usedKeys].some((key) => key.startsWith(inside));
}

/** `translation` with each of `maps` cut down to the entries the render used. */
function withOwnEntriesOnly(
  translation: Tree,
  maps: readonly string[],
  usedKeys: Set<string>,
): Tree {
  const copy = structuredClone(translation);
  for (const map of maps) {
    const path = map.split('.');
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((at, key) => (isTree(at) ? at[key] : undefined), copy);
    const last = path[path.length - 1] ?? map;
    if (!isTree(parent) || !isTree(parent[last])) continue;
    const entries = parent[last];
    parent[last] = Object.fromEntries(
      Object.entries(entries).filter(([entry]) => usedWithin(`${map}.${entry}`, usedKeys)),
    );
  }
  return copy;
}

/**
 * `queries`: the page's answers from the content snapshot (D38), rendered into its markup;
 * without them a data page renders as it first paints in the browser ("Loading...").
 */
export async function renderPage(
  url: string,
  language: Language,
  translation: ResourceLanguage['translation'],
  queries?: CachedQueries,
): Promise<RenderedPage> {
  const i18n = await createI18n(language, { [language]: { translation } });
  // Every key the render asks for, by section (`home.hero.title` → `home`).
  const sections = new Set<string>();
  const keys = new Set<string>();
  const translate = i18n.t.bind(i18n) as unknown as Translate;
  const recording: Translate = (key, ...rest) => {
    for (const one of Array.isArray(key) ? key : [key]) {
      sections.add(one.split('.')[0] ?? one);
      keys.add(one);
    }
    return translate(key, ...rest);
  };
  i18n.t = recording as unknown as typeof i18n.t;
  const store = makeStore({ i18n, preloadedState: { language: { current: language } } });
  const { pathname } = new URL(url, 'http://prerender');
  // The page's module first: it injects the endpoints its snapshot answers belong to.
  await preloadRoute(routeOfPath(pathname));
  if (queries) restoreSnapshot(store, queries);
  const basename = languagePrefix(language) || '/';
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url} basename={basename}>
      {children}
    </StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  const contentRequests = new Set<string>();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <EarlyRequestsContext value={contentRequests}>
          <SiteRoot store={store} i18n={i18n} router={Router} hydrating />
        </EarlyRequestsContext>,
      ),
    );
    const head = HOISTED.exec(markup)?.[0] ?? '';
    const all = translation as Record<string, unknown>;
    const leadForm = keys.has(LEAD_FORM_KEY);
    if (leadForm) LEAD_FORM_SECTIONS.forEach((section) => sections.add(section));
    const used = Object.fromEntries([...sections].filter((s) => s in all).map((s) => [s, all[s]]));
    const maps = leadForm ? PER_PAGE_MAPS : [...PER_PAGE_MAPS, ...LEAD_FORM_SECTIONS];
    return {
      head,
      html: markup.slice(head.length),
      contentRequests: [...contentRequests],
      styles: stylesKeptInPlace(sheet.getStyleTags()),
      translation: withOwnEntriesOnly(used, maps, keys),
    };
  } finally {
    sheet.seal();
    // Clears the cache timers of restored answers, which would keep the build alive a minute.
    if (queries) store.dispatch(baseApi.util.resetApiState());
  }
}
