/**
 * D34 (amended): the boot script (src/boot.ts) is inlined into every page's <head> rather than
 * loaded as a file, which cost every first visit a round trip before its first paint. The
 * Content-Security-Policy allows exactly this script by its sha256 hash, and the built pages'
 * inline styles by theirs (`builtInlineSources`): the preview server and the nginx
 * configuration read them back from dist/, so the policy always names what was built and
 * needs no `'unsafe-inline'`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const BOOT_TAG = /<script src="?(\/js\/boot\.[^"\s>]+\.js)"?><\/script>/;
/** An inline script: a <script> without attributes (JSON blocks carry a type, so are not). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP source of an inline script or style: `'sha256-…'` of its exact text. */
export function scriptHash(code: string): string {
  return `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The built index.html with its boot script inlined, and that script's hash. */
export function inlineBootScript(html: string, distDir: string): { html: string; hash: string } {
  const match = BOOT_TAG.exec(html);
  if (!match?.[1]) throw new Error('prerender: no boot <script src> in dist/index.html');
  const code = fs.readFileSync(path.join(distDir, match[1]), 'utf8').trim();
  if (/<\/script/i.test(code)) throw new Error('prerender: the boot script contains </script');
  return { html: html.replace(BOOT_TAG, () => `<script>${code}</script>`), hash: scriptHash(code) };
}

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;
const STYLE_ATTRIBUTE = / style="([^"]*)"/g;

/** What the CSP allows inline, from the built pages. */
export interface InlineSources {
  /** `script-src`: the boot script's hash. */
  scriptHashes: string[];
  /**
   * `style-src`: the hash of every <style> of every page (styled-components' rules for its
   * first render, the hide-while-pending rule), of the empty <style> styled-components fills
   * through the CSSOM in the browser (which CSP does not govern), and, with 'unsafe-hashes',
   * of each `style` attribute the pages hold.
   */
  styleSources: string[];
  /**
   * The same, for each page alone, by its file in dist/ (`/aboutus/index.html`). A page's
   * policy need name no other page's styles (styles the app adds after a navigation go through
   * the CSSOM), and every byte of a page's headers comes before its first paint
   * (docs/performance.md, "Languages").
   */
  pageStyleSources: Record<string, string[]>;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `style-src` sources for the inline styles of `pages`. */
function styleSourcesOf(pages: readonly string[]): string[] {
  const styles = new Set<string>([scriptHash('')]);
  const attributes = new Set<string>();
  for (const html of pages) {
    for (const [, css = ''] of html.matchAll(STYLE_ELEMENT)) styles.add(scriptHash(css));
    for (const [, value = ''] of html.matchAll(STYLE_ATTRIBUTE)) {
      attributes.add(scriptHash(decodeAttribute(value)));
    }
  }
  return [
    ...[...styles].sort(),
    ...(attributes.size > 0 ? ["'unsafe-hashes'", ...[...attributes].sort()] : []),
  ];
}

/** The inline sources of the build in `distDir`, for the CSP. */
export function builtInlineSources(distDir: string): InlineSources {
  const home = path.join(distDir, 'index.html');
  if (!fs.existsSync(home)) throw new Error(`${home} is missing: run \`npm run build\` first.`);
  const pages = new Map(
    htmlFiles(distDir).map((file) => [
      `/${path.relative(distDir, file).split(path.sep).join('/')}`,
      fs.readFileSync(file, 'utf8'),
    ]),
  );
  const scripts = new Set<string>();
  for (const html of pages.values()) {
    for (const [, code = ''] of html.matchAll(INLINE_SCRIPT)) scripts.add(scriptHash(code));
  }
  return {
    scriptHashes: [...scripts].sort(),
    styleSources: styleSourcesOf([...pages.values()]),
    pageStyleSources: Object.fromEntries(
      [...pages].map(([file, html]) => [file, styleSourcesOf([html])]),
    ),
  };
}
