/**
 * The browsers the tests and benchmarks start (tests/e2e/chromiumFlags.ts) hold only the pages
 * under test: none of Chromium's own web UI beside them, and Playwright's and chrome-launcher's
 * disabled features still off once ours are added (Chromium keeps the last `--disable-features`).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { launchChrome } from '../../scripts/measure/lighthouse';
import { HEADLESS_BROWSER_UI } from './chromiumFlags';
import { closeBrowser, newContext } from './support';

after(closeBrowser);

/** What each target of the browser is: `page data:…`, `browser_ui chrome://…`. */
async function targets(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  return targetInfos.map(({ type, url }) => `${type} ${url}`).sort();
}

/** The features each `--disable-features` switch of the running browser's command line names. */
async function disabledFeatureSwitches(browser: Browser): Promise<string[][]> {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  await page.close();
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) =>
    (match[1] ?? '').split(','),
  );
}

/** Opens a page in each of two contexts (each a window of its own) and waits for them. */
async function openTwoWindows(browser: Browser): Promise<void> {
  for (const text of ['one', 'two']) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`data:text/html,<title>${text}</title>`);
  }
}

async function checkBrowser(browser: Browser): Promise<void> {
  await openTwoWindows(browser);
  assert.deepEqual(
    (await targets(browser)).filter((target) => !target.startsWith('page ')),
    [],
    'targets other than the pages opened',
  );
  const switches = await disabledFeatureSwitches(browser);
  const effective = switches.at(-1) ?? [];
  const dropped = switches.flat().filter((feature) => !effective.includes(feature));
  assert.deepEqual(dropped, [], 'features a launcher disabled, switched on again by ours');
  for (const feature of HEADLESS_BROWSER_UI) assert.ok(effective.includes(feature), feature);
}

describe("the tests' browsers hold only the pages under test", () => {
  test('as playwright-core starts it (tests, screenshots, bench:inp, bench:nav)', async () => {
    const context = await newContext();
    try {
      const browser = context.browser();
      assert.ok(browser);
      await checkBrowser(browser);
    } finally {
      await context.close();
    }
  });

  test('as chrome-launcher starts it for Lighthouse (npm run bench)', async () => {
    const chrome = await launchChrome();
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
      try {
        await checkBrowser(browser);
      } finally {
        await browser.close();
      }
    } finally {
      chrome.kill();
    }
  });
});
