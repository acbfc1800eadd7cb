import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureMultipart,
  failWithNetworkError,
  fill,
  jpegFile,
  pdfFile,
  pngFile,
  textFile,
} from '../../components/form/leadHelpers';
import { captureErrorLog } from '../../pages/queryFailures';
import {
  expectOneSubmission,
  fillDistributorText,
  openPartnerForm,
  touch,
  type PartnerForm,
} from './partnerTestUtils';

const PATH = '/dsa&distbtr/business/create';
const SUCCESS = 'Distributor Form Submitted Successfully!';
const FAILURE = 'Error submitting Distributor form.';

// Filling a whole partner form takes a few seconds in jsdom.
jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const businessType = (form: HTMLElement) =>
  within(form).getByRole('combobox', { name: 'Business Type' });

async function fillValid(opened: PartnerForm) {
  await fillDistributorText(opened);
  await opened.user.upload(opened.labelled('PAN Card'), pdfFile('company-pan.pdf'));
}

const REQUIRED_PARTS = {
  mobileNumber: '9988776655',
  alternateMobileNumber: '',
  email: 'vikram@example.com',
  address: 'Plot 18, MIDC Bhosari',
  state: 'Maharashtra',
  city: 'Pune',
  pincode: '411026',
  businessName: 'Sahyadri Parking Systems',
  typeOfBusiness: 'Private Limited',
  gstNumber: '27AAACS1234Q1Z5',
  companyRegistrationNumber: '',
  contactPersonName: 'Vikram Patil',
  // Not in the spec's Distributor payload; kept so the typed PAN is not lost (D14).
  panNumber: 'AAACS1234Q',
  panCardFile: { name: 'company-pan.pdf', type: 'application/pdf' },
};

describe('Distributor registration (spec sections 5, 7; D14-D16)', () => {
  it.each([
    ['Business Name', '', 'Required'],
    ['PAN Number', 'AAACS12345', 'Invalid PAN'],
    ['GST Number', '', 'Required'],
    ['GST Number', '27AAACS1234Q1A5', 'Invalid GSTIN'],
    ['GST Number', '27AAACS1234Q0Z5', 'Invalid GSTIN'],
    ['Contact Person Name', '', 'Required'],
    ['Mobile Number', '1234567890', 'Invalid mobile number'],
    ['Email', 'vikram.example.com', 'Invalid email'],
    ['Address', '', 'Required'],
    ['City', '', 'Required'],
    ['State', '', 'Required'],
    ['Pincode', '41102', 'Invalid pincode'],
  ])('%s with "%s" shows "%s" only once it is touched', async (label, value, message) => {
    const { user, text } = await openPartnerForm('Distributor');
    const input = text(label);
    if (value) await fill(user, input, value);
    expect(input).not.toHaveAttribute('aria-invalid');
    await touch(user, input);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('requires a business type from the spec list', async () => {
    const { user, form } = await openPartnerForm('Distributor');
    const select = businessType(form);
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(1)).toEqual([
      'Proprietorship',
      'Partnership',
      'Private Limited',
      'LLP',
      'Other',
    ]);
    await touch(user, select);
    await waitFor(() => expect(select).toHaveAccessibleDescription('Required'));
  });

  it('upper-cases the GSTIN as it is typed (D16)', async () => {
    const { user, text } = await openPartnerForm('Distributor');
    await user.type(text('GST Number'), '27aaacs1234q1z5');
    expect(text('GST Number')).toHaveValue('27AAACS1234Q1Z5');
    await touch(user, text('GST Number'));
    expect(text('GST Number')).not.toHaveAttribute('aria-invalid');
  });

  it('needs only the PAN card; the other documents are optional but checked (D15)', async () => {
    const { labelled, form } = await openPartnerForm('Distributor');
    const user = userEvent.setup({ applyAccept: false });
    for (const label of ['GST Certificate', 'Company Registration Proof', 'Trade License']) {
      await touch(user, labelled(label));
      expect(labelled(label)).not.toHaveAttribute('aria-invalid');
    }
    await touch(user, labelled('PAN Card'));
    expect(await within(form).findByText('PAN Card is required')).toBeInTheDocument();
    await user.upload(labelled('Trade License'), textFile('licence.txt'));
    expect(await within(form).findByText('File must be a PDF, JPEG or PNG')).toBeInTheDocument();
  });

  it('on an empty submit marks every required field and focuses the first', async () => {
    const captured = captureMultipart(PATH);
    const { user, submit, text, form } = await openPartnerForm('Distributor');
    await user.click(submit());
    await waitFor(() => expect(text('Business Name')).toHaveFocus());
    expect(within(form).getAllByText('Required')).toHaveLength(11);
    expect(within(form).getByText('PAN Card is required')).toBeInTheDocument();
    expect(text('Company Registration Number')).not.toHaveAttribute('aria-invalid');
    expect(captured.count).toBe(0);
  });

  it('sends the spec fields, the PAN card as a file (D14), no empty optional files', async () => {
    const captured = captureMultipart(PATH);
    const opened = await openPartnerForm('Distributor');
    await fillValid(opened);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText(SUCCESS)).toHaveAttribute('role', 'status');
    expect(captured.count).toBe(1);
    expect(captured.fields).toEqual(REQUIRED_PARTS);
    expect(opened.text('Business Name')).toHaveValue('');
    expect(businessType(opened.form)).toHaveValue('');
    expect(opened.labelled('PAN Card').files).toHaveLength(0);
  });

  it('sends the optional number and documents under their spec names', async () => {
    const captured = captureMultipart(PATH);
    const opened = await openPartnerForm('Distributor');
    await fillValid(opened);
    await fill(opened.user, opened.text('Company Registration Number'), 'U45200PN2015PTC123456');
    await opened.user.upload(opened.labelled('GST Certificate'), pdfFile('gst.pdf'));
    await opened.user.upload(opened.labelled('Company Registration Proof'), jpegFile('coi.jpg'));
    await opened.user.upload(opened.labelled('Trade License'), pngFile('licence.png'));
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText(SUCCESS)).toBeInTheDocument();
    expect(captured.fields).toEqual({
      ...REQUIRED_PARTS,
      companyRegistrationNumber: 'U45200PN2015PTC123456',
      gstCertificateFile: { name: 'gst.pdf', type: 'application/pdf' },
      companyRegistrationProofFile: { name: 'coi.jpg', type: 'image/jpeg' },
      tradeLicenseFile: { name: 'licence.png', type: 'image/png' },
    });
    for (const label of ['GST Certificate', 'Company Registration Proof', 'Trade License']) {
      expect(opened.labelled(label).files).toHaveLength(0);
    }
  });

  it.each([
    ['a 500 answer', () => captureMultipart(PATH, 500)],
    ['no answer', () => failWithNetworkError(PATH)],
  ])('after %s announces the failure and keeps every value (D18, D27)', async (_, answer) => {
    const log = captureErrorLog();
    answer();
    const opened = await openPartnerForm('Distributor');
    await fillValid(opened);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText(FAILURE)).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(opened.text('GST Number')).toHaveValue('27AAACS1234Q1Z5');
    expect(businessType(opened.form)).toHaveValue('Private Limited');
    expect(opened.labelled('PAN Card').files?.[0]?.name).toBe('company-pan.pdf');
    expect(log).toHaveBeenCalled();
  });

  it('sends once however often the visitor submits while it is under way', async () => {
    await expectOneSubmission('Distributor', PATH, fillValid, SUCCESS);
  });
});
