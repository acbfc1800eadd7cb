import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ALL_LANGUAGES,
  closeBrowser,
  expectNoAxeViolations,
  openPage,
  PAGE_CONCURRENCY,
  sweepTab,
} from './support';

after(closeBrowser);

const PAGES = ['/', '/aboutus'] as const;
const WIDTHS = [375, 1280] as const;

/** Scrolls through the page so every scroll-in section has run its 650 ms reveal. */
async function revealAll(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(700);
  await page.waitForLoadState('networkidle');
}

void describe('home and about in every language (D25)', { concurrency: PAGE_CONCURRENCY }, () => {
  for (const language of ALL_LANGUAGES) {
    void describe(language, { concurrency: 1 }, () => {
      const tab = sweepTab({ language });
      after(tab.close);
      for (const path of PAGES) {
        void test(`${path} in ${language}: one h1, no console errors or missing keys`, async () => {
          const { page, consoleErrors } = await tab.visit(path);
          assert.equal(await page.locator('html').getAttribute('lang'), language);
          assert.equal(await page.locator('main h1').count(), 1);
          // Lazy images and scroll-in sections load too before the errors are read.
          await revealAll(page);
          assert.deepEqual(consoleErrors, []);
        });
      }
    });
  }
});

void describe('home and about accessibility', { concurrency: PAGE_CONCURRENCY }, () => {
  for (const width of WIDTHS) {
    void describe(`${width} px`, { concurrency: 1 }, () => {
      const tab = sweepTab({ width });
      after(tab.close);
      for (const path of PAGES) {
        void test(`${path} at ${width} px: no axe violations, nothing wider than the screen`, async () => {
          const { page } = await tab.visit(path);
          // Revealed sections are fully opaque, so axe checks their contrast as well.
          await revealAll(page);
          await expectNoAxeViolations(page, `${path} at ${width} px`);
          assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width);
        });
      }
    });
  }
});

void describe('home in the browser', () => {
  void test('the first hero image is the only one fetched with high priority', async () => {
    const { page, close } = await openPage('/');
    try {
      const first = page.locator('main section').first().locator('img').first();
      assert.equal(await first.getAttribute('fetchpriority'), 'high');
      assert.equal(await first.evaluate((img: HTMLImageElement) => img.complete), true);
      assert.equal(await page.locator('main img[fetchpriority="high"]').count(), 1);
    } finally {
      await close();
    }
  });

  void test('shows 4 partner logos at 1280 px and 2 at 375 px', async () => {
    for (const [width, expected] of [
      [1280, 4],
      [375, 2],
    ] as const) {
      const { page, close } = await openPage('/', { width });
      try {
        const carousel = page.getByRole('group', { name: 'Partner logos' });
        await carousel.scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'Pause automatic scrolling' }).last().click();
        // Logos laid out wholly inside the carousel's clipping box are the ones in view.
        const visible = await carousel.evaluate((group) => {
          const frame = group.getBoundingClientRect();
          return [...group.querySelectorAll('li')].filter((logo) => {
            const box = logo.getBoundingClientRect();
            return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
          }).length;
        });
        assert.equal(visible, expected, `${width} px`);
      } finally {
        await close();
      }
    }
  });

  void test('the partner logos step one logo every 2 s, in a 400 ms slide', async () => {
    const { page, close } = await openPage('/');
    try {
      const carousel = page.getByRole('group', { name: 'Partner logos' });
      await carousel.scrollIntoViewIfNeeded();
      const firstInView = () =>
        carousel.evaluate((group) => {
          const frame = group.getBoundingClientRect();
          const logo = [...group.querySelectorAll('img')].find(
            (img) => img.getBoundingClientRect().left >= frame.left - 1,
          );
          return logo?.alt;
        });
      const before = await firstInView();
      // The pointer stays off the carousel (hover would pause it); wait out a step and its slide.
      await page.mouse.move(0, 0);
      await page.waitForTimeout(2000 + 400 + 200);
      const after = await firstInView();
      assert.notEqual(after, before);
    } finally {
      await close();
    }
  });

  void test('scrolling pauses the playing demo video', async () => {
    const { page, close } = await openPage('/');
    try {
      const video = page.getByLabel('Video: reading the occupancy dashboard');
      await video.scrollIntoViewIfNeeded();
      // Let the scroll events of getting there fire first: they would pause the clip at once.
      await page.waitForTimeout(300);
      await video.evaluate((element: HTMLVideoElement) => element.play());
      assert.equal(await video.evaluate((element: HTMLVideoElement) => element.paused), false);
      await page.mouse.wheel(0, 200);
      await page.waitForFunction(() => document.querySelector('video')?.paused === true);
    } finally {
      await close();
    }
  });

  void test('About shows only the shorter intro on a phone', async () => {
    for (const [width, shortVisible] of [
      [375, true],
      [1280, false],
    ] as const) {
      const { page, close } = await openPage('/aboutus', { width });
      try {
        const short = page.getByText(
          'ParkNova Infratech plans, builds and operates smart parking, campus and gate automation systems for sites across India.',
        );
        const full = page.getByText(/^ParkNova Infratech is an Indian technology company/);
        assert.equal(await short.isVisible(), shortVisible);
        assert.equal(await full.isVisible(), !shortVisible);
      } finally {
        await close();
      }
    }
  });
});
