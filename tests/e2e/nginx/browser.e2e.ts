/**
 * The site in Chromium behind nginx, under the production headers (D34): every route renders
 * with no Content-Security-Policy violation and no console error, with the API on another
 * origin; the map frame opens, a support video plays. The lead forms, file uploads included,
 * run from ../leads.e2e.ts against nginx too (tests/e2e/run-nginx.ts).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { MAP_ORIGIN } from '@/config/site';
import { fixedRoutes } from '@/config/routeTable';
import { blogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events } from '@/mocks/fixtures/events';
import { parkingServices } from '@/mocks/fixtures/parking';
import { closeBrowser } from '../support';
import { withPage } from '../withPage';
import { networkQuiet } from '../settle';

after(closeBrowser);

const ROUTES = [
  ...fixedRoutes.map(({ path }) => path),
  `/case/${parkingServices[0]?._id ?? ''}`,
  `/blogsection/${blogs[0]?._id ?? ''}`,
  `/events/${events[0]?._id ?? ''}`,
  `/skills/${jobOpenings[0]?._id ?? ''}`,
  '/no-such-page',
];

/** Scrolls to the bottom in steps, so lazy images, videos and the footer chunk load too. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await networkQuiet(page, { afterAction: true });
}

describe('every route behind nginx', () => {
  test('renders with no CSP violation and no console error', async () => {
    for (const route of ROUTES) {
      await withPage(route, async (page) => {
        await scrollThrough(page);
        assert.equal(await page.locator('main h1').count(), 1, `${route} has one h1`);
      });
    }
  });
});

describe('what the policy must let through', () => {
  test('/contact: "Show map" shows the map provider in a frame', async () => {
    await withPage('/contact', async (page) => {
      // The closed network cannot reach the provider: a stand-in page answers. The browser
      // checks frame-src before the request leaves it, so a blocked frame never gets here.
      let framed = 0;
      await page.route(`${MAP_ORIGIN}/**`, async (route) => {
        framed += 1;
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>map</title><p>Map stand-in</p>',
        });
      });
      await page
        .getByRole('button', { name: /^Show map/ })
        .first()
        .click();
      const frame = page.frameLocator(`iframe[src^="${MAP_ORIGIN}/"]`);
      await frame.getByText('Map stand-in').waitFor({ timeout: 10_000 });
      assert.equal(framed, 1);
    });
  });

  test('/support: a video plays in the player', async () => {
    await withPage('/support', async (page) => {
      await page
        .getByRole('button', { name: /^Watch: / })
        .first()
        .click();
      const video = page.getByRole('dialog').locator('video');
      await video.waitFor();
      // Playing, not only loaded: the position moves on.
      await page.waitForFunction(
        // The player is a native <dialog> (its role is implicit, not an attribute).
        () => (document.querySelector('dialog[open] video') as HTMLVideoElement).currentTime > 0,
        undefined,
        { timeout: 10_000 },
      );
      assert.equal(
        await video.evaluate((element: HTMLVideoElement) => element.error),
        null,
        'no media error',
      );
    });
  });
});
