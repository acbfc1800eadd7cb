/**
 * Firefox ESR (Debian's `firefox-esr`) over WebDriver BiDi through puppeteer-core 24 (25 needs
 * Node 22). Each tab is a user context of its own (BiDi's fresh profile within the browser).
 */
import fs from 'node:fs';
import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import type { EngineBrowser, EngineTab, Key, Viewport } from './engine';
import { severalTries } from '../../patience';

export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found)
    throw new Error('Firefox not found: install Debian `firefox-esr` or set FIREFOX_PATH');
  return found;
}

async function elementOf(page: Page, expression: string): Promise<ElementHandle> {
  const element = (await page.evaluateHandle(expression)).asElement();
  if (!element) throw new Error(`no element: ${expression.slice(0, 200)}`);
  return element as ElementHandle;
}

/**
 * Firefox at times discards the browsing context it has just created for a new tab, before
 * puppeteer can use it, when the machine is busy: `browsingContext.create` then fails with
 * "no such frame (DiscardedBrowsingContextError)". Nothing of the site has run yet.
 */
const isDiscardedContext = (error: unknown) =>
  error instanceof Error && /DiscardedBrowsingContextError/.test(error.message);

/**
 * CI run 52 saw it twice in a row for one tab, made at once after the first: the tab is made
 * up to four times, a second apart, for the browser to finish what kept it busy.
 */
const DISCARDED_TRIES = { tries: 4, pauseMs: 1_000 };

/** A fresh user context and its one page; the context goes again if the page fails. */
async function openUserContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  try {
    return { context, page: await context.newPage() };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
  });
  return {
    name: 'firefox',
    observes: { console: true },
    newTab: async (viewport: Viewport, recorder: string): Promise<EngineTab> => {
      const { context, page } = await severalTries(
        () => openUserContext(browser),
        isDiscardedContext,
        DISCARDED_TRIES,
      );
      await page.setViewport(viewport);
      await page.evaluateOnNewDocument(recorder);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error: unknown) =>
        errors.push(error instanceof Error ? error.message : String(error)),
      );
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        reload: async () => {
          await page.reload({ waitUntil: 'load' });
        },
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        click: async (element) => (await elementOf(page, element)).click(),
        hover: async (element) => (await elementOf(page, element)).hover(),
        type: async (element, text) => (await elementOf(page, element)).type(text),
        chooseFiles: async (element, paths) => {
          const input = (await elementOf(page, element)) as ElementHandle<HTMLInputElement>;
          await input.uploadFile(...paths);
        },
        press: (key: Key) => page.keyboard.press(key),
        setViewport: (size) => page.setViewport(size),
        reportedErrors: () => errors,
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
