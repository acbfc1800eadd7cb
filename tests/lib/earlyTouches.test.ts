/**
 * Spec section 5: a field the visitor leaves before the app runs is noted by the boot script,
 * so the form can show its error once the app has started (src/lib/earlyTouches.ts).
 */
import { EARLY_TOUCHES_ATTRIBUTE, noteEarlyTouch, takeEarlyTouches } from '@/lib/earlyTouches';
import { APP_RUNNING_ATTRIBUTE } from '@/lib/prefetchMarks';

/** Two forms in a document of their own, as the boot script sees the page before the app runs. */
function page() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.documentElement.addEventListener('focusout', noteEarlyTouch);
  doc.body.innerHTML = `
    <form id="dsa-form"><input name="fullName"><textarea name="address"></textarea>
      <select name="gender"></select><input name="gender" type="radio"><button>Send</button>
    </form>
    <form id="contact-form"><input name="name"></form>
    <form><input name="email"></form>`;
  const control = (selector: string) => doc.querySelector(selector) as HTMLElement;
  const leave = (selector: string) =>
    control(selector).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  return { doc, leave, note: () => doc.documentElement.getAttribute(EARLY_TOUCHES_ATTRIBUTE) };
}

describe('fields left before the app runs', () => {
  it('are noted on <html> by form and name, once each', () => {
    const { leave, note } = page();
    leave('#dsa-form [name=fullName]');
    leave('#dsa-form [name=address]');
    leave('#dsa-form [name=fullName]');
    leave('#dsa-form [type=radio]');
    leave('#contact-form [name=name]');
    expect(note()).toBe('dsa-form/fullName dsa-form/address dsa-form/gender contact-form/name');
  });

  it('leaves out buttons and fields of a form without an id', () => {
    const { leave, note } = page();
    leave('#dsa-form button');
    leave('form:not([id]) input');
    expect(note()).toBeNull();
  });

  it('are no longer noted once the app runs: its forms see their blurs themselves', () => {
    const { doc, leave, note } = page();
    doc.documentElement.setAttribute(APP_RUNNING_ATTRIBUTE, '');
    leave('#dsa-form [name=fullName]');
    expect(note()).toBeNull();
  });

  it('are taken by their own form only, and then forgotten', () => {
    const { doc, leave, note } = page();
    leave('#dsa-form [name=fullName]');
    leave('#contact-form [name=name]');
    leave('#dsa-form [name=address]');
    const dsa = doc.getElementById('dsa-form') as HTMLFormElement;
    expect(takeEarlyTouches(dsa)).toEqual(['fullName', 'address']);
    expect(note()).toBe('contact-form/name');
    expect(takeEarlyTouches(dsa)).toEqual([]);
    takeEarlyTouches(doc.getElementById('contact-form') as HTMLFormElement);
    expect(doc.documentElement.hasAttribute(EARLY_TOUCHES_ATTRIBUTE)).toBe(false);
  });
});
