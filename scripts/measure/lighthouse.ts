/**
 * One Lighthouse run (mobile preset, simulated throttling: Lighthouse's defaults) in Debian's
 * Chromium, reduced to the figures the benchmark prints.
 */
import { chromium } from 'playwright-core';
import type { Language } from '@/i18n/languages';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { chromeLauncherFlags } from '../../tests/e2e/chromiumFlags';
import { chromiumPath } from '../../tests/e2e/support';

export interface RunFigures {
  performance: number;
  seo: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /**
   * The longest task Lighthouse attributes to the app's entry script (`/js/main.….js`: the
   * app's start, src/main.tsx), in its simulated time (4 × CPU); 0 when none is long.
   */
  startTask: number;
  cls: number;
  transferKb: number;
  /**
   * Lighthouse's long tasks (its `long-tasks` audit, simulated time): when each started, how
   * long it took and the script it is attributed to. Only in bench-results.json: which tasks
   * fall after the first paint, and so count as blocking time, differs between two builds.
   */
  longTasks: { start: number; duration: number; script: string }[];
}

interface Audit {
  numericValue?: number;
  errorMessage?: string;
  details?: { items?: { url?: string; duration?: number; startTime?: number }[] };
}

const ENTRY_SCRIPT = /\/js\/main\.[^/]*\.js$/;

/** A task's script as the site's path (`/js/react.….js`), or Lighthouse's word for none. */
function scriptPath(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}

/**
 * Writes the visitor's stored language before Lighthouse loads the page, from a plain text file
 * of the same origin (`/robots.txt`), so that nothing of the site is cached beforehand; the
 * run then keeps the storage (`disableStorageReset`).
 */
async function storeLanguage(port: number, url: string, language: Language): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const);
    await page.close();
  } finally {
    // Only the protocol connection: the browser stays up for Lighthouse.
    await browser.close();
  }
}

/** Debian's Chromium as chrome-launcher starts it, with the project's flags. */
export async function launchChrome() {
  // An ES module only; the project's scripts are CommonJS.
  const { launch, Launcher } = await import('chrome-launcher');
  return launch({
    chromePath: chromiumPath(),
    // Its defaults come in our flags, so that its disabled features and ours are one switch.
    ignoreDefaultFlags: true,
    chromeFlags: chromeLauncherFlags(Launcher.defaultFlags()),
  });
}

export async function runLighthouse(url: string, storedLanguage?: Language): Promise<RunFigures> {
  // An ES module only, as chrome-launcher.
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchChrome();
  try {
    if (storedLanguage) await storeLanguage(chrome.port, url, storedLanguage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo', 'best-practices'],
      disableStorageReset: Boolean(storedLanguage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    // Why a run failed (the bench then leaves it out of the medians).
    const failure =
      runtimeError?.message ??
      Object.entries(audits as Record<string, Audit>)
        .filter(([, audit]) => audit.errorMessage)
        .map(([id, audit]) => `${id}: ${audit.errorMessage ?? ''}`)[0];
    if (failure) console.warn(`${url}: ${failure}`);
    const value = (id: string) => (audits[id] as Audit | undefined)?.numericValue ?? NaN;
    const longTasks = (audits['long-tasks'] as Audit | undefined)?.details?.items ?? [];
    const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
    return {
      performance: score('performance'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      startTask: Math.max(
        0,
        ...longTasks
          .filter((task) => ENTRY_SCRIPT.test(task.url ?? ''))
          .map((task) => task.duration ?? 0),
      ),
      cls: value('cumulative-layout-shift'),
      transferKb: value('total-byte-weight') / 1024,
      longTasks: longTasks.map((task) => ({
        start: Math.round(task.startTime ?? NaN),
        duration: Math.round(task.duration ?? NaN),
        script: scriptPath(task.url ?? ''),
      })),
    };
  } finally {
    chrome.kill();
  }
}
