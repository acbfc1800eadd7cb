/**
 * `npm run bench:nav` (issue 25): how long a click in the running app takes to show the next
 * page's heading (and, apart, its data), as a mid-range phone sees it (CPU 4× slower, 150 ms
 * round trip, 1.6 Mbit/s down), median of 5, for a few routes: without prefetch (Save-Data, so the feature stands
 * aside), after a resting pointer, and on a touch (a tap held 100 ms, the click the browser
 * makes of it). And the bytes a visit of `/` transfers when no link is approached, with the
 * feature and without. Prints a table; docs/performance.md keeps the figures. Not a CI gate (a
 * shared machine is noisy).
 *
 *   npm run bench:nav                  build if dist/ is missing, serve it, measure
 *   npm run bench:nav -- --runs 3      fewer runs
 *   npm run bench:nav -- --hover 150   how long the pointer rests before the click (ms)
 *   npm run bench:nav -- --only blog   only the navigations whose label has this text
 *   npm run bench:nav -- --dist DIR    serve another build (another branch's, to compare)
 *   npm run bench:nav -- --no-bytes    skip the bytes of a visit of `/`
 *   npm run bench:nav -- --snapshot    rebuild dist/ as a snapshot build (CONTENT_SNAPSHOT=1,
 *                                      D38) against the mock API on an origin of its own, and
 *                                      measure that; dist/ is left a snapshot build
 *   npm run bench:nav -- --nginx       rebuild dist/ against the mock API on an origin of its
 *                                      own and serve it through nginx over HTTP/2 (https, a
 *                                      throwaway certificate), as production does
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { APP_RUNNING_ATTRIBUTE } from '@/lib/prefetchMarks';
import { networkQuiet, watchTraffic } from '../../tests/e2e/settle';
import { CHROMIUM_ARGS } from '../../tests/e2e/chromiumFlags';
import { chromiumPath } from '../../tests/e2e/support';
import { buildAndServe, REPO_ROOT, runBuild, serveDist } from './serveBench';
import { median } from './stats';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const text = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const RUNS = option('--runs', 5);
const HOVER_MS = option('--hover', 400);
/** How long a finger rests on the screen in a tap. */
const TAP_MS = 100;
const ONLY = text('--only') ?? '';
const DIST = text('--dist');
const SNAPSHOT = argv.includes('--snapshot');
const NGINX = argv.includes('--nginx');
const BYTES = !argv.includes('--no-bytes');

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
  { from: '/hi/', link: 'a[href="/hi/solution"]', label: '/hi/ → /hi/solution' },
].filter(({ label }) => label.includes(ONLY));

async function phonePage(browser: Browser, mode: Mode | 'bytes-off' | 'bytes-on') {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: mode === 'touch',
    // --nginx: the throwaway certificate of localhost.
    ignoreHTTPSErrors: NGINX,
  });
  if (mode === 'no prefetch' || mode === 'bytes-off') await context.addInitScript(SAVE_DATA);
  const page = await context.newPage();
  watchTraffic(page);
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
  await networkQuiet(page);
}

/** When the next page was painted, in milliseconds from the click. */
interface Shown {
  /** Its own main heading (a data page's generic one while its data loads). */
  heading: number;
  /** That heading and no loading message in the main region: its data is in too. */
  content: number;
}

