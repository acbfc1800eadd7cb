/**
 * The harness's check that a tab draws (support.ts, `drawsFrames`), which openPage runs before
 * a test acts on a page: it must tell a page that draws from one whose frames do not come.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { BASE_URL, closeBrowser, drawsFrames, newContext } from './support';

after(closeBrowser);

void describe('a tab that draws nothing', () => {
  test('is told from one that draws, and drawing again is seen', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/faq`, { waitUntil: 'load' });
      assert.equal(await drawsFrames(page), true, 'a loaded page draws');
      // The main thread held for 3 s: no frame can come within 1 s.
      await page.evaluate(
        'setTimeout(() => { const end = performance.now() + 3000; while (performance.now() < end); })',
      );
      assert.equal(await drawsFrames(page, 1_000), false, 'a page that cannot draw');
      assert.equal(await drawsFrames(page), true, 'it draws again once its thread is free');
    } finally {
      await context.close();
    }
  });
});
