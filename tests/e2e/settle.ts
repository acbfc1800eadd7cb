/**
 * Waiting for the app, not just the page. The boot script starts the app only after the
 * prerendered page has painted (src/app/appScripts.ts), which can be after the load event; and
 * a busy machine can spend longer than `networkidle`'s 500 ms evaluating the app's code before
 * it asks for anything more. So a test that clicks must first know that React runs and that the
 * page has stopped asking for data.
 */
import type { Locator, Page, Response } from 'playwright-core';

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 30_000;

interface Traffic {
  started: number;
  inFlight: number;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests in flight from now on (media streams included). */
export function watchTraffic(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const state: Traffic = { started: 0, inFlight: 0, lastChange: Date.now() };
  const done = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastChange = Date.now();
  };
  page.on('request', () => {
    state.started += 1;
    state.inFlight += 1;
    state.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, state);
  return state;
}

/**
 * Resolves once no request of the page has been in flight for QUIET_MS (watchTraffic first).
 * `afterAction`: the quiet time counts from now at the earliest, for an action (a scroll) whose
 * requests start a frame or two later.
 */
export async function networkQuiet(page: Page, { afterAction = false } = {}): Promise<void> {
  const state = watchTraffic(page);
  if (afterAction) state.lastChange = Date.now();
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  // A video may keep a request open for as long as it plays: give up waiting at the deadline.
  while (
    Date.now() < deadline &&
    (state.inFlight > 0 || Date.now() - state.lastChange < QUIET_MS)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves once React has a root on #root, its work is done and no request is in flight. */
export async function appSettled(page: Page): Promise<void> {
  const state = watchTraffic(page);
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    },
    undefined,
    { timeout: SETTLE_TIMEOUT_MS },
  );
  // Until a round of "main thread idle, then network quiet" asks for nothing new: data that
  // arrives makes React render, which may ask for images or more data.
  for (let round = 0, before = -1; round < 5 && before !== state.started; round += 1) {
    before = state.started;
    // React renders and hydrates in tasks of its own; the idle callback comes when none is left.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestIdleCallback(() => resolve(null), { timeout: 10_000 });
        }),
    );
    await networkQuiet(page);
  }
}

/** page.goto, then {@link appSettled}. */
export async function gotoApp(page: Page, url: string): Promise<Response | null> {
  watchTraffic(page);
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  await appSettled(page);
  return response;
}

/**
 * A visitor's in-app navigation to `path` without a link to click: the address changes and the
 * router hears of it as it does of Back and Forward (a `popstate`), then {@link appSettled}.
 * Much faster than a page load, for checks that need each route rendered, not each loaded.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await appSettled(page);
}

/**
 * Waits until the animations and transitions in `scope` have ended: a carousel paused just
 * after it stepped still slides for its 400 or 500 ms, and what is in view is known only then.
 */
export async function motionEnded(scope: Locator): Promise<void> {
  await scope.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((motion) => motion.finished)),
  );
}
