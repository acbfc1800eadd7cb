import { HELD_SUBMIT_ATTRIBUTE, holdEarlySubmit, takeHeldSubmit } from '@/lib/heldSubmits';

/** A form in a document of its own, as the boot script sees the page before the app runs. */
function page() {
  const doc = document.implementation.createHTMLDocument('page');
  doc.documentElement.onsubmit = holdEarlySubmit;
  const form = doc.createElement('form');
  form.id = 'dsa-form';
  form.method = 'post';
  doc.body.append(form);
  return { doc, form, mark: () => doc.documentElement.getAttribute(HELD_SUBMIT_ATTRIBUTE) };
}

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('a submit before the app runs (D40)', () => {
  it('is held: the browser does not submit, and the form is named on <html>', () => {
    const { form, mark } = page();
    expect(submit(form).defaultPrevented).toBe(true);
    expect(mark()).toBe('dsa-form');
  });

  it('is left alone once a running form has taken it', () => {
    const { form, mark } = page();
    form.addEventListener('submit', (event) => event.preventDefault());
    submit(form);
    expect(mark()).toBeNull();
  });

  it('is taken over once, by the form it was made in', () => {
    const { doc, form, mark } = page();
    submit(form);
    const other = doc.createElement('form');
    other.id = 'newsletter-form';
    expect(takeHeldSubmit(other)).toBe(false);
    expect(takeHeldSubmit(form)).toBe(true);
    expect(mark()).toBeNull();
    expect(takeHeldSubmit(form)).toBe(false);
  });
});
