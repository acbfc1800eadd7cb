/**
 * Issue 11 end to end: a support card opens its video in the modal player from a click anywhere
 * on it (real hit-testing, which Jest cannot do), except on the inline player's own controls.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { supportVideos } from '@/mocks/fixtures/support';
import { closeBrowser, openPage } from './support';

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

  void test("the inline player's play control plays in the card without opening the modal", async () => {
    const { page, close } = await openPage('/support');
    try {
      const player = card(page).getByLabel(`Video: ${title}`);
      const box = await player.boundingBox();
      assert.ok(box);
      // Chromium's control bar: the play button sits at its left end, 48 px above the bottom.
      await player.click({ position: { x: 24, y: box.height - 48 } });
      await page.waitForFunction(
        (element) => element instanceof HTMLVideoElement && !element.paused,
        await player.elementHandle(),
      );
      assert.equal(await page.getByRole('dialog').count(), 0);
    } finally {
      await close();
    }
  });

  void test('on a phone the players out of view are not rendered, and rendering one moves nothing', async () => {
    const { page, close } = await openPage('/support', { width: 375 });
    try {
      const players = page.locator('article video');
      const last = players.last();
      // What the browser skips (content-visibility: auto) while it is out of view, so a restyle
      // of the whole page, as the modal player's opening makes, passes over it.
      const rendered = () =>
        last.evaluate((video) => video.checkVisibility({ contentVisibilityAuto: true }));
      assert.equal(
        await players
          .first()
          .evaluate((video) => video.checkVisibility({ contentVisibilityAuto: true })),
        true,
      );
      assert.equal(await rendered(), false);
      const before = await last.evaluate((video) => video.getBoundingClientRect().height);
      await last.scrollIntoViewIfNeeded();
      await page.waitForFunction(
        (video) => video.checkVisibility({ contentVisibilityAuto: true }),
        await last.elementHandle(),
      );
      assert.equal(await last.evaluate((video) => video.getBoundingClientRect().height), before);
    } finally {
      await close();
    }
  });

  void test('behind the open modal player the card players are not drawn; closed, they are again', async () => {
    const { page, consoleErrors, close } = await openPage('/support', { width: 375 });
    try {
      const inline = card(page).getByLabel(`Video: ${title}`);
      await inline.scrollIntoViewIfNeeded();
      const drawn = () => inline.evaluate((video) => video.checkVisibility());
      const height = () => inline.evaluate((video) => video.getBoundingClientRect().height);
      assert.equal(await drawn(), true);
      const before = await height();
      await page.getByRole('button', { name: `Watch: ${title}` }).click();
      const modalPlayer = page.getByRole('dialog', { name: title }).locator('video');
      await modalPlayer.waitFor();
      // The page's restyle as the modal makes it inert passes over them (docs/performance.md).
      assert.equal(await drawn(), false);
      assert.equal(await modalPlayer.evaluate((video) => video.checkVisibility()), true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal(await drawn(), true);
      assert.equal(await height(), before);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
});
