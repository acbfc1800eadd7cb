/**
 * Spec section 5: errors show under a field once it is touched. A field the visitor left before
 * the app ran (noted on <html> by the boot script, src/lib/earlyTouches.ts) counts as touched
 * once the form runs, as a value typed then is taken in (D40).
 */
import { screen, within } from '@testing-library/react';
import { EARLY_TOUCHES_ATTRIBUTE } from '@/lib/earlyTouches';
import { renderRoute } from '../../utils/renderWithProviders';

const html = document.documentElement;
afterEach(() => html.removeAttribute(EARLY_TOUCHES_ATTRIBUTE));

async function openContactForm() {
  const view = await renderRoute('/contact');
  const form = await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
  return { ...view, form };
}

describe('a field left before the app ran', () => {
  it('shows its error once the form runs; fields not left show none', async () => {
    html.setAttribute(EARLY_TOUCHES_ATTRIBUTE, 'contact-form/name contact-form/email dsa-form/pan');
    const { form } = await openContactForm();
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(form).queryByText('Contact number is required')).not.toBeInTheDocument();
    expect(within(form).queryByText('Message is required')).not.toBeInTheDocument();
    // Another form's field is left for that form.
    expect(html).toHaveAttribute(EARLY_TOUCHES_ATTRIBUTE, 'dsa-form/pan');
  });

  it('is forgotten when its form leaves the page, so a form that comes back starts untouched', async () => {
    const { form, unmount } = await openContactForm();
    html.setAttribute(EARLY_TOUCHES_ATTRIBUTE, 'contact-form/message');
    expect(within(form).queryByText('Message is required')).not.toBeInTheDocument();
    unmount();
    expect(html).not.toHaveAttribute(EARLY_TOUCHES_ATTRIBUTE);
  });
});
