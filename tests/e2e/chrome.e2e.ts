/**
 * The chrome in the browser: navbar links, the language picker, the phone menu, the floating
 * buttons. Every route inside the chrome, and axe on the chrome with the language menu open,
 * are checked by the page sweeps (sweep.e2e.ts).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
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
