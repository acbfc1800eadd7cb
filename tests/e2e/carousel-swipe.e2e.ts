/**
 * Touch swipe on the home carousels and the /solution card row, with real touch input (the browser's own pointer events,
 * hit-testing and `touch-action`, which Jest cannot do): a sideways swipe steps the feature
 * slides and the hero once, a vertical drag over them still scrolls the page. Reduced motion
 * keeps the hero's timer and the slide transition out of the way.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { CDPSession, Locator, Page } from 'playwright-core';
import {
  BASE_URL,
  closeBrowser,
  collectConsoleErrors,
  collectCspViolations,
  newContext,
} from './support';
import { gotoApp } from './settle';

after(closeBrowser);

const HERO_TITLE = "Smarter parking for India's busiest places";

/** A finger from one point to another in ten moves, as Chromium's touch input. */
async function drag(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 10; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / 10;
    const y = from.y + ((to.y - from.y) * step) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A horizontal swipe across the middle of `target`, by `dx` pixels. */
async function swipe(cdp: CDPSession, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  assert.ok(box, 'the carousel is laid out');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await drag(cdp, { x, y }, { x: x + dx, y });
}

/** The title of the feature slide in view (the other one is inert and translated away). */
async function shownSlide(page: Page): Promise<string> {
  const title = page
    .getByRole('list', { name: 'Featured solutions' })
    .locator('li:not([inert]) h3');
  const box = await title.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  assert.ok(box && box.x >= 0 && box.x < width, 'the shown slide is in the viewport');
  return (await title.textContent()) ?? '';
}

/**
 * `path` on a phone-sized touch screen, the app settled; reduced motion keeps timers and
 * transitions out of the way.
 */
async function openOnTouchScreen(path: string) {
  const context = await newContext({
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const consoleErrors = collectConsoleErrors(page);
  await collectCspViolations(context, consoleErrors);
  await gotoApp(page, `${BASE_URL}${path}`);
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp, consoleErrors };
}

void describe('home carousels on a touch screen', () => {
  void test('a swipe steps the slides and the hero once; a vertical drag scrolls', async () => {
    const { context, page, cdp, consoleErrors } = await openOnTouchScreen('/');
    try {
      const hero = page.getByRole('region', { name: HERO_TITLE });
      await swipe(cdp, hero, -150);
      await hero.getByText('Slide 2 of 6').waitFor({ state: 'attached' });
      await swipe(cdp, hero, 150);
      await hero.getByText('Slide 1 of 6').waitFor({ state: 'attached' });

      const slides = page.getByRole('list', { name: 'Featured solutions' });
      await slides.scrollIntoViewIfNeeded();
      assert.equal(await shownSlide(page), 'Smart parking management');
      await swipe(cdp, slides, -150);
      await slides.locator('li:not([inert])', { hasText: 'CampusCare' }).waitFor();
      assert.equal(await shownSlide(page), 'CampusCare for residential campuses');

      const box = await slides.boundingBox();
      assert.ok(box);
      const scrolled = await page.evaluate(() => window.scrollY);
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await drag(cdp, middle, { x: middle.x - 10, y: middle.y - 200 });
      await page.waitForFunction((before) => window.scrollY > before + 100, scrolled);
      assert.equal(await shownSlide(page), 'CampusCare for residential campuses');
      assert.deepEqual(consoleErrors, []);
    } finally {
      await context.close();
    }
  });
});

void describe('the solutions row on a touch screen', () => {
  void test('a swipe steps the cards once, either way', async () => {
    const { context, page, cdp, consoleErrors } = await openOnTouchScreen('/solution');
    try {
      const row = page.getByRole('region', { name: 'Solution cards' });
      // The card in view: the list itself is translated by a card each step.
      const shown = row.locator('li:not([inert])');
      assert.equal(await shown.locator('h2').textContent(), 'Parking management');
      await shown.scrollIntoViewIfNeeded();
      await swipe(cdp, shown, -150);
      await row.locator('li:not([inert])', { hasText: 'CampusCare' }).waitFor();
      assert.equal(await shown.count(), 1);
      await swipe(cdp, shown, 150);
      await row.locator('li:not([inert])', { hasText: 'Parking management' }).waitFor();
      assert.deepEqual(consoleErrors, []);
    } finally {
      await context.close();
    }
  });
});
