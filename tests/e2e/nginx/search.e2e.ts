/**
 * Site search end to end (issue 62, docs/behaviour.md "Search") on the content-snapshot build
 * served by nginx, as production serves it: the indexes were made from every language's
 * prerendered pages, the FAQ's questions and the backend's items included. Real keys in
 * Chromium, under the production headers: no console error, no policy violation, no axe
 * violation with the dialog open.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { blogs } from '@/mocks/fixtures/blog';
import { faqs } from '@/mocks/fixtures/faq';
import { BASE_URL, closeBrowser, expectNoAxeViolations } from '../support';
import { withPage } from '../withPage';
import { gotoApp } from '../settle';

after(closeBrowser);

const anprAtNight = blogs[0];
const towerParking = blogs.find((blog) => blog.blogHeading.startsWith('Forty cars'));
const fastagFaq = faqs.find((faq) => faq.faqQuestion.includes('FASTag'));

/** Opens the dialog with the navbar's button (named in the page's language); its combobox. */
async function openSearch(page: Page, buttonName = 'Search') {
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return { dialog, field: dialog.getByRole('combobox') };
}

/** The option whose text holds `text`, once the results show it. */
async function optionWith(dialog: ReturnType<Page['getByRole']>, text: string) {
  const option = dialog.getByRole('option').filter({ hasText: text }).first();
  await option.waitFor({ timeout: 15_000 });
  return option;
}

describe('site search behind nginx', () => {
  test('a word from a blog post finds it in English, marked, and Enter opens it', async () => {
    await withPage('/', async (page) => {
      const { dialog, field } = await openSearch(page);
      assert.equal(await field.evaluate((element) => element === document.activeElement), true);
      await field.pressSequentially('infrared');
      const option = await optionWith(dialog, anprAtNight?.blogHeading ?? '');
      assert.match((await option.textContent()) ?? '', /^Blog post/);
      assert.equal(await option.locator('mark').first().textContent(), 'infrared');
      await expectNoAxeViolations(page, 'the search dialog with results');
      const index = await dialog
        .getByRole('option')
        .evaluateAll(
          (options, heading) => options.findIndex((o) => o.textContent.includes(heading)),
          anprAtNight?.blogHeading ?? '',
        );
      for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${BASE_URL}/blogsection/${anprAtNight?._id ?? ''}`);
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: anprAtNight?.blogHeading }).waitFor();
    });
  });

  test('a Hindi word finds the Hindi page', async () => {
    await withPage('/hi/', async (page) => {
      const { dialog, field } = await openSearch(page, 'खोजें');
      await field.pressSequentially('वेयरहाउस');
      const option = await optionWith(dialog, 'समाधान');
      await option.click();
      await page.waitForURL(`${BASE_URL}/hi/solution`);
      assert.equal(await page.locator('html').getAttribute('lang'), 'hi');
    });
  });

  test('a word with a typo finds its page', async () => {
    await withPage('/', async (page) => {
      const { dialog, field } = await openSearch(page);
      await field.pressSequentially('mechanisd tower');
      const option = await optionWith(dialog, towerParking?.blogHeading ?? '');
      assert.equal(await option.locator('mark').first().textContent(), 'mechanised');
    });
  });

  test("a FAQ answer's result opens /faq with that question open", async () => {
    await withPage('/', async (page) => {
      const { dialog, field } = await openSearch(page);
      await field.pressSequentially('fastag pay');
      const option = await optionWith(dialog, fastagFaq?.faqQuestion ?? '');
      assert.match((await option.textContent()) ?? '', /^FAQ answer/);
      await option.click();
      await page.waitForURL(`${BASE_URL}/faq#faq-${fastagFaq?._id ?? ''}`);
      const question = page.getByRole('button', { name: fastagFaq?.faqQuestion });
      await page.waitForFunction(
        (name) =>
          [...document.querySelectorAll('main button[aria-expanded="true"]')].some(
            (button) => button.textContent === name,
          ),
        fastagFaq?.faqQuestion,
      );
      assert.equal(await question.isVisible(), true);
      const box = await question.boundingBox();
      assert.ok(box && box.y >= 0 && box.y < 800, `the question is in view (y ${String(box?.y)})`);
      await page.getByRole('region', { name: fastagFaq?.faqQuestion }).waitFor();
    });
  });

  test('a search with no results says so, with the contact page a click away', async () => {
    await withPage('/', async (page) => {
      const { dialog, field } = await openSearch(page);
      await field.pressSequentially('helicopter');
      const status = dialog.getByRole('status');
      await status.getByText('No results for “helicopter”.').waitFor();
      await status.getByRole('link', { name: 'Ask us on the contact page.' }).click();
      await page.waitForURL(`${BASE_URL}/contact`);
    });
  });

  test('/search?q= shows the same results, and after a reload, in every language', async () => {
    await withPage('/search?q=infrared', async (page) => {
      const link = page.getByRole('main').getByRole('link', { name: anprAtNight?.blogHeading });
      await link.waitFor();
      assert.equal(await page.getByRole('searchbox').inputValue(), 'infrared');
      await page.reload();
      await link.waitFor();
      assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
      await gotoApp(page, `${BASE_URL}/hi/search?q=${encodeURIComponent('वेयरहाउस')}`);
      await page
        .getByRole('main')
        .getByRole('link', { name: /समाधान/ })
        .first()
        .waitFor();
    });
  });

  test('the / key and Ctrl-K open the dialog; Escape closes it, focus back where it was', async () => {
    await withPage('/aboutus', async (page) => {
      const about = page.getByRole('banner').getByRole('link', { name: 'About us' });
      await about.focus();
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('combobox').inputValue(), '');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await about.evaluate((element) => element === document.activeElement), true);
      await page.keyboard.press('Control+k');
      await dialog.waitFor();
    });
  });
});
