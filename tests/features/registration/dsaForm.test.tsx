import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureMultipart,
  failWithNetworkError,
  jpegFile,
  oversizedFile,
  pdfFile,
  pngFile,
  textFile,
  fill,
} from '../../components/form/leadHelpers';
import { captureErrorLog } from '../../pages/queryFailures';
import {
  expectOneSubmission,
  fillDsaText,
  openPartnerForm,
  touch,
  type PartnerForm,
} from './partnerTestUtils';

const PATH = '/dsa&distbtr/personal/create';
const SUCCESS = 'DSA Form Submitted Successfully!';
const FAILURE = 'Error submitting DSA form.';

// Filling a whole partner form keystroke by keystroke takes a few seconds in jsdom.
jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

async function fillValid(opened: PartnerForm) {
  await fillDsaText(opened);
  const { user, text, labelled } = opened;
  await fill(user, text('Alternate Mobile Number'), '7012345678');
  await user.upload(labelled('PAN Card'), pngFile('pan-card.png'));
  await user.upload(labelled('Aadhaar Card'), pdfFile('aadhaar.pdf'));
}

describe('DSA registration (spec sections 5, 7; D14-D16)', () => {
  it.each([
    ['Full Name', '', 'Required'],
    ['Email', '', 'Required'],
    ['Email', 'meera@', 'Invalid email'],
    ['Mobile Number', '', 'Required'],
    ['Mobile Number', '5812345678', 'Invalid mobile number'],
    ['Mobile Number', '98123', 'Invalid mobile number'],
    ['Alternate Mobile Number', '12345', 'Invalid alternate number'],
    ['PAN Number', '', 'Required'],
    ['PAN Number', 'ABCD12345F', 'Invalid PAN'],
    ['Aadhaar Number', '', 'Required'],
    ['Aadhaar Number', '123456789012', 'Invalid Aadhaar number'],
    ['Aadhaar Number', '23456789012', 'Invalid Aadhaar number'],
    ['Address', '', 'Required'],
    ['City', '', 'Required'],
    ['State', '', 'Required'],
    ['Pincode', '', 'Required'],
    ['Pincode', '011004', 'Invalid pincode'],
  ])('%s with "%s" shows "%s" only once it is touched', async (label, value, message) => {
    const { user, text } = await openPartnerForm('DSA');
    const input = text(label);
    if (value) await user.type(input, value);
    expect(input).not.toHaveAttribute('aria-invalid');
    await touch(user, input);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('accepts an empty alternate number (optional)', async () => {
    const { user, text } = await openPartnerForm('DSA');
    await touch(user, text('Alternate Mobile Number'));
    await touch(user, text('Full Name'));
    await waitFor(() => expect(text('Full Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(text('Alternate Mobile Number')).not.toHaveAttribute('aria-invalid');
  });

  it('upper-cases the PAN as it is typed (D16)', async () => {
    const { user, text } = await openPartnerForm('DSA');
    await user.type(text('PAN Number'), 'abcde1234f');
    expect(text('PAN Number')).toHaveValue('ABCDE1234F');
  });

  it('requires date of birth and gender once touched', async () => {
    const { user, dateOfBirth, form } = await openPartnerForm('DSA');
    const { group, day, year } = dateOfBirth();
    act(() => day.focus());
    await user.tab();
    await user.tab();
    expect(year).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(day).toHaveAccessibleDescription('Required'));
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Required'));
    const male = within(form).getByRole('radio', { name: 'Male' });
    expect(male).not.toHaveAttribute('aria-invalid');
    await touch(user, male);
    await waitFor(() => expect(male).toHaveAttribute('aria-invalid', 'true'));
    expect(male).toHaveAccessibleDescription('Required');
  });

  it('checks both documents: required, PDF/JPEG/PNG, at most 5 MB (D15)', async () => {
    const { labelled, form } = await openPartnerForm('DSA');
    const user = userEvent.setup({ applyAccept: false });
    const panCard = labelled('PAN Card');
    expect(panCard).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png');
    await touch(user, panCard);
    await touch(user, labelled('Aadhaar Card'));
    expect(await within(form).findByText('PAN Card is required')).toBeInTheDocument();
    expect(await within(form).findByText('Aadhaar Card is required')).toBeInTheDocument();
    await user.upload(panCard, textFile());
    expect(await within(form).findByText('File must be a PDF, JPEG or PNG')).toBeInTheDocument();
    await user.upload(panCard, oversizedFile('pan.jpg', 'image/jpeg'));
    expect(await within(form).findByText('File must be 5 MB or smaller')).toBeInTheDocument();
    await user.upload(panCard, jpegFile('pan.jpg'));
    await waitFor(() => expect(panCard).not.toHaveAttribute('aria-invalid'));
  });

  it('on an empty submit marks every required field, sends nothing and focuses the first', async () => {
    const captured = captureMultipart(PATH);
    const { user, submit, text, form } = await openPartnerForm('DSA');
    await user.click(submit());
    await waitFor(() => expect(text('Full Name')).toHaveFocus());
    expect(within(form).getAllByText('Required')).toHaveLength(11);
    expect(within(form).getByText('PAN Card is required')).toBeInTheDocument();
    expect(within(form).getByText('Aadhaar Card is required')).toBeInTheDocument();
    expect(text('Alternate Mobile Number')).not.toHaveAttribute('aria-invalid');
    expect(captured.count).toBe(0);
  });

  it('sends the spec fields with the PAN card FILE as panCardFile (D14), then resets', async () => {
    const captured = captureMultipart(PATH);
    const opened = await openPartnerForm('DSA');
    await fillValid(opened);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByRole('alert')).toBeEmptyDOMElement();
    expect(await within(opened.form).findByText(SUCCESS)).toHaveAttribute('role', 'status');
    expect(captured.count).toBe(1);
    expect([...captured.names].sort()).toEqual(
      [
        'mobileNumber',
        'alternateMobileNumber',
        'email',
        'address',
        'state',
        'city',
        'pincode',
        'fullName',
        'gender',
        'dateOfBirth',
        'panNumber',
        'aadhaarNumber',
        'panCardFile',
        'aadhaarCardFile',
      ].sort(),
    );
    expect(captured.fields).toEqual({
      mobileNumber: '9812345678',
      alternateMobileNumber: '7012345678',
      email: 'meera@example.com',
      address: 'Flat 4, Shanti Niwas, FC Road',
      state: 'Maharashtra',
      city: 'Pune',
      pincode: '411004',
      fullName: 'Meera Joshi',
      gender: 'Female',
      dateOfBirth: '1990-05-17',
      panNumber: 'ABCDE1234F',
      aadhaarNumber: '234567890123',
      panCardFile: { name: 'pan-card.png', type: 'image/png' },
      aadhaarCardFile: { name: 'aadhaar.pdf', type: 'application/pdf' },
    });
    expect(opened.text('Full Name')).toHaveValue('');
    expect(within(opened.form).getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(opened.labelled('PAN Card').files).toHaveLength(0);
    expect(opened.labelled('Aadhaar Card').files).toHaveLength(0);
    expect(within(opened.form).queryByText(/Selected file/)).not.toBeInTheDocument();
  });

  it.each([
    ['a 500 answer', () => captureMultipart(PATH, 500)],
    ['no answer', () => failWithNetworkError(PATH)],
  ])('after %s announces the failure and keeps every value (D18, D27)', async (_, answer) => {
    const log = captureErrorLog();
    answer();
    const opened = await openPartnerForm('DSA');
    await fillValid(opened);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText(FAILURE)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(opened.text('Full Name')).toHaveValue('Meera Joshi');
    expect(opened.text('PAN Number')).toHaveValue('ABCDE1234F');
    expect(opened.labelled('PAN Card').files?.[0]?.name).toBe('pan-card.png');
    expect(log).toHaveBeenCalled();
  });

  it('sends once however often the visitor submits while it is under way', async () => {
    await expectOneSubmission('DSA', PATH, fillValid, SUCCESS);
  });
});
