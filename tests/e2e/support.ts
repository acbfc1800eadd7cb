/**
 * Shared helpers for the end-to-end tests: real headless Chromium (Debian's package, driven by
 * playwright-core) against the production build served by scripts/serve/preview.ts with the mock API.
 * tests/e2e/run.ts starts the preview server and passes its URL in E2E_BASE_URL;
 * tests/e2e/run-nginx.ts serves the build through nginx instead, with the mock API on an origin
 * of its own (E2E_API_URL).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  chromium,
  errors,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import type { RecordedLead } from '@/mocks/handlers/leads';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { CHROMIUM_ARGS } from './chromiumFlags';
import { onceMore, withDeadline } from './patience';
import { gotoApp } from './settle';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';
/** Where the mock backend runs: the site's own origin, unless the build calls another one. */
export const API_URL = process.env.E2E_API_URL ?? BASE_URL;
/** The development build tests/e2e/run.ts makes and serves for tests/e2e/dev/. */
export const DEV_URL = process.env.E2E_DEV_URL ?? 'http://127.0.0.1:3000';
export const ALL_LANGUAGES: readonly Language[] = SUPPORTED_LANGUAGES;
/**
 * How many independent sweeps of one suite (a language's routes, a width's routes) run at once,
 * each in a tab of its own in the file's one browser (sweepTab). Most of a page check is waiting
 * for the page to settle (network quiet, idle main thread), not CPU; more than two at a time,
 * beside the other test files, only crowds CI's two cores until pages time out.
 */
export const PAGE_CONCURRENCY = 2;

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) throw new Error('Chromium not found: install Debian `chromium` or set CHROME_PATH');
  return found;
}

let browserPromise: Promise<Browser> | undefined;

function browser(): Promise<Browser> {
  browserPromise ??= chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return browserPromise;
}

/** A fresh context (own storage, cookies and cache) in the shared browser. */
export async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (await browser()).newContext(options);
}

export async function closeBrowser(): Promise<void> {
  if (browserPromise) await (await browserPromise).close();
  browserPromise = undefined;
}

export interface OpenedPage {
  page: Page;
  /**
   * Console errors, uncaught exceptions, missing-translation warnings and Content-Security-Policy
   * violations seen so far.
   */
  consoleErrors: string[];
  close: () => Promise<void>;
}

const DEFAULT_HEIGHT = 800;

interface OpenOptions {
  width?: number;
  height?: number;
  language?: Language;
  /** A phone's touch screen: a coarse pointer that cannot hover, and `tap()` on locators. */
  phone?: boolean;
  /** Opens the tab without loading a page (sweepTab loads them). */
  blank?: boolean;
}

/**
 * Console errors, uncaught exceptions, missing-translation and hydration warnings, and with
 * `allWarnings` every warning (a development build's React and Redux checks warn). The status
 * of the document itself is not one: the not-found page is meant to answer 404 (D32), and
 * Chromium logs that as a failed resource.
 */
export function collectConsoleErrors(page: Page, { allWarnings = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    const ownStatus = message.location().url === page.url() && /status of 404/.test(text);
    if (message.type() === 'error' && !ownStatus) errors.push(text);
    else if (allWarnings && message.type() === 'warning') errors.push(text);
    else if (/missing translation|hydrat/i.test(text)) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Adds every Content-Security-Policy violation in any frame of `context` to `into`, as the
 * page's own `securitypolicyviolation` events report it (D34): the servers send the production
 * policy, so a resource it would block in production fails the test. Init scripts and bindings
 * come from the browser's debugging protocol, which the policy does not restrict.
 */
export async function collectCspViolations(context: BrowserContext, into: string[]): Promise<void> {
  await context.exposeBinding('reportCspViolation', (_source, text: unknown) => {
    into.push(String(text));
  });
  // A string, not a function: tsx would wrap a function's inner names in a helper that the
  // page does not have.
  await context.addInitScript(`
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation('CSP violation: ' + event.effectiveDirective + ' blocked ' +
        (event.blockedURI || 'an inline resource') + ' on ' + event.documentURI);
    });
  `);
}

/**
 * From the first paint of every page of `context` on, adds up the layout shifts a visitor
 * could see (those not caused by their own input), as CLS counts them, and notes what moved in
 * each; read them with `layoutShiftSoFar` and `shiftSourcesSoFar`.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(`
    window.layoutShift = 0;
    window.shiftSources = [];
    const describe = (node) => {
      if (!node) return '?';
      const element = node.nodeType === Node.TEXT_NODE ? node.parentElement : node;
      const name = (element.id ? '#' + element.id : element.nodeName.toLowerCase()) +
        (node === element ? '' : ' text');
      return name + ' "' + (node.textContent || '').slice(0, 40) + '"';
    };
    const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    new PerformanceObserver(function (list) {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.layoutShift += entry.value;
        for (const source of entry.sources) {
          window.shiftSources.push(
            Math.round(entry.startTime) + ' ms ' + describe(source.node) + ' ' +
              rect(source.previousRect) + ' -> ' + rect(source.currentRect),
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

/** The page's layout shifts since it loaded (`recordLayoutShifts`). */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** What moved in each of those shifts: time, node (text nodes by their text) and boxes. */
export function shiftSourcesSoFar(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shiftSources: string[] }).shiftSources);
}

