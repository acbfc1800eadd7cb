/**
 * Filling the Join us forms as a partner would, for the benchmarks that need a filled form
 * (`bench:leads` submits it over slow uplinks, `bench:inp` switches the role on it).
 */
import type { Locator } from 'playwright-core';

export const textbox = (form: Locator, name: string) =>
  form.getByRole('textbox', { name, exact: true });

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The DSA form's date of birth, typed as a visitor types it: day, month, year (E7). */
export async function fillDateOfBirth(form: Locator, { day, month, year }: DateParts) {
  const date = form.getByRole('group', { name: 'Date of Birth' });
  await textbox(date, 'Day').fill(day);
  await textbox(date, 'Month').fill(month);
  await textbox(date, 'Year').fill(year);
}

/** The DSA form's personal fields (its documents apart). */
export async function fillDsa(form: Locator, email: string) {
  await textbox(form, 'Full Name').fill('Meera Joshi');
  await textbox(form, 'Email').fill(email);
  await textbox(form, 'Mobile Number').fill('9812345678');
  await fillDateOfBirth(form, { day: '17', month: '05', year: '1990' });
  await form.getByRole('radio', { name: 'Female' }).check();
  await textbox(form, 'PAN Number').fill('ABCDE1234F');
  await textbox(form, 'Aadhaar Number').fill('234567890123');
}

/** The Distributor form's business fields (its documents apart). */
export async function fillDistributor(form: Locator, email: string) {
  await textbox(form, 'Business Name').fill('Sahyadri Parking Systems');
  await form.getByRole('combobox', { name: 'Business Type' }).selectOption('Private Limited');
  await textbox(form, 'PAN Number').fill('AAACS1234Q');
  await textbox(form, 'GST Number').fill('27AAACS1234Q1Z5');
  await textbox(form, 'Contact Person Name').fill('Vikram Patil');
  await textbox(form, 'Mobile Number').fill('9988776655');
  await textbox(form, 'Email').fill(email);
}

/** The address fields both forms share. */
export async function fillAddress(form: Locator) {
  await textbox(form, 'Address').fill('Plot 18, MIDC Bhosari');
  await textbox(form, 'City').fill('Pune');
  await textbox(form, 'State').fill('Maharashtra');
  await textbox(form, 'Pincode').fill('411026');
}
