/**
 * Build step after webpack (`npm run build`): writes every fixed route of the route table as
 * static HTML into dist/ (D31), the not-found page as 404.html, a small page per redirect route
 * and the bare app shell (200.html) that hosts serve for the routes with an id (D32).
 * It runs the Node bundle of src/prerender.tsx, so no backend and no network are needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readLocale } from './locales.cjs';
import type { RenderedPage } from '@/prerender';
import {
  APP_ROUTES_ATTRIBUTE,
  appRoutesValue,
  NOT_FOUND_MARK,
  PAGE_HEAD_END,
  PENDING_STYLE,
  PAGE_HEAD_START,
  PRERENDERED_ATTRIBUTE,
} from '@/app/prerendered';
import { absoluteUrl } from '@/config/siteUrls';
import {
  APP_SHELL_FILE,
  detailPrefix,
  detailRoutes,
  fixedRoutes,
  htmlFileFor,
  NOT_FOUND_FILE,
  NOT_FOUND_RENDER_PATH,
  redirectRoutes,
} from '@/config/routeTable';

const distDir = path.resolve(__dirname, '../../dist');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { prerenderOutput } = require('../../webpack.config.js') as { prerenderOutput: string };

type RenderPage = (url: string, english: { translation: unknown }) => Promise<RenderedPage>;

function loadRenderer(): RenderPage {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- built by webpack just now
  const bundle = require(path.join(prerenderOutput, 'prerender.js')) as { renderPage: RenderPage };
  return bundle.renderPage;
}

/**
 * Replaces exactly one match of `pattern` (the built shell may be minified, so quotes are
 * optional), so that a changed template fails the build loudly instead of shipping a blank page.
 */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  const matches = html.match(new RegExp(pattern.source, 'g')) ?? [];
  if (matches.length !== 1) {
    throw new Error(`prerender: expected exactly one ${pattern.source} in dist/index.html`);
  }
  return html.replace(pattern, () => replacement);
}

const HTML_TAG = /<html lang="?en"?>/;
const HEAD_END = /<\/head>/;
const ROOT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>\s*/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The shell with a rendered page in it: its styles in <head>, its markup in #root. */
function fillShell(
  shell: string,
  mark: string,
  page: RenderedPage,
  htmlAttributes: Record<string, string> = {},
): string {
  const attributes = Object.entries({ [PRERENDERED_ATTRIBUTE]: mark, ...htmlAttributes })
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  let html = replaceOnce(shell, HTML_TAG, `<html lang="en"${attributes}>`);
  const head = `<!--${PAGE_HEAD_START}-->${page.head}<!--${PAGE_HEAD_END}-->`;
  html = replaceOnce(html, HEAD_END, `${head}${page.styles}</head>`);
  html = html.replace(NOSCRIPT, '');
  return replaceOnce(html, ROOT, `<div id="root">${page.html}</div>`);
}

/**
 * A redirect route's page: without JavaScript the meta refresh sends the browser on; with it,
 * the app loads and the router redirects (replacing the history entry, D1-D3).
 */
function redirectPage(shell: string, to: string): string {
  const target = escapeAttribute(to);
  const head =
    `<link rel="canonical" href="${escapeAttribute(absoluteUrl(to))}" />` +
    `<meta name="robots" content="noindex" />` +
    `<noscript><meta http-equiv="refresh" content="0; url=${target}" /></noscript>`;
  return replaceOnce(shell, HEAD_END, `${head}</head>`);
}

function write(file: string, html: string): void {
  const target = path.join(distDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, html);
}

async function main(): Promise<void> {
  const built = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const shell = replaceOnce(built, HEAD_END, `${PENDING_STYLE}</head>`);
  const renderPage = loadRenderer();
  const english = { translation: readLocale('en') };
  write(APP_SHELL_FILE, shell);
  for (const { path: route } of fixedRoutes) {
    write(htmlFileFor(route), fillShell(shell, route, await renderPage(route, english)));
  }
  const notFound = await renderPage(NOT_FOUND_RENDER_PATH, english);
  // Every path the router has a page for, so that the boot script shows this HTML only where
  // it is the right page (src/app/prerendered.ts).
  const appRoutes = appRoutesValue(
    [...fixedRoutes.map((route) => route.path), ...redirectRoutes.map((route) => route.from)],
    detailRoutes.map(detailPrefix),
  );
  write(
    NOT_FOUND_FILE,
    fillShell(shell, NOT_FOUND_MARK, notFound, { [APP_ROUTES_ATTRIBUTE]: appRoutes }),
  );
  for (const { from, to } of redirectRoutes) write(htmlFileFor(from), redirectPage(shell, to));
  console.info(
    `prerender: ${fixedRoutes.length} routes, ${NOT_FOUND_FILE}, ${redirectRoutes.length} redirects, ${APP_SHELL_FILE}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
