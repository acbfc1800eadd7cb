import { screen, waitFor, within } from '@testing-library/react';
import { commits } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';
import { fill } from '../../components/form/leadHelpers';
import { KEY_PRESS_PARTS, keyPressRenders } from '../../components/form/keyRenders';

// D46: a key press in a lead form renders the field typed into, not the form around it.
describe('/contact form render scope', () => {
  async function openForm() {
    const view = await renderRoute('/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
    return { ...view, field: (name: string) => within(form).getByRole('textbox', { name }) };
  }

  it('a key press renders only its field, not the other fields, the form or the page', async () => {
    const { user, field } = await openForm();
    await fill(user, field('Email'), 'asha@example.com');
    const name = field('Name');
    const rendered = await keyPressRenders(user, name, 'A');
    expect(name).toHaveValue('A');
    expect(rendered.filter((part) => !KEY_PRESS_PARTS.includes(part))).toEqual(['TextField']);
  });

  it('a key that clears a shown error renders that field, with its error gone', async () => {
    const { user, field } = await openForm();
    const contact = field('Contact Number');
    await fill(user, contact, '987654321');
    await user.tab();
    expect(await screen.findByText('Contact number must be exactly 10 digits')).toBeVisible();
    const rendered = await keyPressRenders(user, contact, '0');
    expect(screen.queryByText('Contact number must be exactly 10 digits')).not.toBeInTheDocument();
    expect(contact).not.toHaveAttribute('aria-invalid');
    const others = rendered.filter((part) => !KEY_PRESS_PARTS.includes(part));
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((part) => part === 'TextField')).toBe(true);
  });

  // D48, E9: a failed submit is one change of Formik's state (Formik's own submit made two
  // commits of it before the errors showed), its errors one commit, each field rendered once.
  // jsdom lays nothing out, so no field is in view: the split of a submit into the fields on
  // screen and the rest is a real browser's, tested in tests/e2e/submit-in-view.e2e.ts.
  it('a submit with errors changes the form once and renders each field once, then focuses the first', async () => {
    const { user, field } = await openForm();
    const fields = ['Name', 'Email', 'Contact Number', 'Message'].map(field);
    const recorded = await commits(async () => {
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await waitFor(() => expect(fields[0]).toHaveFocus());
    });
    for (const control of fields) expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(recorded.filter((names) => names.includes('Formik'))).toHaveLength(1);
    // Every field's label, control and error line is its FieldShell.
    const withFields = recorded.filter((names) => names.includes('FieldShell'));
    expect(withFields).toHaveLength(1);
    expect(withFields.flat().filter((name) => name === 'FieldShell')).toHaveLength(fields.length);
  });
});
