import assert from 'node:assert/strict';
import type { Check } from '../check';

/** Every route shows its heading between the site's one banner and one footer. */
export const headingInsideTheChrome: Check = {
  name: 'a heading inside the chrome (one banner, one footer)',
  stage: 'asLoaded',
  run: async ({ page }) => {
    assert.equal(await page.getByRole('banner').count(), 1);
    assert.equal(await page.getByRole('contentinfo').count(), 1);
    assert.ok(await page.locator('main h1').first().isVisible());
  },
};
