import assert from 'node:assert/strict';
import type { Check } from '../check';

/**
 * D25: no text of the page, revealed sections included, is a translation key or an unfilled
 * placeholder. A missing key would show up as its dotted path, e.g. "legal.refund.title".
 */
export const noMissingTranslations: Check = {
  name: 'no translation key or {{placeholder}} in its text',
  stage: 'scrolledThrough',
  run: async ({ page }) => {
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /\b(solutions|legal|common)\.[a-zA-Z]+\.[a-zA-Z.]+/);
    assert.doesNotMatch(text, /\{\{|\}\}/);
  },
};
