/** The partner forms of /joinus as the end-to-end tests fill them. */
import type { Locator, Page } from 'playwright-core';
import { fillDateOfBirth } from '../../scripts/measure/leadForms';

export { fillDateOfBirth };

export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** What the date of birth's day, month and year show. */
export async function dateOfBirthShown(form: Locator): Promise<string[]> {
  const date = form.getByRole('group', { name: 'Date of Birth' });
  return Promise.all(['Day', 'Month', 'Year'].map((part) => textbox(date, part).inputValue()));
}

/** The DSA form's text fields, radio and date, as Meera Joshi fills them (PAN typed in lower case). */
export async function fillDsaText(form: Locator, email: string): Promise<void> {
  await textbox(form, 'Full Name').fill('Meera Joshi');
  await textbox(form, 'Email').fill(email);
  await textbox(form, 'Mobile Number').fill('9812345678');
  await textbox(form, 'Alternate Mobile Number').fill('7012345678');
  await fillDateOfBirth(form, { day: '17', month: '05', year: '1990' });
  await form.getByRole('radio', { name: 'Female' }).check();
  await textbox(form, 'PAN Number').pressSequentially('abcde1234f');
  await textbox(form, 'Aadhaar Number').fill('234567890123');
  await textbox(form, 'Address').fill('Flat 4, Shanti Niwas, FC Road');
  await textbox(form, 'City').fill('Pune');
  await textbox(form, 'State').fill('Maharashtra');
  await textbox(form, 'Pincode').fill('411004');
}
