/**
 * D37 end to end: every language a static site of its own. The raw HTML of every fixed route in
 * every language (plain HTTP, no browser) holds its heading in that language and the page's
 * URL in all seven (`hreflang`, `x-default`); each language's pages hydrate without a word on
 * the console; the picker moves to the same page in another language without a reload or a
 * scroll jump; a prefixed URL wins over the stored choice and becomes it.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { readLocale } from '../../scripts/build/locales.cjs';
import { paths } from '@/config/paths';
import { fixedRoutes } from '@/config/routeTable';
import { germanFaqs } from '@/mocks/fixtures/german';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';
import {
  BASE_URL,
  closeBrowser,
  collectConsoleErrors,
  collectCspViolations,
  newContext,
} from './support';
import { gotoApp } from './settle';

after(closeBrowser);

/**
 * Search results are no content of their own (docs/behaviour.md, "Search"): noindex, so no
 * canonical URL and no alternates, which would contradict it.
 */
const NOINDEX_PATHS: ReadonlySet<string> = new Set([paths.search]);

/** A question the demo backend has in German. */
const [germanFaq] = germanFaqs;
if (!germanFaq) throw new Error('the fixtures hold no German FAQ');

/** Every text of a language's translation file, `{{brand}}` filled in as the site does. */
function texts(language: Language): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.add(value.replace(/\{\{brand\}\}/g, 'ParkNova'));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(readLocale(language));
  return found;
}

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

describe('every fixed route in every language, as HTML', () => {
  test('holds its heading in its language and its URL in all seven', async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const own = texts(language);
      for (const { path } of fixedRoutes) {
        const url = localizedPath(language, path);
        const response = await fetch(`${BASE_URL}${url}`);
        assert.equal(response.status, 200, url);
        const html = await response.text();
        assert.match(html, new RegExp(`<html lang="${language}"`), url);
        const heading = decode(/<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
        assert.ok(own.has(heading), `${url}: "${heading}" is not a ${language} text`);
        const alternates = [
          ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
        ].map(([, hreflang = '', href = '']) => [hreflang, new URL(href).pathname]);
        const noindex = NOINDEX_PATHS.has(path);
        assert.equal(/<meta name="robots" content="noindex"/.test(html), noindex, url);
        assert.deepEqual(
          alternates,
          noindex
            ? []
            : [
                ...SUPPORTED_LANGUAGES.map((other) => [other, localizedPath(other, path)]),
                ['x-default', path],
              ],
          url,
        );
      }
    }
  });
});

