/**
 * The phone of the interaction bench: Lighthouse's mobile profile (a moto g power: 412 × 823
 * CSS pixels at 1.75 device pixels each, touch, a mobile Chrome's user agent), its CPU slowed
 * 4× once the page has loaded (D46), so loading runs at the machine's speed and what is timed
 * is the interaction alone.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { recordEventTiming } from './eventTiming';

const MOBILE_CHROME =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

export interface Phone {
  page: Page;
  /** The page's DevTools protocol session (the slowdown, `--trace`). */
  cdp: CDPSession;
  /** Slows the CPU by `rate` (CDP `Emulation.setCPUThrottlingRate`). */
  slowDown: (rate: number) => Promise<void>;
  close: () => Promise<void>;
}

/** A fresh phone (own storage and cache) recording Event Timing from its first document. */
export async function openPhone(
  browser: Browser,
  { acceptTestCertificate }: { acceptTestCertificate: boolean },
): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: MOBILE_CHROME,
    // nginx over HTTP/2: the throwaway certificate of localhost.
    ignoreHTTPSErrors: acceptTestCertificate,
  });
  await recordEventTiming(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {
    page,
    cdp,
    slowDown: async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
    close: () => context.close(),
  };
}
