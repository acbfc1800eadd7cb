/**
 * A page's first date is formatted without ICU's start on its main thread: the app starts a
 * worker of its own scripts that formats dates first (src/workers/warmDates.worker.ts), which
 * the site's Content-Security-Policy allows, and which ends itself. The page's dates read as
 * the prerendered HTML wrote them, in its language.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage } from './support';
import { gotoApp } from './settle';

after(closeBrowser);

/** The first date `path`'s prerendered HTML shows. */
async function prerenderedDate(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(`${BASE_URL}${path}`)).text();
  const date = /<time [^>]*>([^<]+)<\/time>/.exec(html)?.[1];
  assert.ok(date, `${path}'s HTML shows a date`);
  return date;
}

/** A browser that forbids workers (a policy, a privacy mode): the constructor throws. */
const WORKERS_REFUSED = `window.Worker = function Worker() {
  throw new DOMException('Workers are not allowed here', 'SecurityError');
};`;

void describe('the dates worker', () => {
  for (const path of ['/refund', '/hi/refund', '/zh/privacypolicy']) {
    void test(`${path}: a worker of the site's scripts formats dates first, and ends`, async () => {
      const { page, consoleErrors, close } = await openPage(path, { blank: true });
      try {
        const prerendered = await prerenderedDate(page, path);

        const started = page.waitForEvent('worker');
        await gotoApp(page, `${BASE_URL}${path}`);
        const worker = await started;
        assert.match(worker.url(), new RegExp(`^${BASE_URL}/js/[\\w.]+\\.js$`));
        await new Promise<void>((resolve) => {
          if (!page.workers().includes(worker)) resolve();
          else worker.on('close', () => resolve());
        });

        assert.equal(await page.locator('main time').first().innerText(), prerendered);
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }

  void test('/hi/refund: where the browser refuses workers, the site starts without one', async () => {
    const { page, consoleErrors, close } = await openPage('/hi/refund', { blank: true });
    try {
      const prerendered = await prerenderedDate(page, '/hi/refund');
      await page.addInitScript(WORKERS_REFUSED);
      // The app's root only: a start that failed shows the error screen and makes none.
      await gotoApp(page, `${BASE_URL}/hi/refund`);
      assert.deepEqual(page.workers(), []);
      assert.equal(await page.locator('main time').first().innerText(), prerendered);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
});
