import assert from 'node:assert/strict';
import type { Check } from '../check';

/** D25: the page is in the sweep's language and has one main heading. */
export const oneHeadingInItsLanguage: Check = {
  name: 'one h1, <html lang> in its language',
  stage: 'asLoaded',
  run: async ({ page, language, route }) => {
    assert.equal(await page.locator('html').getAttribute('lang'), language);
    assert.equal(await page.locator('main h1').count(), 1, `${route} has one h1`);
  },
};
