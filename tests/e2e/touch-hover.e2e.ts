/**
 * Hover effects belong to pointers that hover (`@media (hover: hover)`). A touch
 * screen leaves the element a finger tapped in :hover until the next tap elsewhere: the hero's
 * arrow stayed in its hover colour after the slide had changed, unlike the arrow beside it,
 * and that restyle ran inside the tap's own frame. A mouse still sees every hover effect.
 * The same holds for D20's pause on hover: the mouse events a browser makes of a tap would
 * otherwise hold a carousel still until the next tap elsewhere.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { closeBrowser, openPage } from './support';

after(closeBrowser);

const nextArrow = (page: Page) => page.getByRole('button', { name: 'Show next image' });
const position = (page: Page) => page.getByText(/^Slide \d+ of \d+$/);

/** The control's colours once any transition on it has run its course. */
async function settledColours(control: Locator) {
  return control.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const { backgroundColor, color } = getComputedStyle(element);
    return { backgroundColor, color };
  });
}

void describe('hover effects and touch screens', () => {
  void test('a tapped hero arrow keeps its colours once the slide has changed', async () => {
    const { page, consoleErrors, close } = await openPage('/', { width: 390, phone: true });
    try {
      const before = await settledColours(nextArrow(page));
      const shown = (await position(page).textContent()) ?? '';
      await nextArrow(page).tap();
      await page.getByText(shown, { exact: true }).waitFor({ state: 'detached' });
      assert.deepEqual(await settledColours(nextArrow(page)), before);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });

  void test('a finger tapping the hero’s title leaves the hero rotating by itself', async () => {
    const { page, consoleErrors, close } = await openPage('/', { width: 390, phone: true });
    try {
      await page.getByRole('heading', { level: 1 }).tap();
      // The hero steps every 3 s while nothing holds it (D20).
      await page.getByText('Slide 2 of 6', { exact: true }).waitFor({ timeout: 10_000 });
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });

  void test('a mouse over the hero arrow changes its colour, and moving away restores it', async () => {
    const { page, consoleErrors, close } = await openPage('/', { width: 1280 });
    try {
      const before = await settledColours(nextArrow(page));
      await nextArrow(page).hover();
      const hovered = await settledColours(nextArrow(page));
      assert.notEqual(hovered.backgroundColor, before.backgroundColor);
      await page.mouse.move(0, 0);
      assert.deepEqual(await settledColours(nextArrow(page)), before);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
});
