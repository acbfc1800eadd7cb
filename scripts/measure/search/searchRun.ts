/**
 * One run of `npm run bench:search` (issue 62, E1) on a fresh phone, and the floor page's key of
 * the same moment; with `trace`, a Chrome trace of the opening (the tap to the first result)
 * and of the later keys, summed up as bench:inp's `--trace` does (inp/trace.ts).
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { gotoApp, networkQuiet, watchTraffic } from '../../../tests/e2e/settle';
import {
  entriesSince,
  interactionsOf,
  longestLatency,
  pageIdle,
  pageNow,
} from '../inp/eventTiming';
import { FLOOR_KEY_ID, interactions } from '../inp/interactions';
import { touchPoint } from '../inp/touch';
import { openPhone, type Phone } from '../inp/phone';
import { reportTrace, startTrace } from '../inp/trace';

/** Found on a fixed route in every build (/solution), so a plain build serves as well. */
const WORD = 'warehouse';
const PAGE = '/aboutus';

export interface Run {
  tap: number;
  dialogShown: number;
  firstResult: number;
  firstKey: number;
  laterKey: number;
  kilobytes: number;
}

export interface RunOptions {
  cpu: number;
  /** Where this run's traces go (bench-traces/search-…), none without. */
  trace?: { file: (step: string) => string; distDir: string };
}

/**
 * Arms a clock in the page: from the next `eventType` event's time stamp to the end of the
 * frame that first shows an element matching `selector` (a message posted from that frame's
 * animation callback runs after its paint). Returns what reads it once that frame has come.
 */
async function armShownClock(page: Page, eventType: string, selector: string) {
  const key = '__benchShownClock';
  await page.evaluate(`void (window.${key} = new Promise((resolve) => {
    document.addEventListener(${JSON.stringify(eventType)}, (event) => {
      const start = event.timeStamp;
      const painted = () => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(Math.round(performance.now() - start));
        channel.port2.postMessage(null);
      });
      if (document.querySelector(${JSON.stringify(selector)})) return painted();
      const observer = new MutationObserver(() => {
        if (!document.querySelector(${JSON.stringify(selector)})) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    }, { capture: true, once: true });
  }))`);
  return () => page.evaluate<number>(`window.${key}`);
}

/** The worst latency of the interactions that start from `since` on, as INP counts it. */
async function latencySince(page: Page, since: number, event: string): Promise<number> {
  return longestLatency(interactionsOf(await entriesSince(page, since, event)));
}

/** Bytes received over the network from now until the returned function is called. */
async function countBytes(phone: Phone): Promise<() => number> {
  let bytes = 0;
  await phone.cdp.send('Network.enable');
  phone.cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  return () => bytes;
}

/** What the run is doing, for a run that hangs (a bench has no test runner's time-outs). */
const step = (what: string) => {
  if (process.env.BENCH_VERBOSE) console.info(`  ${what}`);
};

/** Runs `act`, traced into `name`'s file when the options ask for a trace. */
async function traced(phone: Phone, options: RunOptions, name: string, act: () => Promise<void>) {
  const { trace } = options;
  if (!trace) return act();
  const stop = await startTrace(phone.cdp);
  await act();
  reportTrace(trace.file(name), await stop(), trace.distDir);
}

/**
 * On /aboutus: taps the navbar's Search button (the tap's INP, the time until the dialog is
 * painted), types the word's first letter at once (the time to the frame showing the first
 * result, the index's fetch included; the bytes received since the tap), then its other letters
 * (each key's INP; the worst is the run's figure).
 */
export async function searchRun(browser: Browser, origin: string, options: RunOptions) {
  const phone = await openPhone(browser, { acceptTestCertificate: origin.startsWith('https:') });
  const { page } = phone;
  try {
    watchTraffic(page);
    step('load');
    await gotoApp(page, `${origin}${PAGE}`);
    await networkQuiet(page, { afterAction: true });
    await phone.slowDown(options.cpu);
    step('idle');
    await pageIdle(page);
    const received = await countBytes(phone);
    const field = page.getByRole('combobox', { name: 'Search the site' });
    const run: Run = {
      tap: 0,
      dialogShown: 0,
      firstResult: 0,
      firstKey: 0,
      laterKey: 0,
      kilobytes: 0,
    };

    // Found before the tap is timed, as bench:inp does (inp/touch.ts).
    const search = await touchPoint(page.getByRole('button', { name: 'Search', exact: true }));
    await traced(phone, options, 'open', async () => {
      const tapSince = await pageNow(page);
      const dialogShown = await armShownClock(page, 'click', 'dialog[open] [role="combobox"]');
      step('tap');
      await page.touchscreen.tap(search.x, search.y);
      await field.waitFor();
      step('dialog');
      run.tap = await latencySince(page, tapSince, 'click');
      run.dialogShown = await dialogShown();

      const keySince = await pageNow(page);
      const firstResult = await armShownClock(page, 'keydown', '[role="option"]');
      await page.keyboard.press(WORD.charAt(0));
      await page.getByRole('option').first().waitFor();
      step('first result');
      run.firstResult = await firstResult();
      run.kilobytes = received() / 1024;
      run.firstKey = await latencySince(page, keySince, 'keydown');
    });

    await traced(phone, options, 'keys', async () => {
      for (let typed = 2; typed <= WORD.length; typed += 1) {
        const since = await pageNow(page);
        await page.keyboard.press(WORD.charAt(typed - 1));
        await page.waitForFunction(
          (value) => document.querySelector<HTMLInputElement>('[role="combobox"]')?.value === value,
          WORD.slice(0, typed),
        );
        run.laterKey = Math.max(run.laterKey, await latencySince(page, since, 'keydown'));
      }
    });
    return run;
  } finally {
    await phone.close();
  }
}

/** The floor page's worst key of a typed word (bench:inp's floor-key), in ms. */
export async function floorKeyRun(browser: Browser, origin: string, cpu: number): Promise<number> {
  const floorKey = interactions.find(({ id }) => id === FLOOR_KEY_ID);
  if (!floorKey) throw new Error(`bench:inp has no ${FLOOR_KEY_ID}`);
  const phone = await openPhone(browser, { acceptTestCertificate: origin.startsWith('https:') });
  const { page } = phone;
  try {
    await page.goto(`${origin}${floorKey.path}`, { waitUntil: 'load' });
    await floorKey.prepare?.(page);
    await phone.slowDown(cpu);
    let worst = 0;
    await floorKey.perform(page, async (act) => {
      const since = await pageNow(page);
      await act();
      worst = Math.max(worst, await latencySince(page, since, 'keydown'));
    });
    return worst;
  } finally {
    await phone.close();
  }
}

/** The trace files of one build's run: bench-traces/search-{label}{run}-{step}.json. */
export function traceFiles(root: string, label: string, run: number) {
  return (name: string) =>
    path.join(root, 'bench-traces', `search-${label}${String(run)}-${name}.json`);
}
