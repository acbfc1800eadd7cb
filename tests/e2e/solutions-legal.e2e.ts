import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ALL_LANGUAGES,
  BASE_URL,
  closeBrowser,
  expectNoAxeViolations,
  openPage,
  PAGE_CONCURRENCY,
  sweepTab,
} from './support';

after(closeBrowser);

const PAGES = ['/solution', '/privacypolicy', '/terms', '/shipping', '/refund'] as const;
const WIDTHS = [375, 1280] as const;
const BROCHURES = [
  '/brochures/PMS.pdf',
  '/brochures/CampusCare.pdf',
  '/brochures/Carparkingsolution.pdf',
  '/brochures/warehouse.pdf',
];

/** Scrolls through the page a screen at a time, so every scroll-in section is revealed. */
async function revealAll(page: Page): Promise<void> {
  // No named helpers inside evaluate(): tsx would wrap them in a `__name` the page lacks.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
    // The reveal animation lasts 650 ms.
    await new Promise((resolve) => setTimeout(resolve, 800));
  });
  await page.waitForLoadState('networkidle');
}

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

describe(
  'solutions and legal pages in every language (D25)',
  { concurrency: PAGE_CONCURRENCY },
  () => {
    for (const language of ALL_LANGUAGES) {
      describe(language, { concurrency: 1 }, () => {
        const tab = sweepTab({ language });
        after(tab.close);
        for (const path of PAGES) {
          test(`${path} in ${language}: one h1, no console errors or missing keys`, async () => {
            const { page, consoleErrors } = await tab.visit(path);
            assert.equal(await page.locator('html').getAttribute('lang'), language);
            assert.equal(await page.locator('main h1').count(), 1);
            await revealAll(page);
            // A missing key would show up as its dotted path, e.g. "legal.refund.title".
            const text = await page.locator('main').innerText();
            assert.doesNotMatch(text, /\b(solutions|legal|common)\.[a-zA-Z]+\.[a-zA-Z.]+/);
            assert.doesNotMatch(text, /\{\{|\}\}/);
            assert.deepEqual(consoleErrors, []);
          });
        }
      });
    }
  },
);

describe('solutions and legal accessibility', { concurrency: PAGE_CONCURRENCY }, () => {
  for (const width of WIDTHS) {
    describe(`${width} px`, { concurrency: 1 }, () => {
      const tab = sweepTab({ width });
      after(tab.close);
      for (const path of PAGES) {
        test(`axe finds no violations on ${path} at ${width} px`, async () => {
          const { page } = await tab.visit(path);
          if (path === '/solution')
            await page.getByRole('button', { name: 'Pause automatic scrolling' }).click();
          await revealAll(page);
          await expectNoAxeViolations(page, `${path} at ${width} px`);
        });
      }
    });
  }
});

describe('solutions in the browser', () => {
  test('the brochures download as PDFs (D26)', async () => {
    const { page, close } = await openPage('/solution');
    try {
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
    } finally {
      await close();
    }
  });

  test('shows 3 cards per view at 1280 px, 2 at 900 px and 1 at 375 px', async () => {
    for (const [width, expected] of [
      [1280, 3],
      [900, 2],
      [375, 1],
    ] as const) {
      const { page, close } = await openPage('/solution', { width });
      try {
        await page.getByRole('button', { name: 'Pause automatic scrolling' }).click();
        const row = page.getByRole('region', { name: 'Solution cards' });
        const shown = await row.locator('li:not([inert])').evaluateAll((slides) =>
          slides.filter((slide) => {
            const box = slide.getBoundingClientRect();
            return box.left >= -1 && box.right <= window.innerWidth + 1;
          }),
        );
        assert.equal(shown.length, expected, `${width} px`);
      } finally {
        await close();
      }
    }
  });

  test('"Know more" scrolls the section under the navbar and focuses its heading', async () => {
    const { page, close } = await openPage('/solution');
    try {
      await page.getByRole('button', { name: 'Know more about Campus care' }).click();
      const top = await settledTop(page, '#campus-care');
      assert.ok(top >= 72 && top <= 100, `section top at ${top}px`);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'campus-care-title');
    } finally {
      await close();
    }
  });
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