/** How long a loaded page may take to draw two frames before its renderer counts as stalled. */
const FIRST_FRAMES_MS = 10_000;

/**
 * Whether Chromium draws frames for `page`: two animation frames within `ms`. Twice in 2026-11,
 * on busy two-core machines, a tab answered scripts and `fill` but drew no frame, so no
 * `requestAnimationFrame` came and the first `check` waited for its radio to be "stable" until
 * it timed out; headless Chromium is known to bring a renderer up without drawing now and then
 * (docs/development.md, "When the browser fails, not the page").
 */
export function drawsFrames(page: Page, ms = FIRST_FRAMES_MS): Promise<boolean> {
  const twoFrames = page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
  return withDeadline(twoFrames, ms, 'two frames').then(
    () => true,
    () => false,
  );
}

/**
 * Waits until the open dialog holds the page: modal, so the page behind is inert and Escape
 * closes it. The site's player and photo overlay show, with the focus inside, in the tap's
 * frame, and turn modal in the next (src/components/Modal.tsx, openInTwoFrames).
 */
export async function dialogIsModal(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('dialog')?.matches(':modal'));
}

/** A tab that drew no frame (`drawsFrames`): the browser's failure, not the page's. */
export class DrewNothing extends Error {}

/** For `onceMore`: repeat a step only when its tab drew nothing. */
export const drewNothing = (error: unknown) => error instanceof DrewNothing;

/** A tab a test acts in, and how to close it. */
export interface Tab {
  page: Page;
  close: () => Promise<void>;
}

/**
 * Runs a test's `body` in the tab `open` gives, and closes the tab after. Where a step of it
 * times out in a tab that then draws no frame within `framesWithinMs`, the browser stalled, not
 * the page: the failure is named, and the test runs once more from the start in a new tab
 * (`open` again). Any other failure, or a second stall, is the test's. `openPage` checks a tab
 * once it has loaded; this catches a tab that stops drawing later (docs/development.md, "When
 * the browser fails, not the page").
 */
export function inDrawingTab<T extends Tab>(
  open: () => Promise<T>,
  body: (tab: T) => Promise<void>,
  { framesWithinMs = 5_000 } = {},
): Promise<void> {
  const attempt = async () => {
    const tab = await open();
    try {
      await body(tab);
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      if (await drawsFrames(tab.page, framesWithinMs)) throw error;
      const stalled = `a step timed out and the tab drew no frame within ${String(framesWithinMs)} ms: ${error.message.split('\n')[0] ?? ''}`;
      console.warn(stalled);
      throw new DrewNothing(stalled);
    } finally {
      await tab.close();
    }
  };
  return onceMore(attempt, drewNothing);
}

/** Tells this run's leads from any other run's in the mock backend's record. */
const RUN = Date.now().toString(36);
let addresses = 0;

/**
 * An e-mail address no other lead of this run has, `name` first: a new one on every run of a
 * test body, so that a run again (`inDrawingTab`) never finds the first run's lead.
 */
export const newEmail = (name: string) => `${name}.${RUN}.${String((addresses += 1))}@example.com`;

/**
 * Loads `path` in the tab until the app has settled and the heading shows, then checks that
 * the tab draws; one that does not is closed (`closeTab`) and DrewNothing thrown.
 */
async function loadDrawing(page: Page, path: string, closeTab: () => Promise<void>) {
  await gotoApp(page, `${BASE_URL}${path}`);
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  if (await drawsFrames(page)) return;
  await closeTab();
  const stalled = `${path}: Chromium drew no frame of the page within ${FIRST_FRAMES_MS} ms`;
  console.warn(stalled);
  throw new DrewNothing(stalled);
}

