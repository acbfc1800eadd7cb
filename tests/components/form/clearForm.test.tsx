/**
 * D42: every lead form has a "Clear form" control that empties the form, files included, and
 * its draft. It asks first, so a stray press clears nothing; it is no submit button; focus and
 * the form's draft note tell the visitor what happened.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../utils/renderWithProviders';
import {
  dateOfBirthShown,
  fillDsaText,
  openPartnerForm,
  type PartnerForm,
} from '../../features/registration/partnerTestUtils';
import { captureErrorLog } from '../../pages/queryFailures';
import {
  failWithNetworkError,
  fill,
  holdSubmissions,
  pdfFile,
  pngFile,
  textField,
} from './leadHelpers';

const DSA_PATH = '/dsa&distbtr/personal/create';
const CLEARED = 'Form cleared. Nothing you entered is kept in this browser.';
const QUESTION = 'Remove everything you entered in this form?';

jest.setTimeout(30_000);

/** The drafts the tab holds. */
const drafts = () =>
  Array.from({ length: window.sessionStorage.length }, (_, index) =>
    window.sessionStorage.key(index),
  ).filter((key) => key?.startsWith('leadDraft:'));

async function fillValidDsa(opened: PartnerForm) {
  await fillDsaText(opened);
  await opened.user.upload(opened.labelled('PAN Card'), pngFile('pan-card.png'));
  await opened.user.upload(opened.labelled('Aadhaar Card'), pdfFile('aadhaar.pdf'));
}

/** Presses "Clear form", then the confirmation's answer. */
async function clearForm(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  form: HTMLElement,
  answer: 'Yes, clear the form' | 'No, keep my entries' = 'Yes, clear the form',
) {
  await user.click(within(form).getByRole('button', { name: 'Clear form' }));
  const confirmation = within(form).getByRole('group', { name: QUESTION });
  await user.click(within(confirmation).getByRole('button', { name: answer }));
}

describe.each([
  ['/contact', 'Send us a message', 'Name', 'Message'],
  ['/form', 'Job Application Form', 'Full Name', 'Address'],
])('Clear form on %s', (route, formName, first, other) => {
  it('empties the form and its draft, moves focus to the first field and says so', async () => {
    const { user } = await renderRoute(route);
    const form = await screen.findByRole('form', { name: formName }, { timeout: 5000 });
    const field = (name: string) => textField(form, name);
    await fill(user, field(first), 'Asha Rao');
    await fill(user, field(other), 'Kept until cleared');
    await waitFor(() => expect(drafts()).toHaveLength(1));

    await clearForm(user, form);
    expect(field(first)).toHaveValue('');
    expect(field(other)).toHaveValue('');
    expect(drafts()).toEqual([]);
    expect(field(first)).toHaveFocus();
    expect(within(form).getByText(CLEARED)).toHaveAttribute('aria-live', 'polite');
    // Cleared, not checked: no field shows an error.
    expect(form.querySelector('[aria-invalid="true"]')).toBeNull();
  });
});

describe('Clear form on the partner forms', () => {
  it('asks first: "No" keeps every entry and returns focus to the button', async () => {
    const opened = await openPartnerForm('DSA');
    await fillDsaText(opened);
    // The draft is written once typing pauses (D46); "No" must leave it where it was.
    await waitFor(() => expect(drafts()).toHaveLength(1));
    const button = within(opened.form).getByRole('button', { name: 'Clear form' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await opened.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const confirmation = within(opened.form).getByRole('group', { name: QUESTION });
    expect(confirmation).toBeVisible();
    expect(button).toHaveAttribute('aria-controls', confirmation.id);

    await opened.user.click(
      within(confirmation).getByRole('button', { name: 'No, keep my entries' }),
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(opened.form).queryByRole('group', { name: QUESTION })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(opened.text('Full Name')).toHaveValue('Meera Joshi');
    expect(opened.text('PAN Number')).toHaveValue('ABCDE1234F');
    expect(drafts()).toHaveLength(1);
  });

  it('"Yes" empties text, choices and files, and nothing comes back on the next visit', async () => {
    const first = await openPartnerForm('DSA');
    await fillDsaText(first);
    await first.user.upload(first.labelled('PAN Card'), pngFile('pan-card.png'));
    await clearForm(first.user, first.form);
    expect(first.text('Full Name')).toHaveValue('');
    expect(first.text('Aadhaar Number')).toHaveValue('');
    expect(dateOfBirthShown(first)).toEqual(['', '', '']);
    expect(within(first.form).getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(first.labelled('PAN Card').files).toHaveLength(0);
    expect(first.text('Full Name')).toHaveFocus();
    expect(within(first.form).getByText(CLEARED)).toBeInTheDocument();
    expect(drafts()).toEqual([]);
    first.unmount();

    const again = await openPartnerForm('DSA');
    expect(again.text('Full Name')).toHaveValue('');
    expect(within(again.form).queryByText(/^We restored/)).not.toBeInTheDocument();
    expect(within(again.form).queryByText(CLEARED)).not.toBeInTheDocument();
  });

  it('clears a restored draft, its note included', async () => {
    const first = await openPartnerForm('Distributor');
    await fill(first.user, first.text('Business Name'), 'Shree Parking Solutions');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    first.unmount();

    const again = await openPartnerForm('Distributor');
    await waitFor(() => expect(again.text('Business Name')).toHaveValue('Shree Parking Solutions'));
    expect(within(again.form).getByText(/^We restored/)).toBeInTheDocument();
    await clearForm(again.user, again.form);
    expect(again.text('Business Name')).toHaveValue('');
    expect(within(again.form).queryByText(/^We restored/)).not.toBeInTheDocument();
    expect(within(again.form).getByText(CLEARED)).toBeInTheDocument();
    expect(drafts()).toEqual([]);
  });

  it('after a send without an answer, an emptied form no longer says its entries are kept', async () => {
    captureErrorLog();
    failWithNetworkError(DSA_PATH);
    const opened = await openPartnerForm('DSA');
    await fillValidDsa(opened);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText('Error submitting DSA form.')).toBeInTheDocument();
    expect(within(opened.form).getByText(/^No answer came/)).toBeInTheDocument();

    await clearForm(opened.user, opened.form);
    expect(within(opened.form).getByRole('alert')).toBeEmptyDOMElement();
    expect(within(opened.form).queryByText(/^No answer came/)).not.toBeInTheDocument();
    expect(within(opened.form).queryByText('Required')).not.toBeInTheDocument();
  });

  it('cannot clear while the registration is being sent', async () => {
    const held = holdSubmissions(DSA_PATH);
    const opened = await openPartnerForm('DSA');
    await fillValidDsa(opened);
    await opened.user.click(opened.submit());
    await waitFor(() => expect(opened.submit()).toBeDisabled());
    expect(within(opened.form).getByRole('button', { name: 'Clear form' })).toBeDisabled();
    act(() => held.release());
    expect(
      await within(opened.form).findByText('DSA Form Submitted Successfully!'),
    ).toBeInTheDocument();
  });
});
