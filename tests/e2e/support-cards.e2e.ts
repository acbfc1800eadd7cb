/**
 * Issue 11 end to end: a support card opens its video in the modal player from a click anywhere
 * on it (real hit-testing, which Jest cannot do), its picture included: the card's inline
 * player shows the video's first frame and has no controls of its own (issue 59: one way to
 * watch, not two).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { supportVideos } from '@/mocks/fixtures/support';
import { closeBrowser, dialogIsModal, openPage } from './support';

after(closeBrowser);

const video = supportVideos[1];
const title = video?.supportVideoHeading ?? '';
const heading = (page: Page) => page.getByRole('heading', { name: title, exact: true });
const card = (page: Page) => page.getByRole('article').filter({ has: heading(page) });

/** The modal player is open on this card's video; Escape closes it, focus lands on "Watch". */
async function expectPlayerThenClose(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  assert.equal(await dialog.locator('video').getAttribute('src'), video?.supportVideo);
  await dialogIsModal(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  const watch = page.getByRole('button', { name: `Watch: ${title}` });
  assert.equal(await watch.evaluate((element) => element === document.activeElement), true);
}

void describe('support cards', () => {
  for (const width of [1280, 375]) {
    void test(`at ${width} px a click on the heading or the card's padding opens its video`, async () => {
      const { page, consoleErrors, close } = await openPage('/support', { width });
      try {
        await heading(page).click();
        await expectPlayerThenClose(page);
        // The picture: its corner, then its middle, where the play mark lies over it.
        const picture = card(page).locator('video');
        await picture.click({ position: { x: 8, y: 8 } });
        await expectPlayerThenClose(page);
        const frame = await picture.boundingBox();
        assert.ok(frame);
        await page.mouse.click(frame.x + frame.width / 2, frame.y + frame.height / 2);
        await expectPlayerThenClose(page);
        // The bottom-left corner: the card body's padding, away from the heading and "Watch".
        const box = await card(page).boundingBox();
        assert.ok(box);
        await card(page).click({ position: { x: 8, y: box.height - 8 } });
        await expectPlayerThenClose(page);
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }

  void test('the card shows its video at the first frame, and it stays drawn behind the open player', async () => {
    const { page, consoleErrors, close } = await openPage('/support', { width: 375 });
    try {
      const preview = card(page).locator('video');
      await preview.scrollIntoViewIfNeeded();
      assert.equal(await preview.getAttribute('controls'), null);
      // A frame to show: the browser has the first picture of the video.
      await page.waitForFunction(
        (video) => video instanceof HTMLVideoElement && video.readyState >= 2,
        await preview.elementHandle(),
      );
      const height = () => preview.evaluate((video) => video.getBoundingClientRect().height);
      const before = await height();
      await page.getByRole('button', { name: `Watch: ${title}` }).click();
      await page.getByRole('dialog', { name: title }).locator('video').waitFor();
      await dialogIsModal(page);
      // Behind the backdrop the card still shows its picture, not a navy slab (issue 59).
      assert.equal(await preview.evaluate((video) => video.checkVisibility()), true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await height(), before);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
});
