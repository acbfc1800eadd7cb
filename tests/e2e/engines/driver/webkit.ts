/**
 * WebKitGTK (Debian's `webkit2gtk-driver`): `WebKitWebDriver` starts MiniBrowser, driven over
 * classic W3C WebDriver with selenium-webdriver 4.35 (the last for Node 20). MiniBrowser has no
 * headless mode: run under `xvfb-run -a`. A WebKitWebDriver holds one session, and starting
 * one takes seconds, so a tab borrows a driver and its session from a pool and gives it back
 * with its storage and cookies cleared.
 * Classic WebDriver reports no console messages and cannot run a script before the page's own:
 * the in-page recorder is installed once each document has loaded (docs/development.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, Key as Keys, WebElement, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../../../scripts/hosting/nginxServer';
import type { EngineBrowser, EngineTab, Key, Viewport } from './engine';
import { withDeadline } from '../../patience';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * MiniBrowser's toolbar buttons keep its window at least 447 px wide; without their minimum
 * width and padding it narrows to about 320 px, so a phone's 390 px viewport fits. GTK styles
 * the browser's own toolbar only; the page's form controls are WebKit's.
 */
const NARROW_TOOLBAR_CSS = 'button { min-width: 0; padding: 0; }\n';

/**
 * The session's own limits (W3C WebDriver's script and page-load time-outs; its defaults are
 * 30 s and 300 s), and how long a tab's reset may take before its browser is given up. Without
 * them a WebKit whose page stopped answering held a test for ten minutes, until the HTTP client
 * gave up, after the journey had passed.
 */
const SESSION_TIMEOUTS = { script: 30_000, pageLoad: 60_000 };
const RESET_DEADLINE_MS = 45_000;

const KEYS: Record<Key, string> = { Escape: Keys.ESCAPE, Enter: Keys.ENTER, Tab: Keys.TAB };

function configHome(): string {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-webkit-'));
  fs.mkdirSync(path.join(home, 'gtk-3.0'));
  fs.writeFileSync(path.join(home, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  return home;
}

/** Ends a driver and every process it started (MiniBrowser, its web processes), at once. */
function endDriver(driver: ChildProcess): void {
  try {
    if (driver.pid) process.kill(-driver.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

async function startDriver(port: number, home: string): Promise<ChildProcess> {
  const binary = process.env.WEBKIT_WEBDRIVER ?? 'WebKitWebDriver';
  // A process group of its own, so that `endDriver` can end the driver with its MiniBrowser.
  const driver = spawn(binary, [`--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, XDG_CONFIG_HOME: home },
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return driver;
    if (driver.exitCode !== null || Date.now() > deadline) {
      endDriver(driver);
      throw new Error(`${binary} did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function elementOf(session: WebDriver, expression: string): Promise<WebElement> {
  const element: unknown = await session.executeScript(`return ${expression};`);
  if (!(element instanceof WebElement)) throw new Error(`no element: ${expression.slice(0, 200)}`);
  // A click on an element under the floating buttons would land on them: centre it first.
  await session.executeScript(
    'arguments[0].scrollIntoView({ block: "center", inline: "center" });',
    element,
  );
  return element;
}

/** The outer window size that gives the page `viewport` (the toolbar takes some height). */
async function resize(session: WebDriver, viewport: Viewport): Promise<void> {
  const window = session.manage().window();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [innerWidth, innerHeight, outerWidth, outerHeight] = await session.executeScript<
      number[]
    >('return [innerWidth, innerHeight, outerWidth, outerHeight];');
    if (innerWidth === viewport.width && innerHeight === viewport.height) return;
    // The window's frame, never less than none. The driver once refused the width this gave
    // ("Invalid width value"); an outer size read mid-resize, below the inner one, is how the
    // sum can go wrong, so such a reading counts as no frame and the next attempt corrects it.
    const frame = (outer = 0, inner = 0) => Math.max(0, outer - inner);
    await window.setRect({
      width: viewport.width + frame(outerWidth, innerWidth),
      height: viewport.height + frame(outerHeight, innerHeight),
    });
  }
}

/** Storage, session storage and cookies of the site the tab was on, then a blank page. */
async function reset(session: WebDriver): Promise<void> {
  await session.executeScript(
    'try { localStorage.clear(); sessionStorage.clear(); } catch (error) { /* about:blank */ }',
  );
  await session.manage().deleteAllCookies();
  await session.get('about:blank');
}

interface Browser {
  driver: ChildProcess;
  session: WebDriver;
}

/** A WebKitWebDriver on a port of its own, and its one session (MiniBrowser). */
async function startBrowser(home: string): Promise<Browser> {
  const port = await freePort();
  const driver = await startDriver(port, home);
  try {
    const session = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: process.env.MINIBROWSER_PATH ?? MINIBROWSER,
          args: ['--automation'],
        },
      })
      .build();
    await session.manage().setTimeouts(SESSION_TIMEOUTS);
    return { driver, session };
  } catch (error) {
    endDriver(driver);
    throw error;
  }
}

export function launchWebKit(): Promise<EngineBrowser> {
  if (!process.env.DISPLAY) {
    return Promise.reject(new Error('WebKit needs a display: run under `xvfb-run -a`'));
  }
  const home = configHome();
  const idle: Browser[] = [];
  const all: Browser[] = [];
  const borrow = async (): Promise<Browser> => {
    const free = idle.pop();
    if (free) return free;
    const started = await startBrowser(home);
    all.push(started);
    return started;
  };

  return Promise.resolve({
    name: 'webkit',
    observes: { console: false },
    newTab: async (viewport: Viewport, recorder: string): Promise<EngineTab> => {
      const browser = await borrow();
      const { session } = browser;
      await resize(session, viewport);
      const record = () => session.executeScript(`${recorder};`);
      return {
        goto: async (url) => {
          await session.get(url);
          await record();
        },
        reload: async () => {
          await session.navigate().refresh();
          await record();
        },
        // A click may have loaded a new document: the recorder goes in first, if it is not there.
        evaluate: <T>(expression: string) =>
          session.executeScript<T>(`${recorder}; return ${expression};`),
        click: async (element) => (await elementOf(session, element)).click(),
        hover: async (element) =>
          session
            .actions()
            .move({ origin: await elementOf(session, element) })
            .perform(),
        type: async (element, text) => (await elementOf(session, element)).sendKeys(text),
        chooseFiles: async (element, paths) =>
          (await elementOf(session, element)).sendKeys(paths.join('\n')),
        press: (key: Key) => session.actions().sendKeys(KEYS[key]).perform(),
        setViewport: (size) => resize(session, size),
        reportedErrors: () => [],
        // A browser whose reset does not finish is not handed to the next test: it is ended,
        // and the next tab starts a new one. The tab's journey has already passed or failed.
        close: async () => {
          const cleared = await withDeadline(
            reset(session),
            RESET_DEADLINE_MS,
            'WebKit reset',
          ).then(
            () => true,
            (error: unknown) => {
              console.warn(`WebKit: a browser given up after its tab: ${String(error)}`);
              return false;
            },
          );
          if (cleared) idle.push(browser);
          else {
            all.splice(all.indexOf(browser), 1);
            endDriver(browser.driver);
          }
        },
      };
    },
    close: async () => {
      await Promise.allSettled(all.map(({ session }) => session.quit()));
      for (const { driver } of all) endDriver(driver);
      fs.rmSync(home, { recursive: true, force: true });
    },
  });
}
