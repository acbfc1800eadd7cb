/**
 * D31, D32 end to end: the not-found page and the redirect routes have HTML of their own, a
 * visitor with another stored language never sees English, a host that only falls back to
 * index.html never shows the home page first, and the content paints before the code. That
 * every fixed route arrives as HTML with its content and hydrates silently is checked on the
 * page sweeps' loads (sweep.e2e.ts, sweep/checks/prerendered.ts).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { blogs } from '@/mocks/fixtures/blog';
import { parkingServices } from '@/mocks/fixtures/parking';
import { localizedPath } from '@/i18n/languagePaths';
import {
  BASE_URL,
  closeBrowser,
  collectConsoleErrors,
  newContext,
  picturesWithoutScript,
} from './support';
import { rawHtml } from './rawHtml';
import { gotoApp } from './settle';

after(closeBrowser);

const PLAIN_HOST_URL = process.env.E2E_PLAIN_HOST_URL ?? BASE_URL;

interface Frame {
  visible: boolean;
  heading: string;
  lang: string;
}

/**
 * Records, before every frame the browser paints, whether #root can be seen, its first heading
 * and <html lang>: what a visitor would have seen, frame by frame, from the first paint on.
 */
async function recordFrames(context: BrowserContext): Promise<void> {
  // A string, not a function: tsx would wrap a function's inner names in a helper that the
  // page does not have.
  await context.addInitScript(`
    window.paintedFrames = [];
    requestAnimationFrame(function sample() {
      const root = document.getElementById('root');
      if (root) {
        window.paintedFrames.push({
          visible: getComputedStyle(root).visibility !== 'hidden',
          heading: root.querySelector('h1')?.textContent ?? '',
          lang: document.documentElement.lang,
        });
      }
      if (window.paintedFrames.length < 3000) requestAnimationFrame(sample);
    });
  `);
}

function paintedFrames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { paintedFrames: Frame[] }).paintedFrames);
}

const homeHeading = async (context: BrowserContext) =>
  (await rawHtml(context, `${BASE_URL}/`)).heading;

describe('prerendered HTML', () => {
  test('the not-found page and the redirect routes have HTML of their own', async () => {
    const noScript = await newContext({ javaScriptEnabled: false });
    try {
      const missing = await rawHtml(noScript, `${BASE_URL}/no-such-page`);
      assert.equal(missing.status, 404);
      assert.equal(missing.heading, 'Page not found');
      const response = await fetch(`${BASE_URL}/erp/index.html`);
      const html = await response.text();
      assert.match(html, /<noscript><meta http-equiv="refresh" content="0; url=\/solution"/);
      assert.match(html, /<link rel="canonical" href="https?:\/\/[^"]+\/solution"/);
    } finally {
      await noScript.close();
    }
  });

  test('a path the URL parser cannot read (`//`) is answered, and the server goes on answering', async () => {
    // The preview's mock API once threw on it, which stopped the whole server.
    const odd = await fetch(`${BASE_URL}//`);
    assert.equal(odd.status, 200);
    assert.equal((await fetch(`${BASE_URL}/faq`)).status, 200);
  });
});

interface StylesAfterStart {
  kept: number;
  connected: number;
  added: number;
  again: string[];
}

