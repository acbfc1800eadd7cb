/**
 * A page seen screen by screen, as a visitor scrolls it: each screen at rest (D44's checks
 * look at what a person sees, not at the DOM alone), then the next one, until the page's end.
 */
import type { Page } from 'playwright-core';
import type { Finding } from './findings';
import { decodePng, type Pixels } from './pixels';
import type { Probe, ProbeWindow } from './page/probe';

/** How long a screen may take to come to rest before the lint says what still moved. */
const SETTLE_TIMEOUT_MS = 15_000;

/** One screen at rest, and its screenshot, taken when a check first asks. */
export interface Screen {
  page: Page;
  shot: () => Promise<Pixels>;
}

export type ScreenCheck = (screen: Screen) => Promise<Finding[]>;

export async function capture(page: Page): Promise<Pixels> {
  const scale = await page.evaluate(() => window.devicePixelRatio);
  return decodePng(await page.screenshot({ type: 'png', caret: 'hide' }), scale);
}

/**
 * A screenshot with `styles` (property, value) set on the marked elements `ids` (hidden, text
 * made transparent …), which are restored afterwards.
 */
export async function captureWith(
  page: Page,
  ids: readonly number[],
  styles: readonly (readonly [string, string])[],
): Promise<Pixels> {
  const style = (on: boolean) =>
    page.evaluate(
      ([marked, pairs, set]) => {
        for (const [name, to] of pairs) {
          (window as unknown as ProbeWindow).visualProbe.styleMarked(marked, name, to, set);
        }
      },
      [ids, styles, on] as const,
    );
  await style(true);
  try {
    return await capture(page);
  } finally {
    await style(false);
  }
}

/** Calls a collector of the page's probe (page/probe.ts). */
export function collect<K extends keyof Probe['collect']>(
  page: Page,
  name: K,
): Promise<Awaited<ReturnType<Probe['collect'][K]>>> {
  return page.evaluate(
    (key) => (window as unknown as ProbeWindow).visualProbe.collect[key]() as never,
    name,
  );
}

/**
 * Waits until the screen is at rest (page/settleScreen.ts) and two frames have been painted;
 * returns what was still pending when it gave up, or nothing.
 */
export async function settleScreen(page: Page): Promise<string[]> {
  try {
    await page.waitForFunction(
      () => (window as unknown as ProbeWindow).visualProbe.pendingReasons().length === 0,
      undefined,
      { polling: 'raf', timeout: SETTLE_TIMEOUT_MS },
    );
  } catch {
    return page.evaluate(() => (window as unknown as ProbeWindow).visualProbe.pendingReasons());
  }
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  return [];
}

/**
 * Scrolls from the top to the end of the page by the height of the band the fixed bars leave
 * free (less a little overlap), so every line of the page is seen in that band at rest once.
 * `onScreen` runs at each stop; returns the reasons any screen did not come to rest.
 */
export async function scrollThrough(
  page: Page,
  onScreen: (screen: Screen) => Promise<void>,
): Promise<string[]> {
  const unsettled: string[] = [];
  for (let target = 0, stop = 0, previous = -1; ; stop += 1) {
    await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
    }, target);
    const pending = await settleScreen(page);
    if (pending.length > 0) unsettled.push(`screen ${stop}: ${pending.join('; ')}`);
    let shot: Promise<Pixels> | undefined;
    await onScreen({ page, shot: () => (shot ??= capture(page)) });
    const { y, last, step } = await page.evaluate(() => {
      const band = (window as unknown as ProbeWindow).visualProbe.freeBand();
      return {
        y: window.scrollY,
        last: document.documentElement.scrollHeight - window.innerHeight,
        step: Math.max(100, band.bottom - band.top - 16),
      };
    });
    // The end of the page, or a page that does not scroll (its body locked).
    if (y >= last - 1 || y <= previous) return unsettled;
    previous = y;
    target = Math.min(y + step, last);
  }
}
