/**
 * One Lighthouse run (mobile preset, simulated throttling: Lighthouse's defaults) in Debian's
 * Chromium, reduced to the figures the benchmark prints: the metrics, and the longest task of
 * each owner (scripts/measure/loadVerdict.ts) from every task of the run (loadTasks.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Language } from '@/i18n/languages';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { chromeLauncherFlags } from '../../tests/e2e/chromiumFlags';
import { chromiumPath } from '../../tests/e2e/support';
import { profileBySource, type ProfilerEvent } from './inp/profile';
import { loadTasks, type RunArtifacts, type TracedTask } from './loadTasks';
import { longestTasks, oursOf, type LoadTask, type LongestTasks } from './loadVerdict';

export interface RunFigures extends LongestTasks {
  performance: number;
  seo: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferKb: number;
  /** Lighthouse's measure of the machine's speed before the run (machinePower.ts). */
  benchmarkIndex: number;
  /**
   * The run's tasks of 10 ms or more in the simulation (start, simulated length, the URL they
   * are attributed to, their time by group). Only in bench-results.json: which fell after the
   * first paint, and so counted as blocking time, and what each was.
   */
  tasks: LoadTask[];
}

/** `bench -- --trace`: where the run's trace goes, and the build whose maps name its functions. */
export interface TraceOptions {
  file: string;
  distDir: string;
}

/** Tasks shorter than this (simulated ms) are left out of bench-results.json. */
const KEPT_TASK_MS = 10;

interface Audit {
  numericValue?: number;
  errorMessage?: string;
}

/** A task's URL as the site's path (`/js/react.….js`), or Lighthouse's word for none. */
function pathOf(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}

/**
 * Writes the run's trace for DevTools and prints the run's longest task of ours by source
 * function (the profiler's samples, through the build's source maps).
 */
function reportTrace(
  options: TraceOptions,
  events: (ProfilerEvent & { tid: number })[],
  tasks: TracedTask[],
  origin: string,
): void {
  fs.mkdirSync(path.dirname(options.file), { recursive: true });
  fs.writeFileSync(options.file, JSON.stringify({ traceEvents: events }));
  const longest = [...tasks].sort((a, b) => oursOf(b, origin) - oursOf(a, origin))[0];
  console.info(`  trace ${path.relative(process.cwd(), options.file)}`);
  if (!longest || oursOf(longest, origin) === 0) return;
  console.info(
    `  the longest task of ours: ${longest.duration.toFixed(0)} ms simulated at ${longest.start.toFixed(0)} ms, ${pathOf(longest.url)}; its script by source (recorded self ms):`,
  );
  const functions = profileBySource(events, longest.tid, longest.ts, longest.end, options.distDir);
  for (const [name, ms] of functions.slice(0, 12)) {
    console.info(`    ${ms.toFixed(1).padStart(6)}  ${name}`);
  }
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

export async function runLighthouse(
  url: string,
  storedLanguage?: Language,
  trace?: TraceOptions,
): Promise<RunFigures> {
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
      // The V8 sampling profiler in the trace, to name the functions of a task (slows script).
      ...(trace ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
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
    const artifacts = result.artifacts as unknown as RunArtifacts;
    const origin = new URL(url).origin;
    // A run whose trace Lighthouse could not read (NO_NAVSTART) has no tasks: NaN, as its
    // metrics, which leaves it out of the medians.
    const tasks = await loadTasks(artifacts, result.lhr.configSettings).catch((error: unknown) => {
      console.warn(`${url}: no tasks (${error instanceof Error ? error.message : String(error)})`);
      return undefined;
    });
    const longest = tasks
      ? longestTasks(tasks, origin)
      : { ours: NaN, oursScript: '-', oursCpu: NaN, document: NaN, other: NaN };
    if (trace && tasks) {
      const { traceEvents } = artifacts.Trace as {
        traceEvents: (ProfilerEvent & { tid: number })[];
      };
      reportTrace(trace, traceEvents, tasks, origin);
    }
    return {
      performance: score('performance'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      transferKb: value('total-byte-weight') / 1024,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      ...longest,
      tasks: (tasks ?? [])
        .filter((task) => task.duration >= KEPT_TASK_MS)
        .map(({ start, duration, cpu, url: attributed, groups }) => ({
          start: Math.round(start),
          duration: Math.round(duration),
          cpu: Math.round(cpu),
          url: pathOf(attributed),
          groups: Object.fromEntries(
            Object.entries(groups)
              .filter(([, ms]) => ms >= 1)
              .map(([group, ms]) => [group, Math.round(ms)]),
          ),
        })),
    };
  } finally {
    chrome.kill();
  }
}
