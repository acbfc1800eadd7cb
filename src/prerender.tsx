/**
 * The build-time renderer (D31): webpack bundles this file for Node (webpack.config.js,
 * "prerender"), and scripts/build/prerender.ts calls `renderPage` for every fixed route. It renders
 * the same tree the browser hydrates (SiteRoot), in English from the bundled translations,
 * with the styled-components rules the page uses.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ResourceLanguage } from 'i18next';
import { preloadRoute } from './app/routes';
import { SiteRoot } from './app/SiteRoot';
import { makeStore } from './store/makeStore';
import { createI18n } from './i18n/createI18n';
import { DEFAULT_LANGUAGE } from './i18n/languages';

export interface RenderedPage {
  /** The page's <title>, <meta> and <link> tags (PageMeta), which belong in <head>. */
  head: string;
  /** The markup inside #root. */
  html: string;
  /** <style> tags with the rules the page uses. */
  styles: string;
}

/**
 * React 19 hoists <title>, <meta> and <link> to the document's <head>; rendering only the app
 * (not a whole <html>), it writes them at the start of its output instead, for us to move.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export async function renderPage(url: string, english: ResourceLanguage): Promise<RenderedPage> {
  const i18n = await createI18n(DEFAULT_LANGUAGE, { [DEFAULT_LANGUAGE]: english });
  const store = makeStore({ i18n });
  await preloadRoute(new URL(url, 'http://prerender').pathname);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(<SiteRoot store={store} i18n={i18n} router={Router} />),
    );
    const head = HOISTED.exec(markup)?.[0] ?? '';
    return { head, html: markup.slice(head.length), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
