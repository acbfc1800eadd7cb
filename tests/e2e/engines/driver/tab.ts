/**
 * What a journey does with a page, written once over the engine interface (engine.ts): go to a
 * path, click by role and name, fill by label, choose a file made from bytes, press a key, read
 * text, evaluate, wait for a state, and the errors seen. Waiting polls the page itself, so it
 * means the same in every engine. `runInTab` runs a journey in its tab.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EngineBrowser, EngineTab, Key, Viewport } from './engine';
import {
  findElement,
  installErrorRecorder,
  nameMatch,
  pageCall,
  pageCallOn,
  RECORD,
  recordedErrors,
  type Query,
  type Role,
} from './inPage';
import { onceMore, withDeadline } from '../../patience';

const WAIT_MS = 20_000;
const POLL_MS = 100;
/** Beyond WebKit's own deadline for its tab's reset (webkit.ts), which ends that browser. */
const CLOSE_DEADLINE_MS = 60_000;
/** How long no new resource may have started before the page counts as settled. */
const QUIET_MS = 300;

/**
 * The engine's own time-out on a page load: the browser stopped answering, not the page, which
 * loads in seconds (WebKitGTK, CI of 2026-12-03: a page load and the script after it got no
 * answer within the session's time-outs, then the tab's reset none within 45 s). `runInTab`
 * runs such a journey once more in a new tab.
 */
export class EngineStalled extends Error {}

/** Each driver's time-out error (selenium's, Playwright's, Puppeteer's) has this name. */
const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

export interface Target {
  role: Role;
  name?: string | RegExp;
  /** Inside the first element this target finds (a form, a dialog). */
  within?: Target;
  includeHidden?: boolean;
}

/** A file as a visitor would choose it; written to a temporary folder for the driver. */
export interface UploadFile {
  name: string;
  bytes: Buffer;
}

function queryOf({ role, name, within, includeHidden }: Target): Query {
  return {
    role,
    ...(name === undefined ? {} : { name: nameMatch(name) }),
    ...(within ? { within: queryOf(within) } : {}),
    ...(includeHidden ? { includeHidden } : {}),
  };
}

function describeTarget({ role, name, within }: Target): string {
  const own = `${role}${name === undefined ? '' : ` "${String(name)}"`}`;
  return within ? `${own} in ${describeTarget(within)}` : own;
}

/** The site under test: its origin, and how the page says the app runs or failed to start. */
export interface Site {
  baseUrl: string;
  /** An expression, true once the app runs (it has hydrated or rendered). */
  running: string;
  /** An expression, the text of the page's start-failure screen, or null. */
  failure: string;
}

