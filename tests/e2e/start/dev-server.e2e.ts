/**
 * `npm start` as a newcomer meets it: the development server with hot reload and the mock API,
 * opened in Chromium (tests/e2e/run-start.ts starts it and passes its URL in E2E_START_URL).
 * The pages must render with the demo data, log no error, and connect to Redux DevTools: a
 * stand-in for the extension is installed before the page loads and must be called with the
 * store's instance name.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import hindiFaq from '@/locales/hi/faq.json';
import { faqs } from '@/mocks/fixtures/faq';
import { devToolsOptions } from '@/store/devTools';
import { closeBrowser, collectConsoleErrors, newContext } from '../support';
import { FAKE_DEVTOOLS_SCRIPT, type FakeDevToolsWindow } from '../dev/fakeDevTools';

const hindiFaqTitle = hindiFaq.title;
const START_URL = process.env.E2E_START_URL ?? 'http://127.0.0.1:3000';

after(closeBrowser);

async function open(path: string, language?: string) {
  const context = await newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(FAKE_DEVTOOLS_SCRIPT);
  if (language) {
    await context.addInitScript((lng) => localStorage.setItem('selectedLanguage', lng), language);
  }
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(`${START_URL}${path}`);
  return { page, errors, logs, close: () => context.close() };
}

describe('npm start in a browser', () => {
  for (const [path, heading] of [
    ['/', "Smarter parking for India's busiest places"],
    ['/faq', 'Frequently Asked Questions'],
    ['/joinus', 'Start your journey with us'],
  ] as const) {
    test(`${path} shows the navigation bar, its heading and connects to DevTools`, async () => {
      const { page, errors, close } = await open(path);
      try {
        const nav = page.getByRole('navigation', { name: /main/i });
        await nav.getByRole('link', { name: 'About us' }).waitFor({ timeout: 60_000 });
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const options = await page.evaluate(
          () => (window as unknown as FakeDevToolsWindow).__devtoolsRecording.options,
        );
        assert.equal(options?.name, devToolsOptions.name);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }

  test('the app, not the boot script, runs the hot-reload client', async () => {
    const { page, logs, close } = await open('/aboutus');
    try {
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => document.readyState === 'complete');
      const hot = logs.filter((text) => text.includes('Hot Module Replacement enabled'));
      assert.equal(hot.length, 1, `one hot-reload client, logs: ${logs.join(' | ')}`);
    } finally {
      await close();
    }
  });

  test('a stored language shows the page in that language', async () => {
    const { page, errors, close } = await open('/faq', 'hi');
    try {
      await page
        .getByRole('heading', { level: 1, name: hindiFaqTitle })
        .waitFor({ timeout: 60_000 });
      assert.equal(await page.locator('html').getAttribute('lang'), 'hi');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  test('/faq lists the demo questions from the mock API', async () => {
    const { page, errors, close } = await open('/faq');
    try {
      for (const faq of faqs) {
        await page.getByRole('button', { name: faq.faqQuestion }).waitFor({ timeout: 60_000 });
      }
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
