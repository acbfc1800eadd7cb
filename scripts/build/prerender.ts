/**
 * Build step after webpack (`npm run build`), the static site of D31, D32 and D37
 * (docs/static-site.md): in each of the seven languages it writes every fixed route of the
 * route table as static HTML into dist/ (`/aboutus` → aboutus/index.html, `/hi/aboutus` →
 * hi/aboutus/index.html), the not-found page (404.html, hi/404.html …), a small page per
 * redirect route and the bare app shell (200.html, hi/200.html …) that hosts serve for the
 * routes with an id. Each page carries its language's <html lang>, head and translations; the
 * boot script is inlined into every page's <head> (D34, its hash is in the CSP:
 * scripts/hosting/securityHeaders.ts, scripts/build/inlineSources.ts). It runs the Node bundle of src/prerender.tsx, so no
 * backend and no network are needed.
 *
 * A snapshot build (CONTENT_SNAPSHOT=1, D38, docs/deploying.md) reads the backend once first:
 * the data pages are rendered with their answers, which each page also embeds as a JSON block
 * before the boot script, and every item gets a page of its own in every language
 * (`/blogsection/{id}` → blogsection/{id}/index.html), listed in the sitemap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readLocale } from './locales.cjs';
import { inlineBootScript } from './inlineSources';
import { contentSnapshotFromEnv } from './snapshot/fromEnv';
import type { ContentSnapshot } from './snapshot/readSnapshot';
import { writeSeoFiles } from './write-seo-files';
import { writeSearchIndexes } from './searchIndex/writeSearchIndexes';
import type { RenderedPage } from '@/prerender';
import type { CachedQueries } from '@/api/restoreQueries';
import { snapshotBlock } from '@/app/snapshotBlock';
import { EARLY_REQUESTS_ATTRIBUTE } from '@/api/earlyRequests';
import {
  APP_ROUTES_ATTRIBUTE,
  appRoutesValue,
  NOT_FOUND_MARK,
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  pageTranslationsBlock,
  PENDING_STYLE,
  PRERENDERED_ATTRIBUTE,
} from '@/app/prerendered';
import { absoluteUrl } from '@/config/siteUrls';
import { normalisePath, pathTo } from '@/config/paths';
import {
  APP_SHELL_FILE,
  detailPrefix,
  detailRoutes,
  fileIn,
  fixedRoutes,
  htmlFileFor,
  NOT_FOUND_FILE,
  NOT_FOUND_RENDER_PATH,
  redirectRoutes,
} from '@/config/routeTable';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';
import { START_FAILURE_CLASS, startFailureTemplate } from '@/app/startFailure';
import { theme } from '@/theme/theme';

const distDir = path.resolve(__dirname, '../../dist');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { prerenderOutput } = require('../../webpack.config.js') as { prerenderOutput: string };

type RenderPage = (
  url: string,
  language: Language,
  translation: unknown,
  queries?: CachedQueries,
) => Promise<RenderedPage>;

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
const BODY_END = /<\/body>/;
const ROOT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>\s*/;
/** The inline boot script: the one <script> without attributes (scripts/build/inlineSources.ts). */
const BOOT_SCRIPT = /<script>/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The error screen shown when the app cannot start (src/app/startFailure.ts), in the page's
 * language, with the few rules it needs: it must look like the site without the app's styles.
 */
function startFailureIn(language: Language): string {
  const { errors, common } = readLocale(language) as {
    errors: { route: { title: string; text: string } };
    common: { tryAgain: string };
  };
  return startFailureTemplate({ ...errors.route, tryAgain: common.tryAgain });
}

const { colors } = theme;
const START_FAILURE_STYLE =
  `<style>.${START_FAILURE_CLASS}{max-width:40rem;margin:7rem auto 3rem;padding:0 1rem;` +
  `font-family:system-ui,sans-serif;color:${colors.text}}.${START_FAILURE_CLASS} code{` +
  `display:block;margin:1rem 0;padding:.75rem;background:${colors.surfaceAlt};` +
  `white-space:pre-wrap}.${START_FAILURE_CLASS} a{display:inline-block;padding:.75rem 1.25rem;` +
  `border-radius:.5rem;background:${colors.brand};color:${colors.textOnDark}}</style>`;

/**
 * The shell in `language`: its <html lang>, any attributes the boot script reads, and the
 * error screen for a failed start in that language.
 */
