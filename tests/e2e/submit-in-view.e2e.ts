/**
 * A submit with errors on a phone, pressed where a visitor presses it: at the foot of the form.
 * The errors of the fields on screen show in the frame that answers the tap; those of the
 * fields scrolled out of view follow in a later frame, before the focus moves to the first of
 * them (D48: the tap's frame renders what the visitor can see).
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from './support';

after(closeBrowser);

const PHONE = { width: 390, height: 844 };

const FORMS = [
  { path: '/joinus', button: 'Submit Registration' },
  { path: '/contact', button: 'Send Message' },
] as const;

/** The names of the form's controls on screen now. */
function namesInView(page: Page, formId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const form = document.getElementById(id);
    const names = [...(form?.querySelectorAll<HTMLElement>('[name]') ?? [])]
      .filter((control) => {
        const { top, bottom } = control.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      })
      .map((control) => control.getAttribute('name') ?? '');
    return [...new Set(names)];
  }, formId);
}

/**
 * From now on, the animation frame in which each control of the form first turned invalid,
 * by name: a frame counter kept by requestAnimationFrame, read when the change is observed.
 * A string, not a function: tsx would wrap the inner names in a helper the page lacks.
 */
function recordErrorFrames(page: Page, formId: string): Promise<void> {
  return page.evaluate(`(() => {
    const frames = {};
    let frame = 0;
    requestAnimationFrame(function count() {
      frame += 1;
      requestAnimationFrame(count);
    });
    new MutationObserver((records) => {
      for (const { target } of records) {
        const name = target.getAttribute('name');
        if (name && target.getAttribute('aria-invalid') === 'true' && !(name in frames)) {
          frames[name] = frame;
        }
      }
    }).observe(document.getElementById(${JSON.stringify(formId)}), {
      subtree: true,
      attributeFilter: ['aria-invalid'],
    });
    window.errorFrames = frames;
  })()`);
}

/** Once the focus is on an invalid control: the frames recorded and the focused control. */
async function afterFocus(page: Page, formId: string) {
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  return page.evaluate(
    (id) => ({
      frames: (window as unknown as { errorFrames: Record<string, number> }).errorFrames,
      focused: document.activeElement?.getAttribute('name') ?? '',
      firstInvalid:
        document.querySelector(`#${id} [aria-invalid="true"]`)?.getAttribute('name') ?? '',
    }),
    formId,
  );
}

describe('a submit with errors shows the errors on screen first (D48)', () => {
  for (const { path, button } of FORMS) {
    test(`${path}: the fields in view show their errors in the tap's frame, the rest after`, async () => {
      const { page, consoleErrors, close } = await openPage(path, PHONE);
      try {
        const submit = page.getByRole('button', { name: button });
        await submit.scrollIntoViewIfNeeded();
        const formId = await submit.evaluate((element) => (element as HTMLButtonElement).form?.id);
        assert.ok(formId, `${path}: the submit button belongs to a form`);
        const inView = await namesInView(page, formId);
        await recordErrorFrames(page, formId);
        await submit.click();
        const { frames, focused, firstInvalid } = await afterFocus(page, formId);

        const first = Math.min(...Object.values(frames));
        const shownFirst = Object.keys(frames).filter((name) => frames[name] === first);
        const onScreen = Object.keys(frames).filter((name) => inView.includes(name));
        const offScreen = Object.keys(frames).filter((name) => !inView.includes(name));
        assert.ok(onScreen.length > 0, `${path}: a failing field is on screen at the tap`);
        assert.ok(offScreen.length > 0, `${path}: a failing field is off screen at the tap`);
        assert.deepEqual(shownFirst.sort(), onScreen.sort(), `${path}: the tap's frame`);
        for (const name of offScreen) {
          assert.ok((frames[name] ?? 0) > first, `${path}: ${name} shows after the tap's frame`);
        }
        assert.equal(focused, firstInvalid, `${path}: the focus is on the first invalid field`);
        assert.ok(offScreen.includes(focused), `${path}: the first invalid field was off screen`);
        assert.deepEqual(consoleErrors, []);
      } finally {
        await close();
      }
    });
  }
});
