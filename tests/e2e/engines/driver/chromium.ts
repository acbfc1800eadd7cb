/**
 * Chromium (Debian's package) through playwright-core, launched as the Chromium suites launch
 * it (tests/e2e/support.ts). Each tab is a browser context of its own.
 */
import { chromium, type ElementHandle, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../chromiumFlags';
import { chromiumPath } from '../../support';
import type { EngineBrowser, EngineTab, Key, Viewport } from './engine';

async function elementOf(page: Page, expression: string): Promise<ElementHandle> {
  const element = (await page.evaluateHandle<Node | null>(expression)).asElement();
  if (!element) throw new Error(`no element: ${expression.slice(0, 200)}`);
  return element;
}

export async function launchChromium(): Promise<EngineBrowser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return {
    name: 'chromium',
    observes: { console: true },
    newTab: async (viewport: Viewport, recorder: string): Promise<EngineTab> => {
      const context = await browser.newContext({ viewport });
      await context.addInitScript(recorder);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        // The not-found page's own 404 status is meant (D32); Chromium logs it as a failed load.
        const ownStatus =
          message.location().url === page.url() && /status of 404/.test(message.text());
        if (message.type() === 'error' && !ownStatus) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        reload: async () => {
          await page.reload({ waitUntil: 'load' });
        },
        evaluate: <T>(expression: string) => page.evaluate<T>(expression),
        click: async (element) => (await elementOf(page, element)).click(),
        hover: async (element) => (await elementOf(page, element)).hover(),
        type: async (element, text) => {
          await (await elementOf(page, element)).focus();
          await page.keyboard.type(text);
        },
        chooseFiles: async (element, paths) =>
          (await elementOf(page, element)).setInputFiles([...paths]),
        press: (key: Key) => page.keyboard.press(key),
        setViewport: (size) => page.setViewportSize(size),
        reportedErrors: () => errors,
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