describe('the prerendered styles', () => {
  test('stay where they are once the app runs, and the app adds none of their rules again', async () => {
    const context = await newContext();
    // Each <style> of the HTML with rules of its own (not styled-components' markers alone),
    // taken as the parser leaves it; a string: see recordFrames.
    await context.addInitScript(`
      document.addEventListener('DOMContentLoaded', () => {
        window.prerenderedStyles = [...document.querySelectorAll('style')].filter((style) =>
          [...style.sheet.cssRules].some((rule) => !rule.cssText.startsWith('data-styled')),
        );
      });
    `);
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      await gotoApp(page, `${BASE_URL}/contact`);
      // The app ran, and rendered what no prerendered page has: a field's error.
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Name is required').waitFor();
      const styles = await page.evaluate<StylesAfterStart>(`(() => {
        const kept = window.prerenderedStyles;
        const rules = (style) => [...style.sheet.cssRules].map((rule) => rule.cssText);
        const prerendered = new Set(kept.flatMap(rules));
        const added = [...document.querySelectorAll('style')].filter((s) => !kept.includes(s));
        return {
          kept: kept.length,
          connected: kept.filter((style) => style.isConnected).length,
          added: added.flatMap(rules).length,
          again: added.flatMap(rules).filter((rule) => prerendered.has(rule)),
        };
      })()`);
      assert.ok(styles.kept >= 1);
      assert.equal(styles.connected, styles.kept);
      assert.ok(styles.added >= 1, "the error line's rules go into the app's own sheet");
      assert.deepEqual(styles.again, []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});

describe('no flash of the wrong content', () => {
  test('a visitor whose stored language is Hindi never sees the English page', async () => {
    const context = await newContext();
    await context.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'hi'));
    await recordFrames(context);
    // A slow Hindi translation file: the English HTML would have plenty of time to show.
    await context.route('**/locales/hi/translation.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const noScript = await newContext({ javaScriptEnabled: false });
    try {
      for (const path of ['/', '/aboutus', '/support', '/refund']) {
        const english = (await rawHtml(noScript, `${BASE_URL}${path}`)).heading;
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        await gotoApp(page, `${BASE_URL}${path}`);
        await page.locator('main h1').first().waitFor({ state: 'visible' });
        const frames = await paintedFrames(page);
        assert.ok(frames.length > 0, path);
        assert.ok(
          frames.every((frame) => frame.lang === 'hi'),
          `${path}: <html lang> not hi`,
        );
        const shown = frames.filter((frame) => frame.visible && frame.heading);
        assert.ok(shown.length > 0, `${path}: the page never showed`);
        assert.ok(
          shown.every((frame) => frame.heading !== english),
          `${path}: "${english}" was painted`,
        );
        assert.notEqual(await page.locator('main h1').first().textContent(), english);
        // D37: at the page's Hindi URL.
        assert.equal(new URL(page.url()).pathname, localizedPath('hi', path));
        // The English head tags of the HTML are gone too: one title, in Hindi.
        const titles = await page.locator('head title').allTextContents();
        assert.equal(titles.length, 1, `${path}: ${titles.join(' / ')}`);
        assert.equal(await page.title(), titles[0]);
        assert.deepEqual(errors, [], path);
        await page.close();
      }
    } finally {
      await context.close();
      await noScript.close();
    }
  });

  test('a host that answers every path with index.html never paints the home page first', async () => {
    const context = await newContext();
    await recordFrames(context);
    const noScript = await newContext({ javaScriptEnabled: false });
    try {
      const home = await homeHeading(noScript);
      const paths = [
        `/blogsection/${blogs[0]?._id ?? ''}`,
        `/case/${parkingServices[0]?._id ?? ''}`,
        '/aboutus',
        '/no-such-page',
      ];
      for (const path of paths) {
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        await gotoApp(page, `${PLAIN_HOST_URL}${path}`);
        await page.locator('main h1').first().waitFor({ state: 'visible' });
        const heading = await page.locator('main h1').first().textContent();
        assert.notEqual(heading, home, `${path} shows the home page`);
        const frames = await paintedFrames(page);
        assert.ok(
          frames.every((frame) => !frame.visible || frame.heading !== home),
          `${path}: the home page was painted first`,
        );
        assert.deepEqual(errors, [], path);
        await page.close();
      }
    } finally {
      await context.close();
      await noScript.close();
    }
  });
});

describe('the not-found page (404.html)', () => {
  test('shows its own HTML at an unknown path and hydrates it silently', async () => {
    const context = await newContext();
    await recordFrames(context);
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      const response = await gotoApp(page, `${BASE_URL}/no-such-page`);
      assert.equal(response?.status(), 404);
      const frames = await paintedFrames(page);
      // Never hidden: the first frame already held the heading.
      assert.ok(frames.length > 0 && frames.every((frame) => frame.visible));
      assert.equal(frames.find((frame) => frame.heading)?.heading, 'Page not found');
      assert.equal(await page.locator('html.render-pending').count(), 0);
      // The app runs it: the language menu (script only) opens.
      await page
        .getByRole('button', { name: /^Language:/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'DE', exact: true }).waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  test('a host that serves it for every missing file never paints it on a page of the app', async () => {
    const notFoundHtml = await (await fetch(`${BASE_URL}/404.html`)).text();
    const context = await newContext();
    await recordFrames(context);
    // A host without directory indexes or an app shell (GitHub Pages, for one) answers such
    // paths with 404.html.
    const detail = `/case/${parkingServices[0]?._id ?? ''}`;
    for (const path of [detail, '/AboutUs']) {
      await context.route(`${BASE_URL}${path}`, (route) =>
        route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }),
      );
    }
    try {
      for (const path of [detail, '/AboutUs']) {
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        await gotoApp(page, `${BASE_URL}${path}`);
        await page.locator('main h1').first().waitFor({ state: 'visible' });
        assert.notEqual(await page.locator('main h1').first().textContent(), 'Page not found');
        const frames = await paintedFrames(page);
        assert.ok(
          frames.every((frame) => !frame.visible || frame.heading !== 'Page not found'),
          `${path}: the not-found page was painted first`,
        );
        assert.deepEqual(errors, [], path);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('content before code', () => {
  interface Timeline {
    /** When the boot script added the first of the app's scripts (ms since navigation). */
    firstAppScript: number | null;
    /** When it asked for the English translation (a preload link): never, the page has it. */
    translation: number | null;
    /** The first frame that held the page's heading and its loaded main image, if any. */
    contentFrame: number | null;
    /** Largest-contentful-paint entries, in order: which element. */
    largest: string[];
    /** The same entries as a failure names them: element, size and time. */
    largestDetails: string[];
    /** When Chromium reported the main image painted (Element Timing), if it did. */
    mainImagePainted: number | null;
  }

  test('the page and its main image paint before the app scripts, texts and other images are even requested', async () => {
    const context = await newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(`
      window.timeline = {
        firstAppScript: null, translation: null, contentFrame: null, largest: [], largestDetails: [],
        mainImagePainted: null
      };
      new MutationObserver(function (records) {
        for (const record of records) for (const node of record.addedNodes) {
          if (node.tagName === 'SCRIPT' && /\\/js\\/(react|libraries|main)\\./.test(node.src)
            && window.timeline.firstAppScript === null) {
            window.timeline.firstAppScript = performance.now();
          }
          if (node.tagName === 'LINK' && /\\/locales\\/en\\/translation\\.json$/.test(node.href)
            && window.timeline.translation === null) {
            window.timeline.translation = performance.now();
          }
        }
      }).observe(document, { childList: true, subtree: true });
      requestAnimationFrame(function sample() {
        const images = [...document.querySelectorAll('#root img[fetchpriority="high"]')];
        if (document.querySelector('main h1') && images.every((image) => image.complete)) {
          window.timeline.contentFrame = performance.now();
        } else requestAnimationFrame(sample);
      });
      new PerformanceObserver(function (list) {
        for (const entry of list.getEntries()) {
          window.timeline.largest.push(entry.element ? entry.element.tagName : '');
          window.timeline.largestDetails.push((entry.element ? entry.element.tagName : '(removed)') +
            ' ' + entry.size + ' px² at ' + Math.round(entry.startTime) + ' ms ' + (entry.url || ''));
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver(function (list) {
        for (const entry of list.getEntries()) {
          if (entry.identifier === 'main-image') window.timeline.mainImagePainted = entry.renderTime;
        }
      }).observe({ type: 'element', buffered: true });
    `);
    /** A new tab on `path` once the app has settled, and what it recorded. */
    const load = async (path: string) => {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      const translationRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/locales/en/translation.json')) {
          translationRequests.push(request.url());
        }
      });
      await gotoApp(page, `${BASE_URL}${path}`);
      const timeline = await page.evaluate(
        () => (window as unknown as { timeline: Timeline }).timeline,
      );
      return { page, errors, translationRequests, timeline };
    };
    try {
      // Home's main image is the hero photo; /aboutus has an image in its intro; a gallery
      // opens on a photo with more below it; /faq is text.
      for (const [path, tag] of [
        ['/', 'IMG'],
        ['/aboutus', 'IMG'],
        ['/holy', 'IMG'],
        ['/faq', 'P'],
      ] as const) {
        let visit = await load(path);
        // Twice in many runs, both on a busy machine, Chromium gave no LCP entry for `/`'s hero
        // photo, though it was loaded and drawn before the app started. Where it reports no
        // paint of the photo at all (no Element Timing entry either), which paint is the
        // largest is unknown, so the page is loaded once more; every check below runs on the
        // visit that reported it.
        if (tag === 'IMG' && visit.timeline.mainImagePainted === null) {
          console.warn(`${path}: Chromium reported no paint of the main image; loading it again`);
          await visit.page.close();
          visit = await load(path);
        }
        const { page, errors, translationRequests, timeline } = visit;
        const { firstAppScript, translation, contentFrame, largest, largestDetails } = timeline;
        assert.ok(firstAppScript !== null && contentFrame !== null, path);
        assert.ok(contentFrame < firstAppScript, `${path}: the scripts came first`);
        // D37: the page embeds the translations it was rendered with; nothing preloads them.
        assert.equal(translation, null, `${path}: the translation was preloaded`);
        // No other picture shared the connection with the main one: the lazy ones below it
        // are fetched by the app.
        const imagesBeforeApp = await page.evaluate(
          (before) =>
            (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
              .filter((entry) => entry.initiatorType === 'img' && entry.startTime < before)
              .map((entry) => new URL(entry.name).pathname),
          firstAppScript,
        );
        const mainImage = await page.evaluate(() => {
          const image = document.querySelector<HTMLImageElement>('img[elementtiming]');
          return image ? new URL(image.currentSrc).pathname : null;
        });
        assert.deepEqual(imagesBeforeApp, mainImage ? [mainImage] : [], path);
        // The rest of the language follows once the app runs, in one request after its scripts.
        await page.waitForFunction(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.endsWith('/locales/en/translation.json')),
        );
        const translationStart = await page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.endsWith('/locales/en/translation.json'))?.startTime ?? 0,
        );
        assert.ok(translationStart > firstAppScript, `${path}: the translation came first`);
        assert.equal(translationRequests.length, 1, `${path}: ${translationRequests.join(', ')}`);
        // The largest paint is the HTML's own; nothing the app rendered later outgrew it.
        // A failure names every entry, when Element Timing saw the main image painted and the
        // image's state, to tell a late paint from a missing one (2026-11-28 and 2026-11-30:
        // only a paragraph on /, its photo complete and drawn).
        if (largest.at(-1) !== tag) {
          const mainImageState = await page.evaluate(() => {
            const image = document.querySelector<HTMLImageElement>('img[elementtiming]');
            if (!image) return 'no main image';
            const { width, height } = image.getBoundingClientRect();
            return `main image complete ${image.complete}, ${image.naturalWidth} px wide, drawn ${Math.round(width)}×${Math.round(height)}, opacity ${getComputedStyle(image).opacity}`;
          });
          assert.fail(
            `${path}: the largest paint ${largestDetails.join('; ')}; ${mainImageState}; ` +
              `painted per Element Timing at ${String(timeline.mainImagePainted)} ms`,
          );
        }
        // And then the app started: the language menu (script only) opens.
        await page
          .getByRole('button', { name: /^Language:/ })
          .first()
          .click();
        await page.getByRole('button', { name: 'DE', exact: true }).waitFor();
        assert.deepEqual(errors, [], path);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('without script, every picture of the HTML shows from its <noscript> copy', async () => {
    const pictures = await picturesWithoutScript('/aboutus', 'img');
    const team = pictures.filter((picture) => picture.alt !== '' && picture.shown);
    // The intro photo, the CEO's portrait and the three team members, each shown once.
    assert.ok(team.length >= 5, JSON.stringify(pictures));
    assert.equal(new Set(team.map((picture) => picture.alt)).size, team.length);
    for (const picture of team) assert.match(picture.file, /\/images\/.+\.(avif|svg)$/);
    // Their places wait unseen for script; none is shown without a file.
    assert.ok(pictures.every((picture) => !picture.shown || picture.file !== ''));
  });
});