function shellIn(
  shell: string,
  language: Language,
  htmlAttributes: Record<string, string>,
): string {
  const attributes = Object.entries(htmlAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const html = replaceOnce(shell, HTML_TAG, `<html lang="${language}"${attributes}>`);
  return replaceOnce(html, BODY_END, `${startFailureIn(language)}</body>`);
}

/** The shell with a rendered page in it: its styles in <head>, its markup in #root. */
function fillShell(
  shell: string,
  language: Language,
  mark: string,
  page: RenderedPage,
  htmlAttributes: Record<string, string> = {},
): string {
  let html = shellIn(shell, language, { [PRERENDERED_ATTRIBUTE]: mark, ...htmlAttributes });
  const head = `<!--${PAGE_HEAD_START}-->${page.head}<!--${PAGE_HEAD_END}-->`;
  html = replaceOnce(html, HEAD_END, `${head}${page.styles}</head>`);
  html = html.replace(NOSCRIPT, '');
  html = replaceOnce(html, ROOT, `<div id="root">${page.html}</div>`);
  return replaceOnce(html, BODY_END, `${pageTranslationsBlock(language, page.translation)}</body>`);
}

/**
 * A page rendered from snapshot answers: the answers go into <head> before the boot script, so
 * the app finds them when it starts (src/app/snapshotLoader.ts).
 */
function withSnapshot(html: string, queries: CachedQueries | undefined): string {
  return queries ? replaceOnce(html, BOOT_SCRIPT, `${snapshotBlock(queries)}<script>`) : html;
}

/**
 * A redirect route's page: without JavaScript the meta refresh sends the browser on; with it,
 * the app loads and the router redirects (replacing the history entry, D1-D3).
 */
function redirectPage(shell: string, language: Language, to: string): string {
  const target = escapeAttribute(to);
  const head =
    `<link rel="canonical" href="${escapeAttribute(absoluteUrl(to))}" />` +
    `<meta name="robots" content="noindex" />` +
    `<noscript><meta http-equiv="refresh" content="0; url=${target}" /></noscript>`;
  return replaceOnce(shellIn(shell, language, {}), HEAD_END, `${head}</head>`);
}

function write(file: string, html: string): void {
  const target = path.join(distDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, html);
}

/** The item pages of a snapshot build (`/blogsection/{id}` …), by route; none without one. */
function itemPaths(snapshot: ContentSnapshot | null): string[] {
  if (!snapshot) return [];
  return Object.entries(snapshot.items).flatMap(([route, ids]) =>
    ids.map((id) => pathTo(route, id)),
  );
}

/**
 * Every page of one language: its fixed routes, not-found page, redirects and app shell, and
 * with a snapshot its items' pages.
 */
async function writeLanguage(
  shell: string,
  language: Language,
  renderPage: RenderPage,
  snapshot: ContentSnapshot | null,
) {
  const translation = readLocale(language);
  write(fileIn(language, APP_SHELL_FILE), shellIn(shell, language, {}));
  for (const route of [...fixedRoutes.map((fixed) => fixed.path), ...itemPaths(snapshot)]) {
    const url = localizedPath(language, route);
    const queries = snapshot?.pages[language][route];
    const page = await renderPage(url, language, translation, queries);
    // The content GETs the boot script starts in the page's language (src/api/earlyRequests.ts).
    const early: Record<string, string> = page.contentRequests.length
      ? { [EARLY_REQUESTS_ATTRIBUTE]: page.contentRequests.join(' ') }
      : {};
    const html = withSnapshot(fillShell(shell, language, normalisePath(url), page, early), queries);
    // The file at the path a host looks up: nginx's $uri and the preview server decode it.
    write(htmlFileFor(decodeURIComponent(url)), html);
  }
  const notFound = await renderPage(
    localizedPath(language, NOT_FOUND_RENDER_PATH),
    language,
    translation,
  );
  // Every route the router has a page for, so that the boot script shows this HTML only where
  // it is the right page (src/app/prerendered.ts).
  const appRoutes = appRoutesValue(
    [...fixedRoutes.map((route) => route.path), ...redirectRoutes.map((route) => route.from)],
    detailRoutes.map(detailPrefix),
  );
  write(
    fileIn(language, NOT_FOUND_FILE),
    fillShell(shell, language, NOT_FOUND_MARK, notFound, { [APP_ROUTES_ATTRIBUTE]: appRoutes }),
  );
  for (const { from, to } of redirectRoutes) {
    const target = localizedPath(language, to);
    write(htmlFileFor(localizedPath(language, from)), redirectPage(shell, language, target));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const built = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { html, hash } = inlineBootScript(built, distDir);
  const shell = replaceOnce(html, HEAD_END, `${PENDING_STYLE}${START_FAILURE_STYLE}</head>`);
  const snapshot = await contentSnapshotFromEnv();
  const renderPage = loadRenderer();
  for (const language of SUPPORTED_LANGUAGES) {
    await writeLanguage(shell, language, renderPage, snapshot);
  }
  const items = itemPaths(snapshot);
  writeSeoFiles(distDir, items);
  const indexed = [
    ...fixedRoutes.filter((route) => route.indexable).map(({ path }) => path),
    ...items,
  ];
  const indexes = writeSearchIndexes(distDir, indexed);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const itemPages = snapshot ? `, ${items.length} items from the content snapshot` : '';
  console.info(
    `prerender: ${SUPPORTED_LANGUAGES.length} languages × (${fixedRoutes.length} routes${itemPages}, ${NOT_FOUND_FILE}, ${redirectRoutes.length} redirects, ${APP_SHELL_FILE}) in ${seconds} s; boot script ${hash}`,
  );
  const figures = indexes.map((index) => `${index.language} ${index.documents}`).join(', ');
  console.info(`prerender: search indexes (documents) ${figures}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
