/**
 * A page's first date is formatted without ICU's start on its main thread: the app starts a
 * worker of its own scripts that formats dates first (src/workers/warmDates.worker.ts), which
 * the site's Content-Security-Policy allows, and which ends itself. The page's dates read as
 * the prerendered HTML wrote them, in its language.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { BASE_URL, closeBrowser, openPage } from './support';
import { gotoApp } from './settle';

after(closeBrowser);

void describe('the dates worker', () => {
  for (const path of ['/refund', '/hi/refund', '/zh/privacypolicy']) {
    void test(`${path}: a worker of the site's scripts formats dates first, and ends`, async () => {
      const { page, consoleErrors, close } = await openPage(path, { blank: true });
      try {
        const html = await (await page.request.get(`${BASE_URL}${path}`)).text();
        const prerendered = /<time [^>]*>([^<]+)<\/time>/.exec(html)?.[1];
        assert.ok(prerendered, `${path}'s HTML shows a date`);

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
});
