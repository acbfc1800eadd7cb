/**
 * A tap that opens the site's modal dialog on a phone (the Support player, an event photo's
 * overlay): the tap's frame shows the dialog with the focus inside, and the page behind turns
 * inert in a later frame (src/components/Modal.tsx, `openInTwoFrames`; D48). Site search is
 * modal in the tap's frame.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { events } from '@/mocks/fixtures/events';
import { closeBrowser, dialogIsModal, openPage } from './support';

after(closeBrowser);

const PHONE = { width: 390, height: 844, phone: true };

/** Each dialog's opener, and whether its tap's frame already holds the page. */
const DIALOGS = [
  { path: '/support', opener: /^Watch: /, modalAtOnce: false },
  { path: `/events/${events[0]?._id ?? ''}`, opener: /^View larger: /, modalAtOnce: false },
  // Site search: the field takes the first key typed after the button.
  { path: '/aboutus', opener: /^Search$/, modalAtOnce: true },
] as const;

interface DialogFrame {
  shown: boolean;
  modal: boolean;
  focusInside: boolean;
}

/**
 * From now on, the dialog's state at the start of each animation frame that has one, before
 * the frame is painted. A string, not a function: tsx would wrap the inner names in a helper
 * the page lacks.
 */
function recordDialogFrames(page: Page): Promise<void> {
  return page.evaluate(`(() => {
    const frames = [];
    requestAnimationFrame(function look() {
      const dialog = document.querySelector('dialog');
      if (dialog) {
        frames.push({
          shown: dialog.checkVisibility(),
          modal: dialog.matches(':modal'),
          focusInside: dialog.contains(document.activeElement),
        });
      }
      requestAnimationFrame(look);
    });
    window.dialogFrames = frames;
  })()`);
}

function dialogFrames(page: Page): Promise<DialogFrame[]> {
  return page.evaluate(() => (window as unknown as { dialogFrames: DialogFrame[] }).dialogFrames);
}

describe("a modal dialog shows in the tap's frame and holds the page from the next (D48)", () => {
  for (const { path, opener, modalAtOnce } of DIALOGS) {
    const when = modalAtOnce ? 'in it' : 'from the next';
    test(`${path}: shown with the focus inside in the tap's frame, modal ${when}`, async () => {
      const { page, consoleErrors, close } = await openPage(path, PHONE);
      try {
        const button = page.getByRole('button', { name: opener }).first();
        await button.scrollIntoViewIfNeeded();
        await recordDialogFrames(page);
        await button.tap();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await dialogIsModal(page);
        const frames = await dialogFrames(page);
        assert.deepEqual(
          frames[0],
          { shown: true, modal: modalAtOnce, focusInside: true },
          `${path}: the tap's frame`,
        );
        assert.ok(
          frames.every((frame) => frame.focusInside) && frames.some((frame) => frame.modal),
          `${path}: the focus stays inside, and a frame has it modal`,
        );
        // Modal now: the page behind is inert, so focusing one of its controls leaves the focus
        // where it was.
        await page.evaluate(() => {
          document.querySelector<HTMLElement>('main button:not(dialog *)')?.focus();
        });
        assert.equal(
          await dialog.evaluate((element) => element.contains(document.activeElement)),
          true,
          `${path}: the page behind takes no focus`,
        );
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }

  test("/support: Escape pressed in the tap's frame closes the dialog and gives the focus back", async () => {
    const { page, consoleErrors, close } = await openPage('/support', PHONE);
    try {
      const watch = page.getByRole('button', { name: /^Watch: / }).first();
      await watch.scrollIntoViewIfNeeded();
      // At the start of the first frame with the dialog, before it is painted: Escape.
      const pressedWhileShowing = page.evaluate(`new Promise((resolve) => {
        requestAnimationFrame(function look() {
          const dialog = document.querySelector('dialog');
          if (!dialog) return requestAnimationFrame(look);
          const modal = dialog.matches(':modal');
          document.activeElement.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
          );
          resolve(modal);
        });
      })`);
      await watch.tap();
      assert.equal(await pressedWhileShowing, false, 'Escape came before the dialog was modal');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // Two frames on, the step that would have made it modal has not brought it back.
      await page.evaluate(
        'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
      );
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.equal(await watch.evaluate((element) => element === document.activeElement), true);
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
});
