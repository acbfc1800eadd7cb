import assert from 'node:assert/strict';
import type { Check } from '../check';

/** Once scrolled through, nothing makes the document wider than the screen. */
export const fitsTheScreen: Check = {
  name: 'nothing wider than the screen',
  stage: 'scrolledThrough',
  run: async ({ page, width }) => {
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width);
  },
};
