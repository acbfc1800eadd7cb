/**
 * Scrolling a swept page through before its 'scrolledThrough' checks, so that every scroll-in
 * section has been revealed (spec section 2: 650 ms, once) and lazy pictures have loaded.
 */
import type { Page } from 'playwright-core';
import { networkQuiet } from '../settle';

export type ScrollThrough = (page: Page) => Promise<void>;

/** Down a screen at a time, then back to the top (the solutions and legal pages). */
export const scrollDownAndBack: ScrollThrough = async (page) => {
  // No named helpers inside evaluate(): tsx would wrap them in a `__name` the page lacks.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
    // The reveal animation lasts 650 ms.
    await new Promise((resolve) => setTimeout(resolve, 800));
  });
  await networkQuiet(page, { afterAction: true });
};

/** Down 400 px at a time, staying at the bottom (home and about). */
export const scrollToTheBottom: ScrollThrough = async (page) => {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(700);
  await networkQuiet(page, { afterAction: true });
};

/** The solutions page's card row scrolls by itself: paused, it holds still for axe. */
export async function pauseAutomaticScrolling(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pause automatic scrolling' }).click();
}
