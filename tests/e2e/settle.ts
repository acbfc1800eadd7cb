/**
 * Waiting for the app, not just the page. The boot script starts the app only after the
 * prerendered page has painted (src/app/appScripts.ts), which can be after the load event; and
 * a busy machine can spend longer than 500 ms of network quiet evaluating the app's code before
 * it asks for anything more. So a test that clicks must first know that React runs and that the
 * page has stopped asking for data.
 *
 * Network quiet is counted here, from the page's own request events, never with Playwright's
 * `networkidle`: Playwright can lose that state for good when its first idle comes while the
 * document is still parsing and a request then starts and ends before DOMContentLoaded
 * (microsoft/playwright#42598, a discouraged API there): the likely reason a load of /support,
 * whose six players each ask for their file and drop the request while the page parses, waited
 * out its 30 s on a busy CI machine (docs/development.md, "Waiting in end-to-end tests").
 */
import type { Locator, Page, Request, Response } from 'playwright-core';

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 30_000;

interface Traffic {
  /** Requests started since the page was first watched. */
  started: number;
  /** Each request in flight, with when it started. */
  inFlight: Map<Request, number>;
  lastChange: number;
  /** Whether a player of the page has asked for media since it was first watched. */
  mediaAsked: boolean;
}

const traffic = new WeakMap<Page, Traffic>();

/** Follows the page's requests from now on (media streams included). */
export function watchTraffic(page: Page): Traffic {
  const known = traffic.get(page);
  if (known) return known;
  const state: Traffic = {
    started: 0,
    inFlight: new Map(),
    lastChange: Date.now(),
    mediaAsked: false,
  };
  const done = (request: Request) => {
    state.inFlight.delete(request);
    state.lastChange = Date.now();
  };
  page.on('request', (request) => {
    state.started += 1;
    state.inFlight.set(request, Date.now());
    state.lastChange = Date.now();
    if (request.resourceType() === 'media') state.mediaAsked = true;
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, state);
  return state;
}

/** What is still loading, for an error message: each request's URL and age. */
function describeInFlight(requests: Map<Request, number>): string {
  const now = Date.now();
  return [...requests]
    .map(([request, since]) => `${request.resourceType()} ${request.url()} (${now - since} ms)`)
    .join('; ');
}

/**
 * Whether a player of the page is still loading (`NETWORK_LOADING`). A player that has what it
 * asked for is idle, and Chromium may still hold its request open for about 15 s after that
 * (docs/development.md, "Waiting in end-to-end tests"). Unsure (the page navigating): loading.
 */
async function playersLoading(page: Page): Promise<boolean> {
  return page
    .evaluate(() =>
      [...document.querySelectorAll<HTMLMediaElement>('audio, video')].some(
        (player) => player.networkState === HTMLMediaElement.NETWORK_LOADING,
      ),
    )
    .catch(() => true);
}

/**
 * Whether the page is still loading: a request in flight that it waits for (a media request
 * only while a player of the page is loading), or, once a player has asked for media, a player
 * still loading with its request over. On a busy machine a player's state trails its request's
 * end by more than the quiet time: a wait that ended there found the player still loading
 * (`tests/e2e/settle.e2e.ts`, CI run 40).
 */
async function stillLoading(page: Page, state: Traffic): Promise<boolean> {
  const requests = [...state.inFlight.keys()];
  const others = requests.filter((request) => request.resourceType() !== 'media');
  if (others.length > 0) return true;
  return (requests.length > 0 || state.mediaAsked) && (await playersLoading(page));
}

/**
 * Resolves once no request of the page has been in flight for QUIET_MS (watchTraffic first),
 * a media request counting only while a player of the page is loading. `afterAction`: the
 * quiet time counts from now at the earliest, for an action (a scroll) whose requests start a
 * frame or two later. A playing video may keep loading for as long as it plays, so at the
 * deadline a media request is let be; any other still in flight fails, naming each one.
 */
export async function networkQuiet(page: Page, { afterAction = false } = {}): Promise<void> {
  const state = watchTraffic(page);
  if (afterAction) state.lastChange = Date.now();
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while ((await stillLoading(page, state)) || Date.now() - state.lastChange < QUIET_MS) {
    if (Date.now() >= deadline) {
      const stuck = new Map(
        [...state.inFlight].filter(([request]) => request.resourceType() !== 'media'),
      );
      if (stuck.size === 0) return;
      throw new Error(
        `the network was not quiet after ${SETTLE_TIMEOUT_MS} ms: ${describeInFlight(stuck)}`,
      );
    }
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

/** page.goto until the load event, then {@link appSettled} (network quiet included). */
export async function gotoApp(page: Page, url: string): Promise<Response | null> {
  watchTraffic(page);
  const response = await page.goto(url, { waitUntil: 'load' });
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
