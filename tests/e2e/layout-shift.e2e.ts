/**
 * Issue 8's layout-stability target, in Chromium: on the pages that show server data nothing
 * that was on screen moves when the data arrives (cumulative layout shift at most 0.01). The
 * API answers late, as a real backend on a phone network does, so the visitor first sees the
 * page with 'Loading...' and then its data; a phone-sized window keeps the footer close.
 * And on the home page nothing moves when the app takes over its prerendered carousels
 * (react-multi-carousel measures itself then), at a phone's, a tablet's and two desktop widths.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { blogs } from '@/mocks/fixtures/blog';
import { parkingServices } from '@/mocks/fixtures/parking';
import {
  API_URL,
  BASE_URL,
  closeBrowser,
  collectConsoleErrors,
  layoutShiftSoFar,
  newContext,
  recordLayoutShifts,
  shiftSourcesSoFar,
} from './support';
import { appSettled, gotoApp } from './settle';

after(closeBrowser);

const API_DELAY_MS = 800;
const MAX_SHIFT = 0.01;

const PAGES = [
  '/case',
  '/airport',
  '/career',
  '/blog',
  '/events',
  '/faq',
  '/support',
  `/blogsection/${blogs[0]?._id ?? ''}`,
  `/case/${parkingServices[0]?._id ?? ''}`,
];

describe('nothing moves when the data arrives', () => {
  for (const path of PAGES) {
    test(path, async () => {
      const context = await newContext({ viewport: { width: 412, height: 823 } });
      await context.route(`${API_URL}/api/**`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
        await route.continue();
      });
      await recordLayoutShifts(context);
      try {
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        await gotoApp(page, `${BASE_URL}${path}`);
        await page.getByText('Loading...').first().waitFor({ state: 'detached' });
        const shift = await layoutShiftSoFar(page);
        assert.ok(shift <= MAX_SHIFT, `${path}: layout shift ${shift.toFixed(4)}`);
        assert.deepEqual(errors, [], path);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the room kept for data reaches the first screen’s end and no further', () => {
  test('/career: under the openings only the section’s own padding before the footer', async () => {
    const context = await newContext({ viewport: { width: 1366, height: 768 } });
    try {
      const page = await context.newPage();
      await gotoApp(page, `${BASE_URL}/career`);
      const cards = page.locator('main li a[href^="/skills/"]');
      await cards.first().waitFor();
      const gap = await page.evaluate(() => {
        const links = [...document.querySelectorAll('main li a[href^="/skills/"]')];
        const last = Math.max(...links.map((link) => link.getBoundingClientRect().bottom));
        const footer = document.querySelector('footer')?.getBoundingClientRect().top ?? 0;
        return footer - last;
      });
      // The section's bottom padding (64 px); the floor had added about 90 px of white.
      assert.ok(gap <= 65, `${gap.toFixed(0)} px between the last opening and the footer`);
    } finally {
      await context.close();
    }
  });
});

/** The home page's carousels: the prerendered track, found before the app has run. */
const CAROUSELS = {
  'Featured solutions': 'ul[aria-label="Featured solutions"]',
  'partner logos': '[role="group"][aria-label="Partner logos"]',
};

describe('nothing moves on / when the app takes over its carousels', () => {
  for (const width of [390, 768, 1366, 1920]) {
    for (const [name, selector] of Object.entries(CAROUSELS)) {
      test(`${name} at ${String(width)} px`, async () => {
        const context = await newContext({ viewport: { width, height: 900 } });
        await recordLayoutShifts(context);
        // The app's scripts wait until the carousel is in view: its takeover happens there.
        let release: () => void = () => undefined;
        const inView = new Promise<void>((resolve) => {
          release = resolve;
        });
        await context.route(`${BASE_URL}/js/**`, async (route) => {
          await inView;
          await route.continue();
        });
        try {
          const page = await context.newPage();
          const errors = collectConsoleErrors(page);
          await page.goto(`${BASE_URL}/`, { waitUntil: 'domcontentloaded' });
          await page.locator(selector).evaluate((carousel) => {
            carousel.scrollIntoView({ block: 'center' });
          });
          await page.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          release();
          await appSettled(page);
          const shift = await layoutShiftSoFar(page);
          const moved = await shiftSourcesSoFar(page);
          assert.equal(
            shift,
            0,
            `${name} at ${String(width)} px: layout shift ${shift.toFixed(4)}: ${moved.join('; ')}`,
          );
          assert.deepEqual(errors, []);
        } finally {
          await context.close();
        }
      });
    }
  }
});
