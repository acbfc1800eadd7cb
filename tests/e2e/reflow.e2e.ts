/**
 * Issue 11 end to end, WCAG 1.4.10 (reflow): at 320 px wide no route scrolls sideways in any of
 * the seven languages (German and Russian have the longest words), nor the home page in a wider
 * font than ours. A carousel track may scroll inside itself; the document may not. One context
 * per language, loaded once: its checks share that load as the page sweeps' do (sweep.e2e.ts).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { ALL_LANGUAGES, closeBrowser, openPage, PAGE_CONCURRENCY } from './support';
import { navigateInApp } from './settle';
import { EVERY_ROUTE as ROUTES } from './sweep/routes';

after(closeBrowser);

const WIDTH = 320;

/** Waits for the page's title and for its data: no status message such as "Loading..." left. */
async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.getByRole('contentinfo').waitFor();
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main [role="status"]')).every(
      (status) => !status.textContent.trim(),
    ),
  );
}

/**
 * A visitor's font may be wider than the Noto faces the layout is drawn in (a system without
 * them, a larger default text): DejaVu Sans, which Debian falls back to, is about a tenth wider.
 * Labels must still break inside their boxes. It pushed "Diseño de aparcamientos" out of its
 * topic tile and the Spanish home page to 333 px; set on the body through the CSSOM, which the
 * Content-Security-Policy allows, every text that inherits its font gets it. Measured on the
 * language's first load, the home page (ROUTES[0]), then taken off again for the routes.
 */
async function widthInDejaVuSans(page: Page): Promise<number> {
  return page.evaluate(async () => {
    document.body.style.setProperty('font-family', "'DejaVu Sans'", 'important');
    await new Promise((done) => requestAnimationFrame(done));
    const width = document.documentElement.scrollWidth;
    document.body.style.removeProperty('font-family');
    await new Promise((done) => requestAnimationFrame(done));
    return width;
  });
}

void describe(`reflow at ${WIDTH} px`, { concurrency: PAGE_CONCURRENCY }, () => {
  for (const language of ALL_LANGUAGES) {
    void test(`${language} at ${WIDTH} px`, async (t) => {
      // One context per language: openPage loads the home page, the app navigates to the rest.
      const { page, consoleErrors, close } = await openPage(ROUTES[0] ?? '/', {
        width: WIDTH,
        language,
      });
      try {
        await settle(page);
        await t.test(
          `${language}: the home page is no wider than the screen in a wider font (DejaVu Sans)`,
          async () => {
            const width = await widthInDejaVuSans(page);
            assert.ok(width <= WIDTH, `${language}: the home page is ${String(width)} px wide`);
            assert.deepEqual(consoleErrors, []);
          },
        );
        await t.test(`${language}: no route is wider than the screen`, async () => {
          const tooWide: string[] = [];
          for (const [index, route] of ROUTES.entries()) {
            if (index > 0) {
              await navigateInApp(page, route);
              await settle(page);
            }
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            if (width > WIDTH) tooWide.push(`${route} is ${width} px wide`);
          }
          assert.deepEqual(tooWide, [], `${language} at ${WIDTH} px`);
          assert.deepEqual(consoleErrors, []);
        });
      } finally {
        await close();
      }
    });
  }
});
