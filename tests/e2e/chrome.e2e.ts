/**
 * The chrome in the browser: navbar links, the language picker, the phone menu, the floating
 * buttons. Every route inside the chrome, and axe on the chrome with the language menu open,
 * are checked by the page sweeps (sweep.e2e.ts).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import sharp from 'sharp';
import { closeBrowser, expectNoAxeViolations, openPage } from './support';
import { appSettled } from './settle';

after(closeBrowser);

describe('chrome', () => {
  test('navbar links navigate and mark the active page', async () => {
    const { page, close } = await openPage('/no-such-page');
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Contact us' }).click();
      await page.waitForURL('**/contact');
      // The highlight follows once the lazy page has rendered; wait for it, then check the rest.
      await nav.locator('a[aria-current="page"]', { hasText: 'Contact us' }).waitFor();
      assert.equal(await nav.locator('a[aria-current="page"]').count(), 1);
      await page.getByRole('link', { name: 'Join Us' }).click();
      await page.waitForURL('**/joinus');
    } finally {
      await close();
    }
  });

  test('the chosen language applies at once and survives a reload', async () => {
    const { page, close } = await openPage('/no-such-page');
    try {
      await page.getByRole('button', { name: /^Language:/ }).click();
      await page.getByRole('button', { name: 'DE' }).click();
      await page.getByRole('link', { name: 'Über uns' }).first().waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), 'de');
      await page.reload({ waitUntil: 'load' });
      await appSettled(page);
      await page.getByRole('link', { name: 'Über uns' }).first().waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('selectedLanguage')), 'de');
      assert.equal(await page.locator('html').getAttribute('lang'), 'de');
    } finally {
      await close();
    }
  });

  test('at 375 px the links collapse into a hamburger menu', async () => {
    const { page, close } = await openPage('/no-such-page', { width: 375, height: 740 });
    try {
      const about = page
        .getByRole('banner')
        .getByRole('link', { name: 'About us', includeHidden: true });
      assert.equal(await about.isVisible(), false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      assert.equal(await about.isVisible(), true);
      await expectNoAxeViolations(page, 'open mobile menu at 375 px');
      await about.click();
      await page.waitForURL('**/aboutus');
      assert.equal(await page.getByRole('button', { name: 'Open menu' }).isVisible(), true);
    } finally {
      await close();
    }
  });

  test('at 375 px the open menu veils the page, which does not scroll until a press on the veil closes it', async () => {
    const { page, close } = await openPage('/privacypolicy', { width: 375, height: 740 });
    const frames = (count: number) =>
      page.evaluate(async (n) => {
        for (let i = 0; i < n; i += 1) await new Promise(requestAnimationFrame);
      }, count);
    try {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.mouse.move(187, 680);
      await page.mouse.wheel(0, 600);
      await frames(20);
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      await page.mouse.click(187, 680);
      await page.getByRole('button', { name: 'Open menu', expanded: false }).waitFor();
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 0);
    } finally {
      await close();
    }
  });

  test('floating buttons cover no text: a bar below 1320 px, the page margin from there on', async () => {
    for (const [width, height] of [
      [390, 844],
      [1366, 768],
    ] as const) {
      const { page, close } = await openPage('/privacypolicy', { width, height });
      try {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.getByRole('button', { name: 'Back to top' }).waitFor();
        // The copyright line, the page's last, shows whole: nothing lies on its ends.
        const line = page.getByRole('contentinfo').getByText(/^©/);
        const covered = await line.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return [...range.getClientRects()].flatMap((rect) =>
            [rect.left + 1, rect.right - 1].flatMap((x) => {
              const top = document.elementFromPoint(x, rect.top + rect.height / 2);
              return top && !element.contains(top) ? [top.outerHTML.slice(0, 80)] : [];
            }),
          );
        });
        assert.deepEqual(covered, [], `at ${width} px`);
      } finally {
        await close();
      }
    }
  });

  test('the footer: link groups in four columns from 1024 px, two below, no lone column; list links unlined', async () => {
    for (const [width, columns] of [
      [1366, 4],
      [768, 2],
      [390, 2],
    ] as const) {
      const { page, close } = await openPage('/privacypolicy', { width, height: 800 });
      try {
        const footer = page.getByRole('contentinfo');
        // The link groups' columns: the parents of the sections headed Company … Follow us.
        const boxes = await footer.evaluate((element) => {
          const company = [...element.querySelectorAll('h2')].find(
            (h) => h.textContent === 'Company',
          );
          const grid = company?.closest('section')?.parentElement?.parentElement;
          return [...(grid?.children ?? [])].map((column) => {
            const box = column.getBoundingClientRect();
            return { left: Math.round(box.left), top: Math.round(box.top), height: box.height };
          });
        });
        assert.equal(boxes.length, 4, `at ${width} px`);
        const lefts = new Set(boxes.map((box) => box.left));
        const tops = new Set(boxes.map((box) => box.top));
        assert.equal(lefts.size, columns, `columns at ${width} px`);
        // Every row full: four columns in one row, or two rows of two.
        assert.equal(tops.size, 4 / columns, `rows at ${width} px`);
        const decorations = await footer
          .locator('ul a')
          .evaluateAll((links) => links.map((link) => getComputedStyle(link).textDecorationLine));
        assert.deepEqual([...new Set(decorations)], ['none'], `at ${width} px`);
        // The social networks' short names run on as wrapping lines, not one under another.
        const socialTops = await footer
          .locator('section', { has: page.getByRole('heading', { name: 'Follow us' }) })
          .getByRole('listitem')
          .evaluateAll((items) =>
            items.map((item) => Math.round(item.getBoundingClientRect().top)),
          );
        assert.ok(
          new Set(socialTops).size < socialTops.length,
          `social links' rows at ${width} px: ${socialTops.join(', ')}`,
        );
      } finally {
        await close();
      }
    }
  });

  test('on a phone the header is 56 px, and at the page end the button bar lets the navy footer run to the edge', async () => {
    const { page, close } = await openPage('/privacypolicy', { width: 390, height: 844 });
    try {
      const header = await page.getByRole('banner').boundingBox();
      assert.equal(header?.height, 56);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const top = page.getByRole('button', { name: 'Back to top' });
      await top.waitFor();
      await page.locator('[data-at-end]').waitFor();
      const bar = await page
        .locator('[data-at-end]')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      assert.equal(bar, 'rgba(0, 0, 0, 0)');
      // The screen's bottom row shows the footer's navy, not a white strip.
      const shot = await page.screenshot({ clip: { x: 8, y: 840, width: 1, height: 1 } });
      const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
      assert.deepEqual([...data.subarray(0, 3)], [0x0b, 0x25, 0x45]);
    } finally {
      await close();
    }
  });

  test('floating buttons appear past 300 px and the contact button opens /contact', async () => {
    const { page, close } = await openPage('/privacypolicy', { width: 1280, height: 600 });
    try {
      const contact = page.getByRole('button', { name: 'Contact us' });
      assert.equal(await contact.count(), 0);
      await page.mouse.wheel(0, 900);
      await contact.waitFor();
      await contact.click();
      await page.waitForURL('**/contact');
    } finally {
      await close();
    }
  });
});
