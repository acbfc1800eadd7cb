/**
 * Issue 8's layout-stability target, in Chromium: on the pages that show server data nothing
 * that was on screen moves when the data arrives (cumulative layout shift at most 0.01). The
 * API answers late, as a real backend on a phone network does, so the visitor first sees the
 * page with 'Loading...' and then its data; a phone-sized window keeps the footer close.
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
} from './support';
import { gotoApp } from './settle';

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
