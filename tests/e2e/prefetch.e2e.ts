/**
 * Issue 25, instant in-site navigation: intent on a link (a resting pointer here) loads the next
 * page's chunk and data once, before the click, and the click then asks for nothing more; a
 * resting pointer also has the page rendered once out of sight (its first picture comes);
 * with Save-Data nothing is prefetched; every page names its speculation rules for full-page
 * navigations in the `Speculation-Rules` header.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { API_URL, BASE_URL, closeBrowser, collectConsoleErrors, newContext } from './support';
import { appSettled, gotoApp } from './settle';

after(closeBrowser);

const BLOG_LIST = `${API_URL}/api/blogs/getAll`;
const isScript = (url: string) => new URL(url).pathname.startsWith('/js/');
const isPicture = (url: string) => /\.(?:avif|webp|jpe?g|png|svg)$/.test(new URL(url).pathname);

/** Opens `/` and records, from the time the app has settled, what the page requests. */
async function openHome(page: Page) {
  const requests: string[] = [];
  await gotoApp(page, `${BASE_URL}/`);
  page.on('request', (request) => requests.push(request.url()));
  return requests;
}

const FAQ_CHUNK_TEXT = 'faq.search.label';
const PREFETCH_CHUNK_TEXT = 'routePrefetched';

/**
 * Lets the page's scripts through, but holds back the one whose text has `held` until
 * `release` is called; `seen(text)` resolves once a script with that text has come through
 * (or been held), `false` if none has within 5 s.
 */
async function holdScript(page: Page, held: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const bodies: string[] = [];
  const arrivals: (() => void)[] = [];
  await page.route(/\/js\/[^/]+\.js$/, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    bodies.push(body);
    for (const arrival of arrivals) arrival();
    if (body.includes(held)) await released;
    await route.fulfill({ response, body });
  });
  const seen = (text: string) =>
    new Promise<boolean>((resolve) => {
      const check = () => bodies.some((body) => body.includes(text)) && resolve(true);
      arrivals.push(check);
      check();
      setTimeout(() => resolve(false), 5000);
    });
  return { release, seen };
}

async function clickBlogs(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true }).click();
  await page.getByRole('heading', { level: 1 }).filter({ hasText: /blog/i }).waitFor();
}

describe('prefetch on intent', () => {
  test('a resting pointer loads the page’s chunk and data once, the click nothing more', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      const requests = await openHome(page);
      const link = page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true });
      const listed = page.waitForRequest(BLOG_LIST);
      await link.hover();
      await listed;
      await appSettled(page);
      const beforeClick = [...requests];
      assert.equal(beforeClick.filter((url) => url === BLOG_LIST).length, 1, beforeClick.join(' '));
      assert.ok(
        beforeClick.some(isScript),
        `no page chunk before the click: ${beforeClick.join(' ')}`,
      );
      await link.hover({ position: { x: 2, y: 2 } });
      await clickBlogs(page);
      const afterClick = requests.slice(beforeClick.length);
      assert.deepEqual(
        afterClick.filter((url) => url === BLOG_LIST || isScript(url)),
        [],
        'the click asked again for what intent had loaded',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a resting pointer also renders the page out of sight: its picture comes, nothing shows', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await gotoApp(page, `${BASE_URL}/`);
      const title = await page.title();
      const link = page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true });
      // The blog list's first-screen picture: only a render of that page asks for it.
      const picture = page.waitForRequest((request) =>
        new URL(request.url()).pathname.startsWith('/images/blog-hero-'),
      );
      await link.hover();
      await picture;
      await appSettled(page);
      assert.equal(await page.title(), title, 'the hidden render changed the title');
      assert.deepEqual(
        await page.getByRole('heading', { level: 1 }).allTextContents(),
        await page.locator('main h1').allTextContents(),
        'a heading of the hidden render is in the page',
      );
      await clickBlogs(page);
      assert.match(await page.title(), /blog/i);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a touch requests the page’s chunk at once, beside the prefetch’s own code', async () => {
    const context = await newContext({ viewport: { width: 412, height: 823 }, hasTouch: true });
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await gotoApp(page, `${BASE_URL}/aboutus`);
      const scripts = await holdScript(page, PREFETCH_CHUNK_TEXT);
      const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
      await faq.dispatchEvent('touchstart');
      assert.ok(await scripts.seen(PREFETCH_CHUNK_TEXT), 'the touch started no prefetch');
      // The FAQ page's code comes while the prefetch's own is still held back.
      assert.ok(await scripts.seen(FAQ_CHUNK_TEXT), 'the page’s chunk waited for the prefetch’s');
      scripts.release();
      await faq.click();
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('with Save-Data nothing is prefetched: the page loads on the click', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      'Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }) });',
    );
    try {
      const page = await context.newPage();
      const requests = await openHome(page);
      const link = page.getByRole('banner').getByRole('link', { name: 'Blogs', exact: true });
      await link.hover();
      await link.focus();
      // Time for the 100 ms hover, the idle callback and a request to start, were any due.
      await page.waitForTimeout(1000);
      // What a prefetch fetches: code and data, and the pictures of the page it renders out of
      // sight. Pictures are left out of the count: the home page's slideshow may load its next
      // one meanwhile, and without code no page is rendered.
      const prefetchable = requests.filter((url) => !isPicture(url));
      assert.equal(prefetchable.length, 0, prefetchable.join(' '));
      await clickBlogs(page);
      assert.ok(requests.includes(BLOG_LIST) && requests.some(isScript), requests.join(' '));
    } finally {
      await context.close();
    }
  });
});

describe('a click before the page’s code is in', () => {
  test('keeps the current page on screen, without a loading message, until the next shows', async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    // Save-Data: no prefetch, so the click is the first to ask for the FAQ page's code.
    await context.addInitScript(
      'Object.defineProperty(Navigator.prototype, "connection", { get: () => ({ saveData: true, effectiveType: "4g" }) });',
    );
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await gotoApp(page, `${BASE_URL}/aboutus`);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const scripts = await holdScript(page, FAQ_CHUNK_TEXT);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
      assert.ok(await scripts.seen(FAQ_CHUNK_TEXT), 'the click did not ask for the page’s code');
      assert.equal(await page.getByRole('heading', { level: 1, name: title }).count(), 1);
      assert.equal(await page.getByRole('main').getByRole('status').count(), 0);
      scripts.release();
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

describe('speculation rules for full-page navigations', () => {
  test('pages name them in the Speculation-Rules header; the file is valid rules JSON', async () => {
    const context = await newContext();
    try {
      const page = await context.request.get(`${BASE_URL}/aboutus`);
      assert.equal(page.headers()['speculation-rules'], '"/speculation-rules.json"');
      const rules = await context.request.get(`${BASE_URL}/speculation-rules.json`);
      assert.equal(rules.status(), 200);
      assert.match(rules.headers()['content-type'] ?? '', /^application\/speculationrules\+json/);
      const body = (await rules.json()) as { prefetch: { eagerness: string; source: string }[] };
      assert.deepEqual(
        body.prefetch.map(({ source, eagerness }) => [source, eagerness]),
        [['document', 'moderate']],
      );
      assert.ok(JSON.stringify(body).includes('"/aboutus"'));
    } finally {
      await context.close();
    }
  });
});
