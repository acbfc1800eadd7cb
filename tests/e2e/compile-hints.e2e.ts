/**
 * Issue 31, a tap answered at once: every script the app loads asks V8 to compile all its
 * functions while it downloads (the `allFunctionsCalledOnLoad` hint on its first line,
 * scripts/build/compileHints.cjs), so a visitor's first tap does not compile the code that
 * answers it. Checked on what the browser receives: the libraries, the app, a page's chunk, the
 * dates worker's script and the chunks an in-app visit to a lead form brings. (The boot script, the one file without
 * it, is written into each page's HTML.)
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Response } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage } from './support';
import { gotoApp, navigateInApp } from './settle';

after(closeBrowser);

const HINT = '//# allFunctionsCalledOnLoad\n';

void describe('compile hints', () => {
  void test('every script the app loads starts with the compile hint', async () => {
    const { page, consoleErrors, close } = await openPage('/', { blank: true });
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    try {
      await gotoApp(page, `${BASE_URL}/`);
      await navigateInApp(page, '/joinus');
      await page.getByRole('form', { name: 'Personal Information' }).waitFor();

      const app = scripts.filter((response) => response.url().startsWith(BASE_URL));
      assert.ok(app.length >= 4, `the app's scripts load: ${app.map((r) => r.url()).join(', ')}`);
      const unhinted = [];
      for (const response of app) {
        // Asked for again: a worker's script (the dates worker, which has ended by now) keeps
        // no body on its response.
        const body = await (await page.request.get(response.url())).text();
        if (!body.startsWith(HINT)) unhinted.push(response.url());
      }
      assert.deepEqual(unhinted, [], 'scripts without the hint on their first line');
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
});
