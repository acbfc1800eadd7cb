/**
 * Home and About in the browser: the hero image's priority, the partner carousel, the demo
 * video, About's phone intro. Both pages in all seven languages, and axe and their width at
 * 375 and 1280 px, are checked by the page sweeps (sweep.e2e.ts). Each page is loaded once per
 * width here too, and every check of that width runs on the load.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from './support';
import { slidesAfterEachArrow } from './carouselView';
import { motionEnded } from './settle';

after(closeBrowser);

type HomeCheck = (page: Page, width: number) => Promise<void>;

/** The first hero image is the only one fetched with high priority. */
const heroPriority: HomeCheck = async (page) => {
  const first = page.locator('main section').first().locator('img').first();
  assert.equal(await first.getAttribute('fetchpriority'), 'high');
  assert.equal(await first.evaluate((img: HTMLImageElement) => img.complete), true);
  assert.equal(await page.locator('main img[fetchpriority="high"]').count(), 1);
};

/** The partner logos step by themselves: before anything on the page pauses them. */
const partnersStep: HomeCheck = async (page) => {
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
};

/** Pauses the partner logos, then counts those wholly in view. */
const partnersShown =
  (expected: number): HomeCheck =>
  async (page, width) => {
    const carousel = page.getByRole('group', { name: 'Partner logos' });
    await carousel.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Pause automatic scrolling' }).last().click();
    await motionEnded(carousel);
    // Logos laid out wholly inside the carousel's clipping box are the ones in view.
    const visible = await carousel.evaluate((group) => {
      const frame = group.getBoundingClientRect();
      return [...group.querySelectorAll('li')].filter((logo) => {
        const box = logo.getBoundingClientRect();
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }).length;
    });
    assert.equal(visible, expected, `${width} px`);
  };

const featureArrows: HomeCheck = async (page, width) => {
  const track = page.getByRole('list', { name: 'Featured solutions' });
  await track.scrollIntoViewIfNeeded();
  const places = await slidesAfterEachArrow(track, {
    next: page.getByRole('button', { name: 'Next slide' }),
    previous: page.getByRole('button', { name: 'Previous slide' }),
  });
  // The slides that are not inert are the ones in view, and only they.
  for (const [arrow, { inView, notInert }] of Object.entries(places)) {
    assert.deepEqual(inView, notInert, `${width} px, after ${arrow}`);
  }
};

const scrollPausesVideo: HomeCheck = async (page) => {
  const video = page.getByLabel('Video: reading the occupancy dashboard');
  await video.scrollIntoViewIfNeeded();
  // Let the scroll events of getting there fire first: they would pause the clip at once.
  await page.waitForTimeout(300);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  assert.equal(await video.evaluate((element: HTMLVideoElement) => element.paused), false);
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() => document.querySelector('video')?.paused === true);
};

/**
 * The home page loaded once per width: its checks run on that load in this order, those that
 * read it as loaded first, those that pause or play something last (as the page sweeps do).
 */
const HOME_CHECKS: readonly { width: number; checks: readonly [string, HomeCheck][] }[] = [
  {
    width: 1280,
    checks: [
      ['the first hero image is the only one fetched with high priority', heroPriority],
      ['the partner logos step one logo every 2 s, in a 400 ms slide', partnersStep],
      ['shows 4 partner logos', partnersShown(4)],
      ["the Featured solutions' arrows bring the slide they show into view", featureArrows],
      ['scrolling pauses the playing demo video', scrollPausesVideo],
    ],
  },
  {
    width: 375,
    checks: [
      ['shows 2 partner logos', partnersShown(2)],
      ["the Featured solutions' arrows bring the slide they show into view", featureArrows],
    ],
  },
];

void describe('home in the browser', () => {
  for (const { width, checks } of HOME_CHECKS) {
    void test(`/ at ${width} px`, async (t) => {
      const { page, consoleErrors, close } = await openPage('/', { width });
      try {
        for (const [name, check] of checks) {
          await t.test(`/ at ${width} px: ${name}`, () => check(page, width));
        }
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }

  void test('two taps on Next within 400 ms end on the slide the store holds, in view', async () => {
    const { page, consoleErrors, close } = await openPage('/');
    try {
      const track = page.getByRole('list', { name: 'Featured solutions' });
      await track.scrollIntoViewIfNeeded();
      // Two taps 50 ms apart, inside react-multi-carousel's 400 ms throttle: two steps that wrap.
      await page.getByRole('button', { name: 'Next slide' }).evaluate(
        (button: HTMLButtonElement) =>
          new Promise<void>((resolve) => {
            button.click();
            setTimeout(() => {
              button.click();
              resolve();
            }, 50);
          }),
      );
      await motionEnded(track);
      const slides = await track.evaluate((list) => {
        const frame = (list.parentElement ?? list).getBoundingClientRect();
        return [...list.children].map((slide) => {
          const box = slide.getBoundingClientRect();
          return {
            title: slide.querySelector('h3')?.textContent,
            reachable: !slide.hasAttribute('inert'),
            inView: box.left >= frame.left - 1 && box.right <= frame.right + 1,
          };
        });
      });
      assert.deepEqual(slides, [
        { title: 'Smart parking management', reachable: true, inView: true },
        { title: 'CampusCare for residential campuses', reachable: false, inView: false },
      ]);
      assert.deepEqual(consoleErrors, []);
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
