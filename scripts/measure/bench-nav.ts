/**
 * `npm run bench:nav` (issue 25): how long a click in the running app takes to show the next
 * page's heading, as a mid-range phone sees it (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s
 * down), median of 5, for a few routes: without prefetch (Save-Data, so the feature stands
 * aside), after a resting pointer, and on a touch (touchstart, then the click at once). And the
 * bytes a visit of `/` transfers when no link is approached, with the feature and without.
 * Prints a table; docs/performance.md keeps the figures. Not a CI gate (a shared machine is
 * noisy).
 *
 *   npm run bench:nav                  build if dist/ is missing, serve it, measure
 *   npm run bench:nav -- --runs 3      fewer runs
 *   npm run bench:nav -- --hover 150   how long the pointer rests before the click (ms)
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { APP_RUNNING_ATTRIBUTE } from '@/lib/prefetchMarks';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/support';
import { startPreview } from '../serve/preview';

const root = path.resolve(__dirname, '../..');
const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const RUNS = option('--runs', 5);
const HOVER_MS = option('--hover', 400);

const PHONE = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const SAVE_DATA =
  'Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }) });';

type Mode = 'no prefetch' | 'hover' | 'touch';
const MODES: readonly Mode[] = ['no prefetch', 'hover', 'touch'];

/** From a page, the first link whose href matches: a route's own links, in any part of the page. */
const scenarios = [
  { from: '/', link: 'a[href="/aboutus"]', label: '/ → /aboutus' },
  { from: '/blog', link: 'a[href="/faq"]', label: '/blog → /faq' },
  { from: '/blog', link: 'main a[href^="/blogsection/"]', label: '/blog → a blog post' },
  { from: '/career', link: 'main a[href^="/skills/"]', label: '/career → a job' },
];

async function phonePage(browser: Browser, mode: Mode | 'bytes-off' | 'bytes-on') {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: mode === 'touch',
  });
  if (mode === 'no prefetch' || mode === 'bytes-off') await context.addInitScript(SAVE_DATA);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    bytes += encodedDataLength;
  });
  return { page, bytes: () => bytes, close: () => context.close() };
}

async function openSettled(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(`html[${APP_RUNNING_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Milliseconds from the click to a new main heading painted (the next animation frame). A
 * string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const CLOCK = `new Promise((resolve) => {
  const before = document.querySelector('main h1')?.textContent;
  let start = 0;
  document.addEventListener('click', () => { start = performance.now(); }, { capture: true, once: true });
  const check = () => {
    const heading = document.querySelector('main h1');
    if (start && heading && heading.textContent !== before) resolve(performance.now() - start);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

function armClockInPage(page: Page): Promise<number> {
  return page.evaluate<number>(CLOCK);
}

async function clickTime(browser: Browser, url: string, selector: string, mode: Mode) {
  const phone = await phonePage(browser, mode);
  try {
    await openSettled(phone.page, url);
    const link = phone.page.locator(`${selector} >> visible=true`).first();
    await link.scrollIntoViewIfNeeded();
    const clock = armClockInPage(phone.page);
    if (mode === 'hover') {
      await link.hover();
      await phone.page.waitForTimeout(HOVER_MS);
    }
    if (mode === 'touch') await link.dispatchEvent('touchstart');
    await link.click();
    return await clock;
  } finally {
    await phone.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function visitBytes(browser: Browser, url: string, on: boolean) {
  const phone = await phonePage(browser, on ? 'bytes-on' : 'bytes-off');
  try {
    await openSettled(phone.page, url);
    await phone.page.waitForTimeout(3000);
    return phone.bytes();
  } finally {
    await phone.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/index.html'))) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  const { server, url } = await startPreview(0, { mockApi: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const rows: string[] = [];
    for (const { from, link, label } of scenarios) {
      const cells: string[] = [];
      for (const mode of MODES) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          times.push(await clickTime(browser, `${url}${from}`, link, mode));
        }
        cells.push(`${Math.round(median(times))} ms`);
        console.info(`${label}, ${mode}: ${times.map(Math.round).join(', ')} ms`);
      }
      rows.push(`| ${label} | ${cells.join(' | ')} |`);
    }
    const bytesOn: number[] = [];
    const bytesOff: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      bytesOn.push(await visitBytes(browser, `${url}/`, true));
      bytesOff.push(await visitBytes(browser, `${url}/`, false));
    }
    console.info(
      [
        '',
        `Click → next page's heading, median of ${String(RUNS)} (pointer resting ${String(HOVER_MS)} ms):`,
        '',
        '| Navigation | No prefetch | Hover | Touch |',
        '| --- | --- | --- | --- |',
        ...rows,
        '',
        `Bytes of a visit of / without approaching a link (median): ${String(median(bytesOn))} with prefetch, ${String(median(bytesOff))} with it standing aside (Save-Data)`,
      ].join('\n'),
    );
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
