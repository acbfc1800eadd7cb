/**
 * The partner forms take numbers and dates as visitors type them (D39, D40) and judge files by
 * their content (D40); what is sent is checked through the request the backend receives.
 */
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureMultipart, fill, pdfFile, pngFile } from '../../components/form/leadHelpers';
import {
  dateOfBirthShown,
  fillDistributorText,
  openPartnerForm,
  touch,
  typeDateOfBirth,
  type PartnerForm,
} from './partnerTestUtils';

jest.setTimeout(20_000);

const DSA_PATH = '/dsa&distbtr/personal/create';
const DISTRIBUTOR_PATH = '/dsa&distbtr/business/create';

interface Typed {
  mobile: string;
  altMobile: string;
  aadhaar: string;
  /** Day/month/year, each part typed into its own field. */
  dob: string;
}

async function fillDsa(opened: PartnerForm, typed: Typed) {
  const { user, text, labelled, form } = opened;
  await fill(user, text('Full Name'), 'Meera Joshi');
  await fill(user, text('Email'), 'meera@example.com');
  await fill(user, text('Mobile Number'), typed.mobile);
  await fill(user, text('Alternate Mobile Number'), typed.altMobile);
  await typeDateOfBirth(opened, typed.dob);
  await user.click(within(form).getByRole('radio', { name: 'Female' }));
  await fill(user, text('PAN Number'), 'ABCDE1234F');
  await fill(user, text('Aadhaar Number'), typed.aadhaar);
  await fill(user, text('Address'), 'Flat 4, Shanti Niwas, FC Road');
  await fill(user, text('City'), 'Pune');
  await fill(user, text('State'), 'Maharashtra');
  await fill(user, text('Pincode'), '411004');
  await user.upload(labelled('PAN Card'), pngFile('pan-card.png'));
}

/** A date `years` years and `days` days before today, as a visitor types it: day/month/year. */
function before(years: number, days = 0): string {
  const day = new Date();
  day.setDate(day.getDate() - days);
  day.setFullYear(day.getFullYear() - years);
  return `${String(day.getDate())}/${String(day.getMonth() + 1)}/${String(day.getFullYear())}`;
}