/** Opens `path` in a fresh browser context and waits until the page has settled. */
async function openPageOnce(path: string, options: OpenOptions): Promise<OpenedPage> {
  const { width = 1280, height = DEFAULT_HEIGHT, language } = options;
  const touch = options.phone ? { isMobile: true, hasTouch: true } : {};
  const context = await newContext({ viewport: { width, height }, ...touch });
  if (language) {
    await context.addInitScript((lng) => {
      window.localStorage.setItem('selectedLanguage', lng);
    }, language);
  }
  const page = await context.newPage();
  const consoleErrors = collectConsoleErrors(page);
  await collectCspViolations(context, consoleErrors);
  const close = () => context.close();
  if (options.blank) return { page, consoleErrors, close };
  await loadDrawing(page, path, close);
  return { page, consoleErrors, close };
}

/**
 * Opens `path` in a fresh browser context and waits until the page has settled and draws; a
 * tab that draws nothing (`drawsFrames`) is closed and the page opened once more in a new one.
 */
export function openPage(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  return onceMore(() => openPageOnce(path, options), drewNothing);
}

export interface SweepTab {
  /**
   * Loads `path` as a new document in the tab; the errors are this visit's only. `height`
   * resizes the window first (the width stays the sweep's).
   */
  visit: (path: string, height?: number) => Promise<OpenedPage>;
  close: () => Promise<void>;
}

/**
 * One tab that a sweep of many routes loads page after page, each a full document load with its
 * own console errors. A load in a tab that already ran the site takes about a third of the CPU
 * of one in a fresh context (no new renderer process, compiled code cached): on CI's two cores
 * that decides whether the sweeps fit at all. The context's storage carries from page to page,
 * which sweeps that only read pages do not feel; tests that type, store or route use openPage.
 * Its tests take turns: their describe has `{ concurrency: 1 }` (a suite's concurrency is
 * inherited, and two tests navigating one tab abort each other's loads).
 */
export function sweepTab(options: OpenOptions = {}): SweepTab {
  let opened: Promise<OpenedPage> | undefined;
  const open = () => {
    opened ??= openPage('', { ...options, blank: true });
    return opened;
  };
  return {
    // A tab that draws nothing is given up, and the visit made again in a new one.
    visit: (path, height = options.height ?? DEFAULT_HEIGHT) =>
      onceMore(async () => {
        const { page, consoleErrors } = await open();
        const viewport = page.viewportSize();
        if (viewport && viewport.height !== height) {
          await page.setViewportSize({ width: viewport.width, height });
        }
        consoleErrors.length = 0;
        await loadDrawing(page, path, async () => {
          const tab = opened;
          opened = undefined;
          if (tab) await (await tab).close();
        });
        return { page, consoleErrors, close: () => Promise.resolve() };
      }, drewNothing),
    close: async () => {
      if (opened) await (await opened).close();
    },
  };
}

const axeSource = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules plus best practices, which hold the
 * heading outline and landmark rules) and fails with a readable list of violations.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Evaluated, not added as a <script>: the policy allows no inline script (D34).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  if (violations.length > 0) {
    const details = violations
      .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      .join('\n');
    throw new Error(`axe found ${violations.length} violation(s) on ${label}:\n${details}`);
  }
}

/** A picture of a page as a visitor without script sees it. */
export interface PictureWithoutScript {
  alt: string;
  /** Whether it takes a place on the page (a waiting copy the app would fill takes none). */
  shown: boolean;
  /** The file it shows, '' for none. */
  file: string;
}

/** The pictures `selector` finds on `path` in a phone-sized browser with script turned off. */
export async function picturesWithoutScript(
  path: string,
  selector: string,
): Promise<PictureWithoutScript[]> {
  const context = await newContext({
    viewport: { width: 412, height: 823 },
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    return await page.evaluate(
      (images) =>
        [...document.querySelectorAll<HTMLImageElement>(images)].map((image) => ({
          alt: image.alt,
          shown: image.getClientRects().length > 0,
          file: image.currentSrc,
        })),
      selector,
    );
  } finally {
    await context.close();
  }
}

/** The leads the mock backend has received so far. */
export async function recordedLeads(): Promise<RecordedLead[]> {
  const response = await fetch(`${API_URL}/__mock__/leads`);
  return (await response.json()) as RecordedLead[];
}
