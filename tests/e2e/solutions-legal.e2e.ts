/**
 * The solutions page and the refund anchors in the browser. The solutions and legal pages in
 * all seven languages, and axe on them at 375 and 1280 px, are checked by the page sweeps
 * (sweep.e2e.ts). /solution is loaded once per width here too, every check of that width on
 * the load.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage } from './support';
import { slidesAfterEachArrow } from './carouselView';
import { motionEnded } from './settle';

after(closeBrowser);

const BROCHURES = [
  '/brochures/PMS.pdf',
  '/brochures/CampusCare.pdf',
  '/brochures/Carparkingsolution.pdf',
  '/brochures/warehouse.pdf',
];

/** Distance from the viewport top to the element, once smooth scrolling has settled. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let previous = Number.NaN;
  for (let i = 0; i < 40; i += 1) {
    const top = await page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
    if (Math.abs(top - previous) < 0.5) return top;
    previous = top;
    await page.waitForTimeout(100);
  }
  return previous;
}

type SolutionCheck = (page: Page, width: number) => Promise<void>;

const brochures: SolutionCheck = async (page) => {
  const links = page.getByRole('link', { name: /brochure \(PDF\)$/ });
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href')),
  );
  assert.deepEqual(hrefs, BROCHURES);
  for (const href of BROCHURES) {
    const response = await page.request.get(`${BASE_URL}${href}`);
    assert.equal(response.status(), 200, href);
    assert.match(response.headers()['content-type'] ?? '', /^application\/pdf/, href);
    const body = await response.body();
    assert.equal(body.subarray(0, 5).toString('latin1'), '%PDF-', href);
  }
  // A visitor's click saves the file rather than navigating away.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the Parking management brochure (PDF)' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'PMS.pdf');
};

const cardRow = (page: Page) => page.getByRole('region', { name: 'Solution cards' });

/** The row held still: the checks after it read where the cards are. */
const pauseRow = async (page: Page) => {
  await page.getByRole('button', { name: 'Pause automatic scrolling' }).click();
  await motionEnded(cardRow(page));
};

const cardsPerView =
  (expected: number): SolutionCheck =>
  async (page, width) => {
    const shown = await cardRow(page)
      .locator('li:not([inert])')
      .evaluateAll((slides) =>
        slides.filter((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= -1 && box.right <= window.innerWidth + 1;
        }),
      );
    assert.equal(shown.length, expected, `${width} px`);
  };

const arrowSteps: SolutionCheck = async (page, width) => {
  const row = cardRow(page);
  const track = row.getByRole('list');
  const places = await slidesAfterEachArrow(track, {
    next: row.getByRole('button', { name: 'Show next solutions' }),
    previous: row.getByRole('button', { name: 'Show previous solutions' }),
  });
  // The slides that are not inert are the ones in view, and only they.
  for (const [arrow, { inView, notInert }] of Object.entries(places)) {
    assert.deepEqual(inView, notInert, `${width} px, after ${arrow}`);
  }
};

const knowMore: SolutionCheck = async (page) => {
  await page.getByRole('button', { name: 'Know more about CampusCare' }).click();
  const top = await settledTop(page, '#campus-care');
  assert.ok(top >= 72 && top <= 100, `section top at ${top}px`);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'campus-care-title');
};

/**
 * /solution loaded once per width, its checks in this order on that load: the brochures first,
 * then, with the card row paused, what the row shows, its arrows, and last "Know more", which
 * scrolls the page.
 */
const SOLUTION_CHECKS: readonly {
  width: number;
  before: readonly [string, SolutionCheck][];
  paused: readonly [string, SolutionCheck][];
}[] = [
  {
    width: 1280,
    before: [['the brochures download as PDFs (D26)', brochures]],
    paused: [
      ['shows 3 cards per view', cardsPerView(3)],
      ['each step brings the cards it shows into view, either way', arrowSteps],
      ['"Know more" scrolls the section under the navbar and focuses its heading', knowMore],
    ],
  },
  { width: 900, before: [], paused: [['shows 2 cards per view', cardsPerView(2)]] },
  {
    width: 375,
    before: [],
    paused: [
      ['shows 1 card per view', cardsPerView(1)],
      ['each step brings the cards it shows into view, either way', arrowSteps],
    ],
  },
];

describe('solutions in the browser', () => {
  for (const { width, before, paused } of SOLUTION_CHECKS) {
    test(`/solution at ${width} px`, async (t) => {
      const { page, consoleErrors, close } = await openPage('/solution', { width });
      try {
        for (const [name, check] of before) {
          await t.test(`/solution at ${width} px: ${name}`, () => check(page, width));
        }
        await pauseRow(page);
        for (const [name, check] of paused) {
          await t.test(`/solution at ${width} px: ${name}`, () => check(page, width));
        }
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }
});

describe('refund anchors land 100 px below the top (spec section 9)', () => {
  for (const [path, selector] of [
    ['/refund#cancellation-policy', '#cancellation-policy'],
    ['/cancel', '#cancellation-policy'],
    ['/refund#top', '#top'],
  ] as const) {
    test(path, async () => {
      const { page, close } = await openPage(path);
      try {
        const top = await settledTop(page, selector);
        assert.ok(Math.abs(top - 100) <= 2, `${selector} at ${top}px`);
        if (path === '/cancel') assert.match(page.url(), /\/refund#cancellation-policy$/);
      } finally {
        await close();
      }
    });
  }
});