describe('DSA: numbers as typed (D40)', () => {
  it('sends the bare digits of "+91", "91", spaced and bracketed numbers and a spaced Aadhaar, and a date typed 7/5/1990 as 1990-05-07', async () => {
    const captured = captureMultipart(DSA_PATH);
    const opened = await openPartnerForm('DSA');
    await fillDsa(opened, {
      mobile: '(+91) 98123 45678',
      altMobile: '91 70123-45678',
      aadhaar: '2345 6789 0123',
      dob: '7/5/1990',
    });
    // A real PDF whose picker reported no type (some Android pickers do).
    const untyped = new File([await pdfFile().arrayBuffer()], 'aadhaar.pdf', { type: '' });
    // The picker itself gave the file, so no accept filter applies to it.
    await userEvent.setup({ applyAccept: false }).upload(opened.labelled('Aadhaar Card'), untyped);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText('DSA Form Submitted Successfully!')).toBeVisible();
    expect(captured.fields).toMatchObject({
      mobileNumber: '9812345678',
      alternateMobileNumber: '7012345678',
      aadhaarNumber: '234567890123',
      // Day, month and year typed as a visitor types them, sent as today (E7).
      dateOfBirth: '1990-05-07',
      aadhaarCardFile: { name: 'aadhaar.pdf' },
    });
  });

  it.each([
    ['Mobile Number', '+91 58123 45678', 'Invalid mobile number'],
    ['Mobile Number', '+91 98123', 'Invalid mobile number'],
    ['Alternate Mobile Number', '0 12345', 'Invalid alternate number'],
    ['Aadhaar Number', '1234 5678 9012', 'Invalid Aadhaar number'],
    ['Aadhaar Number', '2345-6789-0123', 'Invalid Aadhaar number'],
  ])('%s typed as "%s" still shows "%s"', async (label, value, message) => {
    const { user, text } = await openPartnerForm('DSA');
    await touch(user, text(label), value);
    await waitFor(() =>
      expect(text(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
  });
});

describe('Distributor: numbers as typed (D40)', () => {
  it('sends the bare digits of a hyphenated +91 number', async () => {
    const captured = captureMultipart(DISTRIBUTOR_PATH);
    const opened = await openPartnerForm('Distributor');
    const { user, labelled, form, submit } = opened;
    await fillDistributorText(opened, { mobile: '+91-99887-76655' });
    await user.upload(labelled('PAN Card'), pdfFile('company-pan.pdf'));
    await user.click(submit());
    expect(await within(form).findByText('Distributor Form Submitted Successfully!')).toBeVisible();
    expect(captured.fields).toMatchObject({ mobileNumber: '9988776655' });
  });
});

describe('DSA: date of birth, day, month and year (D39, E7)', () => {
  it('asks for the day, the month and the year in that order, as numbers the browser never keeps (D42)', async () => {
    const { form, dateOfBirth } = await openPartnerForm('DSA');
    const { group, day, month, year } = dateOfBirth();
    expect(group).toHaveAccessibleDescription('Digits only, for example 15 08 1990');
    expect(within(group).getAllByRole('textbox')).toEqual([day, month, year]);
    for (const part of [day, month, year]) {
      expect(part).toHaveAttribute('inputmode', 'numeric');
      expect(part).toHaveAttribute('autocomplete', 'off');
      expect(part).toBeRequired();
    }
    expect(form.querySelector('input[type="date"]')).toBeNull();
  });

  it.each([
    ['a date in the future', '01/01/2099', 'Enter a valid date of birth'],
    ['a date before 1900', '31/12/1899', 'Enter a valid date of birth'],
    ['a day the month lacks', '31/02/1990', 'Enter a valid date of birth'],
    ['a date without its year', '17/05/', 'Enter a valid date of birth'],
    ['a two-digit year', '17/05/90', 'Enter a valid date of birth'],
    ['a 10-year-old', before(10), 'You must be at least 18 years old'],
    ['someone 18 tomorrow', before(18, -1), 'You must be at least 18 years old'],
  ])('refuses %s (%s) with "%s" and sends nothing', async (_what, dob, message) => {
    const captured = captureMultipart(DSA_PATH);
    const opened = await openPartnerForm('DSA');
    await fillDsa(opened, { mobile: '9812345678', altMobile: '', aadhaar: '234567890123', dob });
    await opened.user.upload(opened.labelled('Aadhaar Card'), pdfFile('aadhaar.pdf'));
    await opened.user.click(opened.submit());
    const { group, day } = opened.dateOfBirth();
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    // Focus lands on the day after the errors' paint (E9), and the day reads the error too.
    await waitFor(() => expect(day).toHaveFocus());
    expect(day).toHaveAccessibleDescription(message);
    expect(captured.count).toBe(0);
  });

  it('accepts a partner who is 18 today', async () => {
    const opened = await openPartnerForm('DSA');
    await typeDateOfBirth(opened, before(18));
    await opened.user.tab();
    await waitFor(() =>
      expect(opened.dateOfBirth().group).toHaveAccessibleDescription(
        'Digits only, for example 15 08 1990',
      ),
    );
    expect(opened.dateOfBirth().day).not.toHaveAttribute('aria-invalid');
  });

  it('moving from the day to the month is not leaving the date: its error waits for the year', async () => {
    const opened = await openPartnerForm('DSA');
    const { user } = opened;
    const { group, day, month, year } = opened.dateOfBirth();
    await user.type(day, '17');
    await user.tab();
    expect(month).toHaveFocus();
    await user.type(month, '5');
    await user.tab();
    expect(year).toHaveFocus();
    expect(group).not.toHaveAccessibleDescription(expect.stringContaining('Enter a valid'));
    expect(day).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription(
        expect.stringContaining('Enter a valid date of birth') as string,
      ),
    );
  });

  it('keeps only digits in each field, and spreads a whole date pasted into the day', async () => {
    const opened = await openPartnerForm('DSA');
    const { user } = opened;
    const { day, year } = opened.dateOfBirth();
    await user.type(year, '19a9/0');
    expect(year).toHaveValue('1990');
    await user.clear(year);
    act(() => day.focus());
    await user.paste('17.05.1990');
    expect(dateOfBirthShown(opened)).toEqual(['17', '05', '1990']);
  });
});

describe('DSA documents by content (D40)', () => {
  it('refuses a renamed program and an empty file, each with its message', async () => {
    const { labelled, form } = await openPartnerForm('DSA');
    const user = userEvent.setup({ applyAccept: false });
    const panCard = labelled('PAN Card');
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'pan.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(panCard, program);
    expect(await within(form).findByText('File must be a PDF, JPEG or PNG')).toBeInTheDocument();
    // Replacing a refused file: the new file's message, not the old one's arriving late.
    await user.upload(panCard, new File([], 'pan.png', { type: 'image/png' }));
    expect(await within(form).findByText('The file is empty')).toBeInTheDocument();
    await user.upload(panCard, pngFile('pan.png'));
    await waitFor(() => expect(panCard).not.toHaveAttribute('aria-invalid'));
  });
});
