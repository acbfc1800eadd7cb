/**
 * Never a blank page (D7, D8; issue 24): when the app cannot start, the page shows the branded
 * error screen in the visitor's language with "Try again", whether the boot script had hidden
 * the HTML or not. The app's main script is refused by the test (route interception), as a
 * failed deploy or a flaky network would.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import hindiCommon from '@/locales/hi/common.json';
import hindiErrors from '@/locales/hi/errors.json';
import englishCommon from '@/locales/en/common.json';
import englishErrors from '@/locales/en/errors.json';
import { PENDING_CLASS } from '@/app/prerendered';
import { BASE_URL, closeBrowser, newContext } from './support';

const PLAIN_HOST_URL = process.env.E2E_PLAIN_HOST_URL ?? BASE_URL;

after(closeBrowser);

/** A context whose requests for the app's main script fail. */
async function withoutMainScript(language?: string): Promise<BrowserContext> {
  const context = await newContext();
  if (language) {
    await context.addInitScript((lng) => localStorage.setItem('selectedLanguage', lng), language);
  }
  await context.route(/\/js\/main\.[0-9a-f]+\.js$/, (route) => route.abort('failed'));
  return context;
}

describe('a failed start shows the error screen, never a blank page', () => {
  test('a stored-Hindi visitor sees the Hindi error screen with "Try again"', async () => {
    const context = await withoutMainScript('hi');
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/aboutus`);
      await page.waitForURL('**/hi/aboutus');
      const screen = page.getByRole('alert');
      await screen.getByRole('heading', { name: hindiErrors.route.title }).waitFor();
      assert.ok(await screen.getByText(/main\.[0-9a-f]+\.js could not be loaded/).isVisible());
      const tryAgain = screen.getByRole('link', { name: hindiCommon.tryAgain });
      assert.ok(await tryAgain.isVisible());
      // The chrome stays; the page is not hidden.
      assert.ok(!(await page.locator('html').getAttribute('class'))?.includes(PENDING_CLASS));
      assert.ok(await page.getByRole('banner').isVisible());
      await tryAgain.click();
      await page.waitForURL('**/hi/aboutus');
      await screen.getByRole('heading', { name: hindiErrors.route.title }).waitFor();
    } finally {
      await context.close();
    }
  });

  test('a page the boot script hid (a plain host serving the home page) is shown with the error', async () => {
    const context = await withoutMainScript();
    try {
      const page = await context.newPage();
      await page.goto(`${PLAIN_HOST_URL}/faq`);
      const screen = page.getByRole('alert');
      await screen.getByRole('heading', { name: englishErrors.route.title }).waitFor();
      assert.ok(await screen.isVisible());
      assert.ok(await screen.getByRole('link', { name: englishCommon.tryAgain }).isVisible());
    } finally {
      await context.close();
    }
  });
});
