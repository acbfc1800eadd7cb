import type { BrowserContext } from 'playwright-core';

/**
 * The page at `url` as the browser shows it from the raw HTML, in `context` with JavaScript
 * off: its status, main heading and main text, and the tab it is open in.
 */
export async function rawHtml(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const response = await page.goto(url);
  return {
    status: response?.status(),
    heading: (await page.locator('main h1').textContent())?.trim() ?? '',
    text: (await page.locator('main').innerText()).trim(),
    page,
  };
}
