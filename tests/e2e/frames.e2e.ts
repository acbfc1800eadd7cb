/**
 * The harness's check that a tab draws (support.ts, `drawsFrames`), which openPage runs before
 * a test acts on a page: it must tell a page that draws from one whose frames do not come. And
 * `inDrawingTab`, which runs a test once more only where a step timed out in a tab that drew
 * nothing.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { errors } from 'playwright-core';
import { BASE_URL, closeBrowser, drawsFrames, inDrawingTab, newContext } from './support';

after(closeBrowser);

void describe('a tab that draws nothing', () => {
  test('is told from one that draws, and drawing again is seen', async () => {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/faq`, { waitUntil: 'load' });
      assert.equal(await drawsFrames(page), true, 'a loaded page draws');
      // The main thread held for 3 s: no frame can come within 1 s.
      await page.evaluate(
        'setTimeout(() => { const end = performance.now() + 3000; while (performance.now() < end); })',
      );
      assert.equal(await drawsFrames(page, 1_000), false, 'a page that cannot draw');
      assert.equal(await drawsFrames(page), true, 'it draws again once its thread is free');
    } finally {
      await context.close();
    }
  });
});

/** The main thread held for `ms` from its next task: no frame comes and no step finishes. */
const HOLD = (ms: number) =>
  `setTimeout(() => { const end = performance.now() + ${String(ms)}; while (performance.now() < end); })`;

void describe('a test whose tab stops drawing', () => {
  /** Opens /faq in a new context, counting the tabs opened. */
  function opener() {
    const opened = { count: 0 };
    const open = async () => {
      opened.count += 1;
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/faq`, { waitUntil: 'load' });
      return { page, close: () => context.close() };
    };
    return { opened, open };
  }
  const heading = { name: 'Frequently Asked Questions', level: 1 } as const;

  test('runs once more, in a new tab, when a step timed out and the tab drew nothing', async () => {
    const { opened, open } = opener();
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warned.push(message);
    try {
      await inDrawingTab(
        open,
        async ({ page }) => {
          // The first tab held past the step's second and the frames' check; the second free,
          // with the time a new tab needs on a busy machine.
          const first = opened.count === 1;
          if (first) await page.evaluate(HOLD(4_000));
          await page.getByRole('heading', heading).click({ timeout: first ? 1_000 : 15_000 });
        },
        { framesWithinMs: 1_000 },
      );
    } finally {
      console.warn = warn;
    }
    assert.equal(opened.count, 2);
    assert.equal(warned.length, 1);
    assert.match(warned[0] ?? '', /the tab drew no frame within 1000 ms: locator\.click: Timeout/);
  });

  test('fails at once when a step timed out in a tab that draws, or failed another way', async () => {
    const timedOut = opener();
    await assert.rejects(
      inDrawingTab(timedOut.open, async ({ page }) => {
        await page.getByRole('button', { name: 'No such control' }).click({ timeout: 500 });
      }),
      errors.TimeoutError,
    );
    assert.equal(timedOut.opened.count, 1);

    const failed = opener();
    await assert.rejects(
      inDrawingTab(failed.open, async ({ page }) => {
        await page.evaluate(HOLD(3_000));
        assert.equal(await page.title(), 'not the page title');
      }),
      assert.AssertionError,
    );
    assert.equal(failed.opened.count, 1);
  });
});
