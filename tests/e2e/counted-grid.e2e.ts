/**
 * D44, grids fit their count, after an in-site navigation too. A page's prerendered rules
 * sit in its own `<style>` and rules added later in styled-components' sheet after it, so a
 * grid's columns must not depend on which of the two a rule landed in
 * (src/components/CountedGrid.ts). `/aboutus` brings grid rules with its HTML; `/airport`'s
 * site photos (the one picture grid, PhotoGrid) come later: its three photos must still stand
 * in one row on a 768 px tablet, whichever page came first.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from './support';
import { navigateInApp } from './settle';

after(closeBrowser);

/** Where the first site's photos stand and how wide they are, and the width of their list. */
async function firstSitePhotos(page: Page) {
  const site = page
    .getByRole('heading', { level: 2, name: /^Terminal 2/ })
    .locator('xpath=ancestor::section[1]');
  const list = site.getByRole('list');
  await list.getByRole('img').first().waitFor();
  return list.evaluate((element) => ({
    listWidth: element.getBoundingClientRect().width,
    photos: [...element.querySelectorAll('img')].map((img) => {
      const box = img.getBoundingClientRect();
      return { left: Math.round(box.left), top: Math.round(box.top), width: box.width };
    }),
  }));
}

for (const from of ['/aboutus', '/airport']) {
  test(`/airport's site photos share one row at 768 px, arrived at from ${from}`, async () => {
    const { page, consoleErrors, close } = await openPage(from, { width: 768, height: 1024 });
    try {
      if (from !== '/airport') await navigateInApp(page, '/airport');
      const { listWidth, photos } = await firstSitePhotos(page);
      assert.equal(photos.length, 3);
      const [first, second, third] = photos;
      assert.ok(first && second && third);
      assert.equal(second.top, first.top, 'the second photo beside the first');
      assert.equal(third.top, first.top, 'the third photo beside them');
      assert.ok(third.left > second.left && second.left > first.left);
      for (const photo of photos) assert.ok(photo.width < listWidth / 2, `${photo.width} px wide`);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
}