/** In the page: sets a select as its own list would, or empties a text field. */
function pickValue(control: Element, value: string): void {
  // The prototype's setter: React watches the element's own `value` property.
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

export class Tab {
  private readonly earlierErrors: string[] = [];
  private files: string | undefined;

  constructor(
    private readonly engine: EngineTab,
    private readonly site: Site,
  ) {}

  static async open(
    browser: EngineBrowser,
    site: Site,
    viewport: Viewport = { width: 1280, height: 800 },
  ): Promise<Tab> {
    const recorder = pageCall(installErrorRecorder, {
      record: RECORD,
      console: !browser.observes.console,
    });
    return new Tab(await browser.newTab(viewport, recorder), site);
  }

  /** Opens `urlPath` and waits until the app has started and the page asks for nothing more. */
  async goto(urlPath: string): Promise<void> {
    await this.keepErrors();
    await this.engine.goto(`${this.site.baseUrl}${urlPath}`).catch((error: unknown) => {
      if (!isTimeout(error)) throw error;
      throw new EngineStalled(`${urlPath}: the engine did not answer the page load`, {
        cause: error,
      });
    });
    await this.settled();
  }

  async reload(): Promise<void> {
    await this.keepErrors();
    await this.engine.reload();
    await this.settled();
  }

  /** The app runs and no resource has started loading for QUIET_MS. */
  async settled(): Promise<void> {
    const { running, failure } = this.site;
    await this.waitFor(
      'the app to run',
      `(document.readyState === 'complete' && ${running}) || ${failure} !== null`,
    );
    const failed = await this.evaluate<string | null>(failure);
    if (failed !== null) throw new Error(`the app did not start: ${failed}`);
    let count = -1;
    let since = Date.now();
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      const now = await this.evaluate<number>('performance.getEntriesByType("resource").length');
      if (now !== count) [count, since] = [now, Date.now()];
      else if (Date.now() - since >= QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.engine.evaluate<T>(expression);
  }

  /** Polls `expression` in the page until it is truthy. */
  async waitFor(what: string, expression: string, timeout = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeout;
    for (;;) {
      if (await this.engine.evaluate<boolean>(`Boolean(${expression})`)) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The expression that yields the target, once it is on the page. */
  private async locate(target: Target): Promise<string> {
    const expression = pageCall(findElement, queryOf(target));
    await this.waitFor(describeTarget(target), `${expression} !== null`);
    return expression;
  }

  async isShown(target: Target): Promise<boolean> {
    return this.evaluate<boolean>(`${pageCall(findElement, queryOf(target))} !== null`);
  }

  /** Waits until the target is shown. */
  async see(target: Target): Promise<void> {
    await this.locate(target);
  }

  /** Waits until the target is gone. */
  async gone(target: Target): Promise<void> {
    const expression = pageCall(findElement, queryOf(target));
    await this.waitFor(`${describeTarget(target)} to go`, `${expression} === null`);
  }

  async click(target: Target): Promise<void> {
    const element = await this.locate(target);
    await this.steady(element, describeTarget(target));
    await this.engine.click(element);
  }

  /**
   * Waits until the element's place on the page is the same in two readings a poll apart, as
   * Playwright's "stable" check does before its clicks. The WebDriver engines click at a point
   * worked out first: where a render still moves the element, the click lands where it was.
   */
  private async steady(element: string, what: string): Promise<void> {
    const place = `JSON.stringify((({ left, top, width, height }) => [left + scrollX, top + scrollY, width, height])(${element}.getBoundingClientRect()))`;
    const deadline = Date.now() + WAIT_MS;
    let last = await this.evaluate<string>(place);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const now = await this.evaluate<string>(place);
      if (now === last) return;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} to stay put`);
      last = now;
    }
  }

  async hover(target: Target): Promise<void> {
    await this.engine.hover(await this.locate(target));
  }

  /** Types `value` into the text field or text area labelled `label`. */
  async fill(label: string, value: string, within?: Target): Promise<void> {
    const target: Target = { role: 'textbox', name: label, ...(within ? { within } : {}) };
    await this.engine.type(await this.locate(target), value);
  }

  /**
   * Types `date` (day/month/year, "17/05/1990") into the date named `label`: each part into its
   * own field (Day, Month, Year), emptied first as selecting its text and deleting it would.
   */
  async typeDate(label: string, date: string, within?: Target): Promise<void> {
    const group: Target = { role: 'group', name: label, ...(within ? { within } : {}) };
    const parts = date.split('/');
    for (const [index, name] of ['Day', 'Month', 'Year'].entries()) {
      const field = await this.locate({ role: 'textbox', name, within: group });
      await this.evaluate(pageCallOn(pickValue, field, ''));
      const part = parts[index] ?? '';
      if (part) await this.engine.type(field, part);
    }
  }

  /** Chooses the option `value` of the select labelled `label`, as its list does. */
  async selectOption(label: string, value: string, within?: Target): Promise<void> {
    await this.setAsPicker({ role: 'combobox', name: label, ...(within ? { within } : {}) }, value);
  }

  /** The control's value as a picker sets it: the value, then `input` and `change`. */
  private async setAsPicker(target: Target, value: string): Promise<void> {
    await this.evaluate(pageCallOn(pickValue, await this.locate(target), value));
  }

  /** Chooses `file` in the file input labelled `label`. */
  async chooseFile(label: string, file: UploadFile, within?: Target): Promise<void> {
    this.files ??= fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-upload-'));
    const folder = fs.mkdtempSync(path.join(this.files, 'file-'));
    const at = path.join(folder, file.name);
    fs.writeFileSync(at, file.bytes);
    const target: Target = {
      role: 'file',
      name: label,
      includeHidden: true,
      ...(within ? { within } : {}),
    };
    await this.engine.chooseFiles(await this.locate(target), [at]);
    // As a visitor waits to see the file taken before going on: the field grows by its Remove
    // button then, and moves whatever is below it (the submit button).
    await this.seeText(file.name, within);
  }

  press(key: Key): Promise<void> {
    return this.engine.press(key);
  }

  setViewport(viewport: Viewport): Promise<void> {
    return this.engine.setViewport(viewport);
  }

  /** The visible text of the target (whitespace collapsed), or of the page's main region. */
  async text(target: Target = { role: 'main' }): Promise<string> {
    const element = await this.locate(target);
    return this.evaluate<string>(`${element}.innerText.replace(/\\s+/g, ' ').trim()`);
  }

  /** Waits until the page shows `text` inside the target (the main region by default). */
  async seeText(text: string, target: Target = { role: 'main' }): Promise<void> {
    const element = await this.locate(target);
    const shown = `(${element} ?? document.body).innerText.replace(/\\s+/g, ' ')`;
    try {
      await this.waitFor(
        `"${text}" in ${describeTarget(target)}`,
        `${shown}.includes(${JSON.stringify(text)})`,
      );
    } catch (error) {
      // What it showed instead says why (an error message, a status still pending).
      const instead = await this.evaluate<string>(`${shown}.trim()`);
      throw new Error(`${(error as Error).message}; it shows: ${instead}`, { cause: error });
    }
  }

  /** The value of a form control. */
  async value(target: Target): Promise<string> {
    return this.evaluate<string>(`${await this.locate(target)}.value`);
  }

  /** The page's address, path and query. */
  async path(): Promise<string> {
    return this.evaluate<string>('location.pathname + location.search');
  }

  async waitForPath(wanted: string): Promise<void> {
    await this.waitFor(`the address ${wanted}`, `location.pathname === ${JSON.stringify(wanted)}`);
  }

  /**
   * Console errors and uncaught errors as far as the engine shows them (engine.ts `Observes`),
   * and Content-Security-Policy violations, on every document this tab has shown.
   */
  async errors(): Promise<string[]> {
    const current = await this.evaluate<string[]>(pageCall(recordedErrors, RECORD));
    return [...this.engine.reportedErrors(), ...this.earlierErrors, ...current];
  }

  private async keepErrors(): Promise<void> {
    const current = await this.evaluate<string[]>(pageCall(recordedErrors, RECORD)).catch(() => []);
    this.earlierErrors.push(...current);
  }

  /**
   * Closes the tab once its journey has passed or failed. A browser that fails to close it, or
   * takes longer than CLOSE_DEADLINE_MS, is warned of and left to its own ending: a failure
   * here would become the journey's, and hide the journey's own error where it had one.
   */
  async close(): Promise<void> {
    if (this.files) fs.rmSync(this.files, { recursive: true, force: true });
    await withDeadline(this.engine.close(), CLOSE_DEADLINE_MS, 'closing the tab').catch(
      (error: unknown) => console.warn(`a tab did not close: ${String(error)}`),
    );
  }
}

/**
 * Runs `journey` in a tab `open` gives, then asserts that no error was seen on any of its pages,
 * and closes the tab whatever happened. A journey whose page load the engine did not answer
 * (EngineStalled) runs once more in a new tab: its browser has been given up or reset by then
 * (webkit.ts), and a page that really hangs the browser hangs the second one too.
 */
export function runInTab(
  open: () => Promise<Tab>,
  journey: (tab: Tab) => Promise<void>,
  engine: string,
): Promise<void> {
  const once = async () => {
    const tab = await open();
    try {
      await journey(tab);
      assert.deepEqual(await tab.errors(), [], `errors seen in ${engine}`);
    } finally {
      await tab.close();
    }
  };
  return onceMore(once, (error) => {
    if (!(error instanceof EngineStalled)) return false;
    console.warn(`${engine}: ${error.message}; the journey runs once more in a new tab`);
    return true;
  });
}