/**
 * Milliseconds from the click (the event's own time, so a busy main thread delaying it counts)
 * to the paint of the next page: once the change is in the document, the end of the next frame
 * (a message posted from its animation frame runs after the frame's style, layout and paint).
 * A loading message is a main-region status with text (a form's empty status region is not).
 * A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const CLOCK = `new Promise((resolve) => {
  const before = document.querySelector('main h1')?.textContent;
  let start = 0;
  let heading = 0;
  document.addEventListener('click', (event) => { start = event.timeStamp; }, { capture: true, once: true });
  const afterPaint = (then) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => then(performance.now() - start);
    channel.port2.postMessage(null);
  });
  const loading = () => [...document.querySelectorAll('main [role="status"]')].some((status) => status.textContent.trim() !== '');
  const look = () => {
    const h1 = document.querySelector('main h1');
    if (!start || !h1 || h1.textContent === before) return;
    if (!heading) {
      heading = -1;
      afterPaint((time) => { heading = time; });
    }
    if (loading()) return;
    observer.disconnect();
    afterPaint((time) => resolve({ heading, content: time }));
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

function armClockInPage(page: Page): Promise<Shown> {
  return page.evaluate<Shown>(CLOCK);
}

/** A tap: the finger down on the link, up `TAP_MS` later; the browser makes the click. */
async function tap(page: Page, link: Locator) {
  const box = await link.boundingBox();
  if (!box) throw new Error('the link has no box to tap');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(TAP_MS);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function clickTime(browser: Browser, url: string, selector: string, mode: Mode) {
  const phone = await phonePage(browser, mode);
  try {
    await openSettled(phone.page, url);
    const link = phone.page.locator(`${selector} >> visible=true`).first();
    await link.scrollIntoViewIfNeeded();
    // A visitor sees what the scroll brought into view before reaching for a link: the click
    // comes once its pictures are in. Without this pause the tap met the footer's six partner
    // logos just requested (all six HTTP/1.1 connections, and the bandwidth).
    await networkQuiet(phone.page, { afterAction: true });
    const clock = armClockInPage(phone.page);
    if (mode === 'touch') await tap(phone.page, link);
    else {
      if (mode === 'hover') {
        await link.hover();
        await phone.page.waitForTimeout(HOVER_MS);
      }
      await link.click();
    }
    return await clock;
  } finally {
    await phone.close();
  }
}

/** The bytes of a visit of `/` that approaches no link, with prefetch and without, medians. */
async function reportBytes(browser: Browser, url: string) {
  const bytesOn: number[] = [];
  const bytesOff: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    bytesOn.push(await visitBytes(browser, `${url}/`, true));
    bytesOff.push(await visitBytes(browser, `${url}/`, false));
  }
  console.info(
    `\nBytes of a visit of / without approaching a link (median): ${String(median(bytesOn))} with prefetch, ${String(median(bytesOff))} with it standing aside (Save-Data)`,
  );
}

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

/**
 * A build of dist/ against the mock API on an origin of its own (with --snapshot, its content
 * read in, D38), served by the preview server, or with --nginx by the generated nginx
 * configuration over https and so HTTP/2, as production serves it (a throwaway certificate the
 * bench's browser accepts). Over the preview server's HTTP/1.1 the browser opens at most six
 * connections, so a tap's chunk can queue behind pictures a page is loading; HTTP/2 does not.
 * Without either, dist/ as it is (built if missing) or --dist's build, with the mock API on
 * the site's origin.
 */
async function serve() {
  if (SNAPSHOT || NGINX) {
    return buildAndServe({ server: NGINX ? 'nginx-http2' : 'preview', snapshot: SNAPSHOT });
  }
  if (!DIST && !fs.existsSync(path.join(REPO_ROOT, 'dist/index.html'))) await runBuild(REPO_ROOT);
  return serveDist(DIST ? { distDir: path.resolve(DIST) } : {});
}

async function main() {
  const { url, close } = await serve();
  const build = SNAPSHOT ? 'snapshot build' : (DIST ?? 'dist/');
  console.info(`bench:nav: ${url} (${build}${NGINX ? ', nginx over HTTP/2' : ''})`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const rows: string[] = [];
    const contentRows: string[] = [];
    for (const { from, link, label } of scenarios) {
      const cells: string[] = [];
      const contentCells: string[] = [];
      for (const mode of MODES) {
        const shown: Shown[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          shown.push(await clickTime(browser, `${url}${from}`, link, mode));
        }
        const headings = shown.map(({ heading }) => heading);
        const contents = shown.map(({ content }) => content);
        cells.push(`${String(Math.round(median(headings)))} ms`);
        contentCells.push(`${String(Math.round(median(contents)))} ms`);
        console.info(
          `${label}, ${mode}: heading ${headings.map(Math.round).join(', ')} ms; content ${contents.map(Math.round).join(', ')} ms`,
        );
      }
      rows.push(`| ${label} | ${cells.join(' | ')} |`);
      contentRows.push(`| ${label} | ${contentCells.join(' | ')} |`);
    }
    console.info(
      [
        '',
        `Click → next page's heading painted, median of ${String(RUNS)} (pointer resting ${String(HOVER_MS)} ms, tap held ${String(TAP_MS)} ms):`,
        '',
        '| Navigation | No prefetch | Hover | Touch |',
        '| --- | --- | --- | --- |',
        ...rows,
        '',
        'The same until the page has no loading message left (its data is in):',
        '',
        '| Navigation | No prefetch | Hover | Touch |',
        '| --- | --- | --- | --- |',
        ...contentRows,
      ].join('\n'),
    );
    if (BYTES) await reportBytes(browser, url);
  } finally {
    await browser.close();
    await close();
  }
}

void main();
