import assert from 'node:assert/strict';
import type { Check } from '../check';

/**
 * Issue 4: a server-driven page has settled on its content: no 'Loading...' and no failure
 * retry left on screen, and pictures, videos or controls to show for it.
 */
export const contentArrived: Check = {
  name: 'its data arrived: no status message left, pictures or controls shown',
  stage: 'asLoaded',
  run: async ({ page, route }) => {
    assert.equal(await page.locator('main [role="status"]').count(), 0, route);
    assert.equal((await page.locator('main img, main video, main button').count()) > 0, true);
  },
};
