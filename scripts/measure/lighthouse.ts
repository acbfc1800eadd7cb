/**
 * One Lighthouse run (mobile preset, simulated throttling: Lighthouse's defaults) in Debian's
 * Chromium, reduced to the figures the benchmark prints.
 */
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/e2e/support';

export interface RunFigures {
  performance: number;
  seo: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
}

interface Audit {
  numericValue?: number;
  errorMessage?: string;
}

export async function runLighthouse(url: string): Promise<RunFigures> {
  // Both are ES modules only; the project's scripts are CommonJS.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo', 'best-practices'],
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
    const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
    return {
      performance: score('performance'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      transferKb: value('total-byte-weight') / 1024,
    };
  } finally {
    chrome.kill();
  }
}
