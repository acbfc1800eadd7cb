/**
 * A data page's HTML starts the request for its list (spec section 7) together with the page,
 * not after the ~150 KB of app code that would otherwise have to run first, in the page's
 * language (E6: `Accept-Language`); the app's query then gets that answer, so the backend sees
 * one request, and nothing is left unused (Chromium warns on the console about a preload nobody
 * used). A page of a content snapshot build (D38) holds its list already: it starts no request
 * with the HTML, so its pictures have the bandwidth, and the app refreshes the list once it runs.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { SNAPSHOT_ELEMENT_ID } from '@/app/snapshotLoader';
import { API_URL, BASE_URL, closeBrowser, collectConsoleErrors, newContext } from './support';
import { gotoApp } from './settle';

after(closeBrowser);

const APP_SCRIPT = /\/js\/(react|libraries|main)\.[^/]*\.js$/;
// Chromium's unused-preload warning comes a few seconds after the load event.
const UNUSED_PRELOAD_WARNING_MS = 3500;

const dataPages = [
  { path: '/events', list: '/api/event/getAll', shown: 'main article' },
  { path: '/faq', list: '/faqs/getAll', shown: 'main [aria-expanded]' },
  { path: '/case', list: '/api/api/parking-services/getAll', shown: 'main article' },
];

/**
 * Opens `path` (after `prepare` on the blank tab) and tells which requests the page made, in
 * order, and what the console said.
 */
async function visit(
  context: BrowserContext,
  path: string,
  shown: string,
  prepare: (page: Page) => Promise<void> = () => Promise.resolve(),
) {
  const page = await context.newPage();
  await prepare(page);
  const requests: string[] = [];
  const languages = new Map<string, (string | undefined)[]>();
  page.on('request', (request) => {
    requests.push(request.url());
    const asked = languages.get(request.url()) ?? [];
    languages.set(request.url(), [...asked, request.headers()['accept-language']]);
  });
  const warnings = collectConsoleErrors(page, { allWarnings: true });
  await gotoApp(page, `${BASE_URL}${path}`);
  await page.locator(shown).first().waitFor({ state: 'visible' });
  await page.waitForTimeout(UNUSED_PRELOAD_WARNING_MS);
  const url = page.url();
  await page.close();
  return { requests, warnings, url, languages };
}

describe('data pages request their list with the HTML', () => {
  test('before the app scripts (after them if the page holds its list), once, with no unused preload', async () => {
    const context = await newContext();
    try {
      for (const { path, list, shown } of dataPages) {
        const { requests, warnings, languages } = await visit(context, path, shown);
        const listed = requests.filter((url) => url === `${API_URL}${list}`);
        assert.equal(listed.length, 1, `${path}: ${requests.join(' ')}`);
        assert.deepEqual(languages.get(`${API_URL}${list}`), ['en'], path);
        const firstScript = requests.findIndex((url) => APP_SCRIPT.test(new URL(url).pathname));
        assert.ok(firstScript > 0, `${path}: no app script in ${requests.join(' ')}`);
        const html = await (await fetch(`${BASE_URL}${path}`)).text();
        const listAt = requests.indexOf(`${API_URL}${list}`);
        if (html.includes(`id="${SNAPSHOT_ELEMENT_ID}"`)) {
          assert.ok(listAt > firstScript, `${path}: a snapshot page asked before its code`);
        } else {
          assert.ok(listAt < firstScript, `${path}: the list came after the app's code`);
        }
        assert.deepEqual(warnings, [], path);
      }
    } finally {
      await context.close();
    }
  });

  test('on a slow phone too, the page takes up its preloaded list before Chromium calls it unused', async () => {
    // A 30× slower CPU: the app's code runs seconds after the load event, later than the few
    // seconds Chromium gives a preload; the boot script takes the list up before that event.
    const slowCpu = async (page: Page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
    };
    const context = await newContext();
    try {
      const { path, list, shown } = dataPages[0] ?? { path: '', list: '', shown: '' };
      const { requests, warnings } = await visit(context, path, shown, slowCpu);
      assert.equal(requests.filter((request) => request === `${API_URL}${list}`).length, 1);
      assert.deepEqual(warnings, []);
    } finally {
      await context.close();
    }
  });

  test("a visitor with another stored language, sent to that language's page, also asks once", async () => {
    // A returning visitor: the app stored the choice and mirrored it in a cookie (D37), so the
    // host sends the unprefixed URL on before any HTML (and its list preload) arrives.
    const context = await newContext();
    await context.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'de'));
    await context.addCookies([{ name: 'selectedLanguage', value: 'de', url: BASE_URL }]);
    try {
      const { path, list, shown } = dataPages[0] ?? { path: '', list: '', shown: '' };
      const { requests, warnings, url, languages } = await visit(context, path, shown);
      assert.equal(new URL(url).pathname, `/de${path}`);
      assert.equal(requests.filter((request) => request === `${API_URL}${list}`).length, 1);
      assert.deepEqual(languages.get(`${API_URL}${list}`), ['de']);
      assert.deepEqual(warnings, []);
    } finally {
      await context.close();
    }
  });

  test("a German page asks once, in German, and shows the backend's German FAQ", async () => {
    const context = await newContext();
    try {
      const { requests, warnings, languages } = await visit(
        context,
        '/de/faq',
        'main [aria-expanded]:has-text("Kennzeichenerkennung")',
      );
      const list = `${API_URL}/faqs/getAll`;
      assert.equal(requests.filter((request) => request === list).length, 1);
      assert.deepEqual(languages.get(list), ['de']);
      assert.deepEqual(warnings, []);
    } finally {
      await context.close();
    }
  });

  test('a page without server data preloads none, and client navigation asks once', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const warnings = collectConsoleErrors(page, { allWarnings: true });
      await gotoApp(page, `${BASE_URL}/gallary`);
      assert.equal(await page.locator('html[data-content-requests]').count(), 0);
      assert.equal(await page.locator('link[rel="preload"][as="fetch"]').count(), 0);
      await page.getByRole('link', { name: 'Events' }).last().click();
      await page.locator('main article').first().waitFor({ state: 'visible' });
      await page.waitForTimeout(UNUSED_PRELOAD_WARNING_MS);
      assert.equal(requests.filter((url) => url === `${API_URL}/api/event/getAll`).length, 1);
      assert.deepEqual(warnings, []);
    } finally {
      await context.close();
    }
  });
});
