/**
 * The production build has no Redux DevTools connection: with the extension's hook present
 * (the stand-in of dev/fakeDevTools.ts) the store never calls it, so nothing is recorded.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { FAKE_DEVTOOLS_SCRIPT, type FakeDevToolsWindow } from './dev/fakeDevTools';
import { BASE_URL, closeBrowser, collectConsoleErrors, newContext } from './support';
import { gotoApp } from './settle';

after(closeBrowser);

void describe('Redux DevTools in production', () => {
  void test('the store does not connect, even with the extension installed', async () => {
    const context = await newContext();
    await context.addInitScript(FAKE_DEVTOOLS_SCRIPT);
    const page = await context.newPage();
    const consoleErrors = collectConsoleErrors(page);
    try {
      await gotoApp(page, `${BASE_URL}/faq`);
      await page.getByRole('button', { name: 'Language: English' }).click();
      const recording = await page.evaluate(
        () => (window as unknown as FakeDevToolsWindow).__devtoolsRecording,
      );
      assert.deepEqual(recording, { options: null, actions: [], states: [], whilePast: [] });
      assert.deepEqual(consoleErrors, []);
    } finally {
      await context.close();
    }
  });
});
