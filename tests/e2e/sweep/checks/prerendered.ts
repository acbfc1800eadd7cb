/**
 * D31: a fixed route arrives as HTML with its content, and the app hydrates that HTML in place.
 * The raw HTML is read in a browser context with JavaScript off; the swept page is the same
 * route after the app has run.
 */
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import { paths } from '@/config/paths';
import type { Check } from '../check';
import { rawHtml } from '../../rawHtml';
import { BASE_URL, newContext } from '../../support';

let noScript: Promise<BrowserContext> | undefined;

/**
 * A context with JavaScript off that fetches no pictures or videos: the check reads the HTML's
 * text, and without script every <noscript> picture of the page would load before `load`.
 */
async function noScriptContext(): Promise<BrowserContext> {
  const context = await newContext({ javaScriptEnabled: false });
  await context.route(/\.(avif|webp|jpe?g|png|gif|svg|mp4|webm)(\?|$)/, (route) => route.abort());
  return context;
}

/** The route as the browser shows it from its raw HTML, read in a tab of its own. */
async function rawHtmlOf(path: string) {
  noScript ??= noScriptContext();
  const { page, ...raw } = await rawHtml(await noScript, `${BASE_URL}${path}`);
  await page.close();
  return raw;
}

export const hydratesItsPrerenderedHtml: Check = {
  name: 'its raw HTML holds its heading and text, and the app hydrated it in place',
  stage: 'asLoaded',
  run: async ({ page, route }) => {
    const raw = await rawHtmlOf(route);
    assert.equal(raw.status, 200, route);
    assert.ok(raw.heading.length > 0, `${route}: no heading in the raw HTML`);
    // /airport is the case-detail screen (D4): its heading and text are the server's, so its
    // HTML holds the screen's own heading and 'Loading...' until the data has come.
    const fromServer = route === paths.airport;
    // Beyond the heading, at least a site name and city (the shortest page: /residential).
    const minimumText = fromServer ? 'Loading...'.length : 'Pune'.length + 10;
    assert.ok(
      raw.text.length >= raw.heading.length + minimumText,
      `${route}: no main text in the raw HTML`,
    );
    if (!fromServer) {
      assert.equal(await page.locator('main h1').first().textContent(), raw.heading, route);
    }
    const paragraphs = page.locator('main p');
    if ((await paragraphs.count()) > 0) {
      const lead = (await paragraphs.first().innerText()).trim();
      assert.ok(raw.text.includes(lead), `${route}: "${lead}" is not in the raw HTML`);
    }
    // Hydrated in place: the boot script kept the HTML, so it was never hidden.
    assert.equal(await page.locator('html.render-pending').count(), 0, route);
  },
};
