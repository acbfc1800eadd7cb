/**
 * What crawlers and link previews read (D32, D33): every fixed route's raw HTML, before any
 * script, describes its own page, its share image is really there, and unknown paths are real
 * 404s while the routes with an id still get the app.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { blogs } from '@/mocks/fixtures/blog';
import { paths } from '@/config/paths';
import { fixedRoutes } from '@/config/routeTable';
import { BASE_URL, closeBrowser, newContext } from './support';

after(closeBrowser);

/** Search results (docs/behaviour.md, "Search"): noindex, and so no canonical URL. */
const NOINDEX_PATHS: ReadonlySet<string> = new Set([paths.search]);

describe('page metadata in the prerendered HTML', () => {
  test('every fixed route has its own title, description, canonical URL and share image', async () => {
    const noScript = await newContext({ javaScriptEnabled: false });
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const images = new Set<string>();
    try {
      const page = await noScript.newPage();
      for (const { path } of fixedRoutes) {
        await page.goto(`${BASE_URL}${path}`);
        const head = await page.evaluate(() => ({
          titles: [...document.querySelectorAll('head title')].map((t) => t.textContent),
          description: document
            .querySelector('head meta[name="description"]')
            ?.getAttribute('content'),
          canonical: document.querySelector('head link[rel="canonical"]')?.getAttribute('href'),
          robots: document.querySelector('head meta[name="robots"]')?.getAttribute('content'),
          image: document.querySelector('head meta[property="og:image"]')?.getAttribute('content'),
        }));
        assert.equal(head.titles.length, 1, `${path}: one <title>`);
        titles.add(head.titles[0] ?? '');
        assert.ok(head.description && head.description.length > 50, `${path}: description`);
        descriptions.add(head.description);
        if (NOINDEX_PATHS.has(path)) {
          assert.equal(head.robots, 'noindex', `${path}: noindex`);
          assert.equal(head.canonical, undefined, `${path}: no canonical URL beside noindex`);
        } else {
          assert.match(
            head.canonical ?? '',
            new RegExp(`^https?://[^/]+${path === '/' ? '/?' : path}$`),
          );
        }
        assert.match(head.image ?? '', /^https?:\/\/[^/]+\/images\/share\/[\w-]+\.jpg$/, path);
        images.add(new URL(head.image ?? '').pathname);
      }
      assert.equal(titles.size, fixedRoutes.length, 'every title is unique');
      assert.equal(descriptions.size, fixedRoutes.length, 'every description is unique');
    } finally {
      await noScript.close();
    }
    // The canonical origin is SITE_URL; the image itself is served by this build.
    for (const image of images) {
      const response = await fetch(`${BASE_URL}${image}`);
      assert.equal(response.status, 200, image);
      assert.match(response.headers.get('content-type') ?? '', /^image\/(jpeg|png)/, image);
    }
  });

  test('sitemap.xml and robots.txt are served', async () => {
    const sitemap = await fetch(`${BASE_URL}/sitemap.xml`);
    assert.equal(sitemap.status, 200);
    assert.match(await sitemap.text(), /<loc>https?:\/\/[^<]+\/aboutus<\/loc>/);
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    assert.match(robots, /Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});

describe('status codes of the preview server', () => {
  test('an unknown path is a 404 with the not-found page; a detail route is a 200', async () => {
    const missing = await fetch(`${BASE_URL}/no-such-page`);
    assert.equal(missing.status, 404);
    const html = await missing.text();
    assert.match(html, /<meta name="robots" content="noindex"/);
    assert.match(html, /Page not found/);
    const detail = await fetch(`${BASE_URL}/blogsection/${blogs[0]?._id ?? ''}`);
    assert.equal(detail.status, 200);
    assert.match(await detail.text(), /<div id="?root"?>/);
    const redirect = await fetch(`${BASE_URL}/erp`, { redirect: 'manual' });
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.get('location'), '/solution');
  });
});
