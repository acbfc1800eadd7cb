/**
 * The partner forms take numbers and dates as visitors type them (D39, D40) and judge files by
 * their content (D40); what is sent is checked through the request the backend receives.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { latestBirthDate, localIsoDate } from '@/features/registration/dateOfBirth';
import { captureMultipart, fill, pdfFile, pngFile } from '../../components/form/leadHelpers';
import { fillDistributorText, openPartnerForm, touch, type PartnerForm } from './partnerTestUtils';

jest.setTimeout(20_000);

const DSA_PATH = '/dsa&distbtr/personal/create';
const DISTRIBUTOR_PATH = '/dsa&distbtr/business/create';

interface Typed {
  mobile: string;
  altMobile: string;
  aadhaar: string;
  dob: string;
}

async function fillDsa({ user, text, labelled, form }: PartnerForm, typed: Typed) {
  await fill(user, text('Full Name'), 'Meera Joshi');
  await fill(user, text('Email'), 'meera@example.com');
  await fill(user, text('Mobile Number'), typed.mobile);
  await fill(user, text('Alternate Mobile Number'), typed.altMobile);
  await user.type(labelled('Date of Birth'), typed.dob);
  await user.click(within(form).getByRole('radio', { name: 'Female' }));
  await fill(user, text('PAN Number'), 'ABCDE1234F');
  await fill(user, text('Aadhaar Number'), typed.aadhaar);
  await fill(user, text('Address'), 'Flat 4, Shanti Niwas, FC Road');
  await fill(user, text('City'), 'Pune');
  await fill(user, text('State'), 'Maharashtra');
  await fill(user, text('Pincode'), '411004');
  await user.upload(labelled('PAN Card'), pngFile('pan-card.png'));
}

/** A date `years` years and `days` days before today, as a date input writes it. */
function before(years: number, days = 0): string {
  const day = new Date();
  day.setDate(day.getDate() - days);
  day.setFullYear(day.getFullYear() - years);
  return localIsoDate(day);
}

describe('DSA: numbers as typed (D40)', () => {
  it('sends the bare digits of "+91", "91", spaced and bracketed numbers and a spaced Aadhaar', async () => {
    const captured = captureMultipart(DSA_PATH);
    const opened = await openPartnerForm('DSA');
    await fillDsa(opened, {
      mobile: '(+91) 98123 45678',
      altMobile: '91 70123-45678',
      aadhaar: '2345 6789 0123',
      dob: '1990-05-17',
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

describe('DSA: date of birth (D39)', () => {
  it('limits the date input to 1900 and to an 18-year-old today', async () => {
    const { labelled } = await openPartnerForm('DSA');
    expect(labelled('Date of Birth')).toHaveAttribute('min', '1900-01-01');
    expect(labelled('Date of Birth')).toHaveAttribute('max', latestBirthDate(new Date()));
  });

  it.each([
    ['a date in the future', '2099-01-01', 'Enter a valid date of birth'],
    ['a date before 1900', '1899-12-31', 'Enter a valid date of birth'],
    ['a 10-year-old', before(10), 'You must be at least 18 years old'],
    ['someone 18 tomorrow', before(18, -1), 'You must be at least 18 years old'],
  ])('refuses %s (%s) with "%s" and sends nothing', async (_what, dob, message) => {
    const captured = captureMultipart(DSA_PATH);
    const opened = await openPartnerForm('DSA');
    await fillDsa(opened, { mobile: '9812345678', altMobile: '', aadhaar: '234567890123', dob });
    await opened.user.upload(opened.labelled('Aadhaar Card'), pdfFile('aadhaar.pdf'));
    await opened.user.click(opened.submit());
    await waitFor(() =>
      expect(opened.labelled('Date of Birth')).toHaveAccessibleDescription(message),
    );
    // After the errors' paint (E9).
    await waitFor(() => expect(opened.labelled('Date of Birth')).toHaveFocus());
    expect(captured.count).toBe(0);
  });

  it('accepts a partner who is 18 today', async () => {
    const { user, labelled } = await openPartnerForm('DSA');
    await touch(user, labelled('Date of Birth'), before(18));
    await waitFor(() => expect(labelled('Date of Birth')).not.toHaveAttribute('aria-invalid'));
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
