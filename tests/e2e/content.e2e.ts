/**
 * Issue 4 end to end: the support modal and the event overlay in real Chromium, axe with each
 * open. The content pages themselves, in all seven languages and with axe at 1280 and 375 px,
 * are checked by the page sweeps (sweep.e2e.ts).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { events } from '@/mocks/fixtures/events';
import type { Page } from 'playwright-core';
import { closeBrowser, dialogIsModal, expectNoAxeViolations, openPage } from './support';

after(closeBrowser);

const firstEvent = `/events/${events[0]?._id ?? ''}`;

/** Opens the player of the first support video; its card button and the dialog. */
async function openFirstPlayer(page: Page) {
  const watch = page.getByRole('button', { name: /^Watch: / }).first();
  await watch.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialogIsModal(page);
  return { watch, dialog };
}

void describe('support modal', () => {
  // One load at 1280 px for both checks: the first ends with the modal closed.
  void test('/support at 1280 px', async (t) => {
    const { page, consoleErrors, close } = await openPage('/support');
    try {
      await t.test(
        'opens about 600 × 400 px, locks scrolling, passes axe and closes on Escape',
        async () => {
          const { watch, dialog } = await openFirstPlayer(page);
          const box = await dialog.boundingBox();
          assert.ok(box && Math.abs(box.width - 600) <= 2, `dialog width ${String(box?.width)}`);
          // The 16:9 picture (337.5 px) and the band of the browser's controls under it (88 px).
          const video = await dialog.locator('video').boundingBox();
          assert.ok(
            video && Math.abs(video.height - 426) <= 2,
            `video height ${String(video?.height)}`,
          );
          assert.equal(
            await page.evaluate(() => document.body.classList.contains('scroll-locked')),
            true,
          );
          await expectNoAxeViolations(page, '/support with the modal open');
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          assert.equal(
            await page.evaluate(() => document.body.classList.contains('scroll-locked')),
            false,
          );
          assert.equal(await watch.evaluate((element) => element === document.activeElement), true);
          assert.deepEqual(consoleErrors, []);
        },
      );

      await t.test(
        'keeps focus inside: Tab, Shift+Tab, and nothing behind can take it',
        async () => {
          const { dialog } = await openFirstPlayer(page);
          const focusInside = () =>
            dialog.evaluate((element) => element.contains(document.activeElement));
          assert.equal(await focusInside(), true);
          for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
            await page.keyboard.press(key);
            assert.equal(await focusInside(), true, `focus left the dialog after ${key}`);
          }
          // The page behind is inert: focusing one of its controls leaves focus where it was.
          await page.evaluate(() => {
            document.querySelector<HTMLElement>('main button:not(dialog *)')?.focus();
          });
          assert.equal(await focusInside(), true);
        },
      );
    } finally {
      await close();
    }
  });

  void test('takes the full width on a phone and closes on a click outside', async () => {
    const { page, close } = await openPage('/support', { width: 375, height: 740 });
    try {
      const { dialog } = await openFirstPlayer(page);
      const box = await dialog.boundingBox();
      assert.ok(box && box.width >= 375 - 2 * 16 - 2, `dialog width ${String(box?.width)}`);
      // As tall as its 16:9 picture and the control band: no navy bars above and below a
      // picture letterboxed in a 400 px box (issue 59).
      const video = await dialog.locator('video').boundingBox();
      assert.ok(video, 'the player is shown');
      const expected = Math.ceil((video.width * 9) / 16 + 88);
      assert.ok(Math.abs(video.height - expected) <= 1, `video ${video.width} × ${video.height}`);
      await expectNoAxeViolations(page, '/support with the modal open at 375 px');
      await page.mouse.click(5, 730);
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });
});

void describe('event overlay', () => {
  void test('opens full screen, passes axe, and Close returns focus to the photo', async () => {
    const { page, consoleErrors, close } = await openPage(firstEvent);
    try {
      const photo = page.getByRole('button', { name: /^View larger: / }).nth(1);
      await photo.click();
      const overlay = page.getByRole('dialog');
      await overlay.waitFor();
      await dialogIsModal(page);
      const box = await overlay.boundingBox();
      assert.deepEqual(box && [box.width, box.height], [1280, 800]);
      await expectNoAxeViolations(page, `${firstEvent} with the overlay open`);
      await overlay.getByRole('button', { name: 'Close' }).click();
      await overlay.waitFor({ state: 'detached' });
      assert.equal(await photo.evaluate((element) => element === document.activeElement), true);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
});
