/**
 * `bench:inp`'s tap (scripts/measure/inp/touch.ts): the finger lands on the middle of the
 * control, brought into view, in an idle moment of the page, and a control that something else
 * covers is refused before any step is timed, as Playwright's own tap would refuse it.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { touchPoint } from '../../scripts/measure/inp/touch';
import { closeBrowser, newContext } from './support';

after(closeBrowser);

/** A phone-sized page holding `body`, with a record of the clicks its buttons receive. */
async function phonePage(body: string): Promise<Page> {
  const context = await newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.setContent(
    `<!doctype html><html><head><meta name="viewport" content="width=device-width"></head><body style="margin:0">${body}</body></html>`,
  );
  await page.evaluate(() => {
    const clicks: string[] = [];
    Object.assign(window, { clicks });
    document.addEventListener('click', (event) => {
      const { pointerType } = event;
      clicks.push(`${(event.target as HTMLElement).id} ${pointerType}`);
    });
  });
  return page;
}

const clicks = (page: Page) =>
  page.evaluate(() => (window as unknown as { clicks: string[] }).clicks);

describe("bench:inp's tap", () => {
  test('touches the middle of a control below the fold, which receives a touch click', async () => {
    const page = await phonePage(
      '<div style="height:2000px"></div><button id="pause" style="width:120px;height:40px">Pause</button>',
    );
    try {
      const { x, y } = await touchPoint(page.getByRole('button', { name: 'Pause' }));
      const box = await page.getByRole('button', { name: 'Pause' }).boundingBox();
      assert.ok(box, 'the button has a box');
      assert.deepEqual({ x, y }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      assert.ok(y > 0 && y < 823, `the middle is in view (${String(y)})`);
      await page.touchscreen.tap(x, y);
      await page.waitForFunction(
        () => (window as unknown as { clicks: string[] }).clicks.length > 0,
      );
      assert.deepEqual(await clicks(page), ['pause touch']);
    } finally {
      await page.context().close();
    }
  });

  test('gives the point once the page is idle again, not while its frames are busy', async () => {
    const page = await phonePage(
      '<button id="pause" style="width:120px;height:40px">Pause</button>',
    );
    try {
      // Thirty frames of 20 ms of script each: no idle moment until they are over. A string:
      // tsx would wrap the inner function's name in a helper the page lacks.
      await page.evaluate(`(() => {
        const state = { framesLeft: 30 };
        window.busy = state;
        const frame = () => {
          const until = performance.now() + 20;
          while (performance.now() < until);
          state.framesLeft -= 1;
          if (state.framesLeft > 0) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      })()`);
      await touchPoint(page.getByRole('button', { name: 'Pause' }));
      const framesLeft = await page.evaluate(
        () => (window as unknown as { busy: { framesLeft: number } }).busy.framesLeft,
      );
      assert.equal(framesLeft, 0);
    } finally {
      await page.context().close();
    }
  });

  test('refuses a control whose middle something else covers, touching nothing', async () => {
    const page = await phonePage(
      '<button id="pause" style="width:120px;height:40px">Pause</button>' +
        '<div id="banner" style="position:fixed;top:0;left:0;width:100%;height:60px;background:#fff"></div>',
    );
    try {
      await assert.rejects(
        touchPoint(page.getByRole('button', { name: 'Pause' })),
        /hits another element/,
      );
      assert.deepEqual(await clicks(page), []);
    } finally {
      await page.context().close();
    }
  });
});
