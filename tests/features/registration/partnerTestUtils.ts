import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderRoute } from '../../utils/renderWithProviders';
import {
  fill,
  holdSubmissions,
  labelledControl,
  textField,
} from '../../components/form/leadHelpers';

/** Opens /joinus with the given role's form on screen and returns ways to reach its fields. */
export async function openPartnerForm(role: 'DSA' | 'Distributor') {
  const view = await renderRoute('/joinus');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  if (role === 'Distributor')
    await view.user.click(screen.getByRole('radio', { name: 'Distributor' }));
  const heading = role === 'DSA' ? 'Personal Information' : 'Business Information';
  // The chosen role's form takes the other's place once the tap has painted.
  const form = await screen.findByRole('form', { name: heading });
  const inForm = within(form);
  return {
    ...view,
    form,
    text: (name: string) => textField(form, name),
    /** Inputs without a role (date, file) by the start of their label. */
    labelled: (label: string) => {
      const input = labelledControl(form, new RegExp(`^${label}`));
      if (!(input instanceof HTMLInputElement)) throw new Error(`"${label}" labels no input`);
      return input;
    },
    /** The DSA date of birth: its group and its day, month and year. */
    dateOfBirth: () => {
      const group = inForm.getByRole('group', { name: 'Date of Birth' });
      const part = (name: string) => within(group).getByRole('textbox', { name });
      return { group, day: part('Day'), month: part('Month'), year: part('Year') };
    },
    submit: () => inForm.getByRole('button', { name: 'Submit Registration' }),
  };
}

export type PartnerForm = Awaited<ReturnType<typeof openPartnerForm>>;

/**
 * Types a date of birth written day/month/year ("17/05/1990") into its three fields, each
 * part into its own field (a part left out stays as it is); then leaves the date.
 */
export async function typeDateOfBirth({ user, dateOfBirth }: PartnerForm, date: string) {
  const fields = dateOfBirth();
  const [day = '', month = '', year = ''] = date.split('/');
  for (const [field, part] of [
    [fields.day, day],
    [fields.month, month],
    [fields.year, year],
  ] as const) {
    await user.clear(field);
    if (part) await user.type(field, part);
  }
}

/** What the date of birth's day, month and year show. */
export function dateOfBirthShown({ dateOfBirth }: PartnerForm): string[] {
  const { day, month, year } = dateOfBirth();
  return [day, month, year].map((field) => (field as HTMLInputElement).value);
}

/** Types a valid DSA registration's text fields, as a visitor would (documents left out). */
export async function fillDsaText(opened: PartnerForm) {
  const { user, text, form } = opened;
  await fill(user, text('Full Name'), 'Meera Joshi');
  await fill(user, text('Email'), 'meera@example.com');
  await fill(user, text('Mobile Number'), '9812345678');
  await typeDateOfBirth(opened, '17/05/1990');
  await user.click(within(form).getByRole('radio', { name: 'Female' }));
  await fill(user, text('PAN Number'), 'abcde1234f');
  await fill(user, text('Aadhaar Number'), '234567890123');
  await fill(user, text('Address'), 'Flat 4, Shanti Niwas, FC Road');
  await fill(user, text('City'), 'Pune');
  await fill(user, text('State'), 'Maharashtra');
  await fill(user, text('Pincode'), '411004');
}

/**
 * The Distributor form's text fields and business type, as Sahyadri Parking Systems fills them
 * (PAN and GSTIN typed in lower case); `mobile` as the visitor types it.
 */
export async function fillDistributorText(
  { user, text, form }: PartnerForm,
  { mobile = '9988776655' } = {},
) {
  await fill(user, text('Business Name'), 'Sahyadri Parking Systems');
  await user.selectOptions(
    within(form).getByRole('combobox', { name: 'Business Type' }),
    'Private Limited',
  );
  await fill(user, text('PAN Number'), 'aaacs1234q');
  await fill(user, text('GST Number'), '27aaacs1234q1z5');
  await fill(user, text('Contact Person Name'), 'Vikram Patil');
  await fill(user, text('Mobile Number'), mobile);
  await fill(user, text('Email'), 'vikram@example.com');
  await fill(user, text('Address'), 'Plot 18, MIDC Bhosari');
  await fill(user, text('City'), 'Pune');
  await fill(user, text('State'), 'Maharashtra');
  await fill(user, text('Pincode'), '411026');
}

/**
 * Focuses the control without choosing anything (a click would pick a radio), optionally
 * types, then leaves it: the field is then "touched".
 */
export async function touch(user: UserEvent, control: HTMLElement, value = '') {
  act(() => control.focus());
  if (value) await user.type(control, value);
  await user.tab();
}

/**
 * Submits a valid form, then tries again by click and by Enter while the first request is
 * held open: the visitor sees one success and the backend receives exactly one request.
 */
export async function expectOneSubmission(
  role: 'DSA' | 'Distributor',
  path: string,
  fillValid: (form: PartnerForm) => Promise<void>,
  success: string,
) {
  const held = holdSubmissions(path);
  const opened = await openPartnerForm(role);
  await fillValid(opened);
  await opened.user.click(opened.submit());
  await waitFor(() => expect(opened.submit()).toBeDisabled());
  await opened.user.click(opened.submit());
  await opened.user.type(opened.text('City'), '{Enter}');
  held.release();
  expect(await within(opened.form).findByText(success)).toBeInTheDocument();
  expect(held.seen.count).toBe(1);
}
