/**
 * D44, the players with a band for the native controls (src/components/VideoPlayer.tsx): the
 * browser paints a box to whole device pixels. A player whose height came out fractional (a
 * 16:9 picture of a 358 px wide column is 201.375 px high) was painted a row short, and the
 * page showed through in the last row inside its box: the visual lint read that row as detail
 * under the control bar (`/` at 390 px). Each player's height is a whole number of pixels.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { closeBrowser, openPage } from './support';

after(closeBrowser);

/**
 * The home page's player at each width the visual lint uses, and the support page's modal
 * player on a phone and a laptop (its cards show their videos' first frames, without controls).
 */
const CASES = [
  { path: '/', width: 390 },
  { path: '/', width: 768 },
  { path: '/', width: 1366 },
  { path: '/support', width: 390 },
  { path: '/support', width: 1366 },
];

void describe('video players', () => {
  for (const { path, width } of CASES) {
    void test(`on ${path} at ${width} px every player is a whole number of pixels high`, async () => {
      const { page, consoleErrors, close } = await openPage(path, { width });
      try {
        if (path === '/support') {
          await page
            .getByRole('button', { name: /^Watch: / })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
        }
        const players = page.locator('main video[controls]');
        await players.first().waitFor({ state: 'attached' });
        const heights = await players.evaluateAll((videos) =>
          videos.map((video) => video.getBoundingClientRect().height),
        );
        assert.ok(heights.length > 0);
        assert.deepEqual(
          heights.filter((height) => !Number.isInteger(height)),
          [],
          `player heights ${heights.join(', ')}`,
        );
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }
});
