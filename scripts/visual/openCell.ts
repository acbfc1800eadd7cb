/**
 * A cell of the matrix opened as a visitor opens it: a fresh browser context at the width's
 * screen, the page's own URL in its language (D37), loaded until the app runs and its data
 * has come (tests/e2e/settle.ts), its heading shown.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/e2e/chromiumFlags';
import { chromiumPath } from '../../tests/e2e/support';
import { gotoApp, navigateInApp } from '../../tests/e2e/settle';
import { cellPath, viewportFor, type Cell } from './matrix';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export interface OpenedCell {
  page: Page;
  context: BrowserContext;
}

async function headingShown(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
}

/**
 * Another cell in an open page, by in-app navigation to its URL: its language follows the URL
 * (D37), as after a choice in the language picker; the page is judged once `<html lang>` says so.
 */
export async function navigateToCell(page: Page, cell: Cell): Promise<void> {
  await navigateInApp(page, cellPath(cell));
  await page.waitForFunction(
    (language) => document.documentElement.lang === language,
    cell.language,
  );
  await headingShown(page);
}

export async function openCell(
  browser: Browser,
  baseUrl: string,
  cell: Cell,
  deviceScaleFactor = 1,
): Promise<OpenedCell> {
  const context = await browser.newContext({
    viewport: viewportFor(cell.width),
    deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    await gotoApp(page, `${baseUrl}${cellPath(cell)}`);
    await headingShown(page);
    return { page, context };
  } catch (error) {
    await context.close();
    throw error;
  }
}
