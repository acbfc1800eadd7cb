/**
 * Bundle budget: the JavaScript that dist/index.html loads before anything else (the boot
 * <script> and the app scripts it names for the boot script to load, src/app/appScripts.ts),
 * gzip-compressed at level 9, must stay within BUDGET_BYTES. Lazy route chunks
 * are listed for information. Prints the figures on every run; exits 1 over budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// What the site loaded before prerendering (147.8 KB): static HTML must not cost script.
const BUDGET_BYTES = 148 * 1024;
const distDir = path.resolve(__dirname, '../../dist');

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]+src|meta[^>]+content)="?\/?([^"\s>]+\.js)(?=[\s">])/g),
].map((match) => match[1] ?? '');
if (initial.length === 0) throw new Error('dist/index.html loads no script: is the build broken?');

let total = 0;
console.info('Initial JavaScript (loaded by dist/index.html), gzip -9:');
for (const file of initial) {
  const size = gzipSize(file);
  total += size;
  console.info(`  ${file.padEnd(32)} ${kb(size)}`);
}

const lazy = fs
  .readdirSync(path.join(distDir, 'js'))
  .map((name) => `js/${name}`)
  .filter((file) => file.endsWith('.js') && !initial.includes(file));
const lazyTotal = lazy.reduce((sum, file) => sum + gzipSize(file), 0);
console.info(`Lazy chunks: ${lazy.length}, ${kb(lazyTotal)} gzip in total`);
console.info(`Bundle budget: ${kb(total)} of ${kb(BUDGET_BYTES)} initial JavaScript (gzip)`);

if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}`);
  process.exit(1);
}
