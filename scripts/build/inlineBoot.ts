/**
 * D34 (amended): the boot script (src/boot.ts) is inlined into every page's <head> rather than
 * loaded as a file, which cost every first visit a round trip before its first paint. The
 * Content-Security-Policy allows exactly this script by its sha256 hash: the preview server and
 * the nginx configuration read it back from the built pages (`scriptHashesOf`), so the policy
 * always names the script that was built.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const BOOT_TAG = /<script src="?(\/js\/boot\.[^"\s>]+\.js)"?><\/script>/;
/** An inline script: a <script> without attributes (JSON blocks carry a type, so are not). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP source of a script: `'sha256-…'` of its exact text. */
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

/** The hashes of a page's inline scripts. */
export function scriptHashesOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => scriptHash(match[1] ?? ''));
}

/** The inline script hashes of the build in `distDir` (its home page), for the CSP. */
export function builtScriptHashes(distDir: string): string[] {
  const home = path.join(distDir, 'index.html');
  if (!fs.existsSync(home)) throw new Error(`${home} is missing: run \`npm run build\` first.`);
  return scriptHashesOf(fs.readFileSync(home, 'utf8'));
}