describe('in the browser', () => {
  test('each language hydrates its own HTML silently, with no translation request first', async () => {
    const context = await newContext();
    const errors: string[] = [];
    await collectCspViolations(context, errors);
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    try {
      for (const language of SUPPORTED_LANGUAGES) {
        const url = localizedPath(language, '/faq');
        const before: string[] = [];
        const onRequest = (request: { url: () => string }) => {
          if (request.url().includes('/locales/')) before.push(request.url());
        };
        page.on('request', onRequest);
        await gotoApp(page, `${BASE_URL}${url}`);
        page.off('request', onRequest);
        assert.equal(new URL(page.url()).pathname, url);
        assert.equal(await page.locator('html.render-pending').count(), 0, url);
        assert.equal(await page.evaluate(() => document.documentElement.lang), language);
        // Arriving at a language's URL stores it; the first, unprefixed English visit stores
        // nothing (D42: nothing to remember yet).
        const stored = await page.evaluate(() => localStorage.getItem('selectedLanguage'));
        assert.equal(stored, language === DEFAULT_LANGUAGE ? null : language, url);
        // Only the rest of the language, after the app has hydrated.
        assert.ok(
          before.every((request) => request.endsWith(`/locales/${language}/translation.json`)),
          `${url}: ${before.join(', ')}`,
        );
      }
      assert.deepEqual([...consoleErrors, ...errors], []);
    } finally {
      await context.close();
    }
  });

  test('the picker on /faq goes to /de/faq, in German, at the same scroll position', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    try {
      await gotoApp(page, `${BASE_URL}/faq`);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForFunction(() => window.scrollY === 600);
      // Every scroll, and every note about the content's language, from here to the end: the
      // page must not move on the way, not only be back in place at the end.
      await page.evaluate(() => {
        const during = { scrolls: [] as number[], notes: 0 };
        Object.assign(window, { notReloaded: true, during });
        addEventListener('scroll', () => during.scrolls.push(window.scrollY));
        new MutationObserver(() => {
          if (document.querySelector('main [role="note"]')) during.notes += 1;
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await page
        .getByRole('button', { name: /^Language:/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'DE', exact: true }).click();
      await page.waitForURL(`${BASE_URL}/de/faq`);
      await page.waitForFunction(() => document.documentElement.lang === 'de');
      await page.locator('main h1', { hasText: 'Häufig gestellte Fragen' }).waitFor();
      // The questions in German too: the demo backend has them.
      await page.getByRole('button', { name: germanFaq.faqQuestion, exact: true }).waitFor();
      assert.equal(await page.evaluate(() => window.scrollY), 600);
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { during: unknown }).during),
        { scrolls: [], notes: 0 },
      );
      assert.equal(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
        true,
      );
      assert.equal(await page.evaluate(() => localStorage.getItem('selectedLanguage')), 'de');
      // In-app links keep the language.
      const about = await page.locator('a[href$="/aboutus"]').first().getAttribute('href');
      assert.equal(about, '/de/aboutus');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('/de/faq with a stored hi shows German and stores de; a stored hi at /aboutus ends at /hi/aboutus', async () => {
    const context = await newContext();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('selectedLanguage', 'hi');
      }
    });
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    try {
      await gotoApp(page, `${BASE_URL}/de/faq`);
      await page.locator('main h1', { hasText: 'Häufig gestellte Fragen' }).waitFor();
      assert.equal(await page.evaluate(() => localStorage.getItem('selectedLanguage')), 'de');
      // The boot script's own redirect: the stored value without its cookie (which lets the
      // host redirect first, tests/e2e/nginx).
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'hi'));
      await context.clearCookies();
      await gotoApp(page, `${BASE_URL}/aboutus?from=test#team`);
      assert.equal(page.url(), `${BASE_URL}/hi/aboutus?from=test#team`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a plain English visit stores nothing; a prefixed one keeps a Lax cookie for a year (D42)', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    try {
      await gotoApp(page, `${BASE_URL}/faq`);
      await page.locator('main h1', { hasText: 'Frequently Asked Questions' }).waitFor();
      assert.deepEqual(await context.cookies(), []);
      assert.equal(await page.evaluate(() => localStorage.length), 0);

      await gotoApp(page, `${BASE_URL}/de/faq`);
      const [cookie, ...others] = await context.cookies();
      assert.deepEqual(others, []);
      assert.equal(cookie?.name, 'selectedLanguage');
      assert.equal(cookie.value, 'de');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.sameSite, 'Lax');
      // Served over http here: Secure would drop the cookie (tests/i18n checks https in Jest).
      assert.equal(cookie.secure, false);
      const year = 365 * 24 * 3600;
      assert.ok(Math.abs(cookie.expires - (Date.now() / 1000 + year)) < 3600, `${cookie.expires}`);
      assert.equal(await page.evaluate(() => localStorage.getItem('selectedLanguage')), 'de');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('/hi//evil.example/x, then English: the address stays on this site, without an error (D42)', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    try {
      await gotoApp(page, `${BASE_URL}/hi//evil.example/x`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
      await page
        .getByRole('button', { name: /^भाषा:|^Language:/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      const url = new URL(page.url());
      assert.equal(url.origin, new URL(BASE_URL).origin);
      assert.equal(url.pathname, '/evil.example/x');
      await page.locator('main h1', { hasText: 'Page not found' }).waitFor();
      assert.deepEqual(uncaught, []);
      assert.deepEqual(
        errors.filter((error) => !/status of 404/.test(error)),
        [],
      );
    } finally {
      await context.close();
    }
  });
});
