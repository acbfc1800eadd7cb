/**
 * Issue 4 end to end: the server-driven pages, galleries, blog, events, FAQ and support in real
 * Chromium, in all seven languages, plus axe with the support modal and the event overlay open.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { blogs } from '@/mocks/fixtures/blog';
import { events } from '@/mocks/fixtures/events';
import { parkingServices } from '@/mocks/fixtures/parking';
import type { Page } from 'playwright-core';
import {
  ALL_LANGUAGES,
  closeBrowser,
  expectNoAxeViolations,
  openPage,
  PAGE_CONCURRENCY,
  sweepTab,
} from './support';

after(closeBrowser);

const firstEvent = `/events/${events[0]?._id ?? ''}`;

const ROUTES = [
  '/case',
  `/case/${parkingServices[0]?._id ?? ''}`,
  '/airport',
  '/mall',
  '/residential',
  '/truck',
  '/railway',
  '/holy',
  '/bussiness',
  '/gallary',
  '/blog',
  `/blogsection/${blogs[0]?._id ?? ''}`,
  '/events',
  firstEvent,
  '/faq',
  '/support',
];

void describe('content pages in every language', { concurrency: PAGE_CONCURRENCY }, () => {
  for (const language of ALL_LANGUAGES) {
    void describe(language, { concurrency: 1 }, () => {
      const tab = sweepTab({ language });
      after(tab.close);
      for (const route of ROUTES) {
        void test(`${route} in ${language} renders its content without console errors`, async () => {
          const { page, consoleErrors } = await tab.visit(route);
          assert.equal(await page.locator('main h1').count(), 1, `${route} has one h1`);
          // Data pages have settled: no 'Loading...' and no failure retry left on screen.
          assert.equal(await page.locator('main [role="status"]').count(), 0, route);
          assert.equal((await page.locator('main img, main video, main button').count()) > 0, true);
          assert.equal(await page.locator('html').getAttribute('lang'), language);
          assert.deepEqual(consoleErrors, [], `${route} in ${language}`);
        });
      }
    });
  }
});

void describe('content pages accessibility', { concurrency: PAGE_CONCURRENCY }, () => {
  for (const width of [1280, 375]) {
    void describe(`${width} px`, { concurrency: 1 }, () => {
      const tab = sweepTab({ width });
      after(tab.close);
      for (const route of ROUTES) {
        void test(`axe finds no violations on ${route} at ${width} px`, async () => {
          const { page } = await tab.visit(route);
          await expectNoAxeViolations(page, `${route} at ${width} px`);
        });
      }
    });
  }
});

/** Opens the player of the first support video; its card button and the dialog. */
async function openFirstPlayer(page: Page) {
  const watch = page.getByRole('button', { name: /^Watch: / }).first();
  await watch.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return { watch, dialog };
}

void describe('support modal', () => {
  void test('opens about 600 × 400 px, locks scrolling, passes axe and closes on Escape', async () => {
    const { page, consoleErrors, close } = await openPage('/support');
    try {
      const { watch, dialog } = await openFirstPlayer(page);
      const box = await dialog.boundingBox();
      assert.ok(box && Math.abs(box.width - 600) <= 2, `dialog width ${String(box?.width)}`);
      const video = await dialog.locator('video').boundingBox();
      assert.ok(
        video && Math.abs(video.height - 400) <= 2,
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
    } finally {
      await close();
    }
  });

  void test('keeps focus inside: Tab, Shift+Tab, and nothing behind can take it', async () => {
    const { page, close } = await openPage('/support');
    try {
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
