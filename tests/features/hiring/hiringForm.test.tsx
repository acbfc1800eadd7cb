import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureErrorLog } from '../../pages/queryFailures';
import { renderRoute } from '../../utils/renderWithProviders';
import {
  captureMultipart,
  failWithNetworkError,
  holdSubmissions,
  oversizedFile,
  pdfFile,
  pngFile,
  fill,
  textField,
  watchScrollTo,
} from '../../components/form/leadHelpers';

const PATH = '/api/hiring-forms/create';
const SUCCESS = 'Your application form has been submitted successfully!';
const SERVER_ERROR = 'There was an error submitting your form. Please try again.';
const NETWORK_ERROR = 'Network error. Please try again later.';

async function openForm() {
  const view = await renderRoute('/form');
  const form = await screen.findByRole('form', { name: 'Job Application Form' });
  const field = (name: string) => textField(form, name);
  const resume = () =>
    within(form).getByLabelText<HTMLInputElement>(/Upload Resume/, { selector: 'input' });
  const submit = () => within(form).getByRole('button', { name: /Submit/ });
  return { ...view, form, field, resume, submit };
}

type Opened = Awaited<ReturnType<typeof openForm>>;

async function fillValid({ user, field, resume }: Opened) {
  await fill(user, field('Full Name'), '  Ravi Kumar ');
  await fill(user, field('Email'), 'ravi@example.com');
  await fill(user, field('Contact Number'), '9123456780');
  await fill(user, field('Address'), '12 MG Road, Pune');
  await fill(user, field('Position'), 'Field Service Engineer');
  await user.upload(resume(), pdfFile('ravi-resume.pdf'));
}

afterEach(() => jest.restoreAllMocks());

describe('hiring form (/form, spec section 5)', () => {
  it('shows no message before a field is touched', async () => {
    const { form } = await openForm();
    expect(within(form).queryByText(/Required|must/)).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Full Name' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it.each([
    ['Full Name', '', 'Name is Required'],
    ['Email', '', 'Email is Required'],
    ['Email', 'ravi@', 'Invalid email format'],
    ['Contact Number', '', 'Contact-Number is Required'],
    ['Contact Number', '98765', 'Contact number must be exactly 10 digits'],
    ['Contact Number', '98765432101', 'Contact number must be exactly 10 digits'],
    ['Address', '', 'Address is Required'],
    ['Position', '', 'Position is Required'],
  ])('%s with "%s" shows "%s" once the field loses focus', async (label, value, message) => {
    const { user, field } = await openForm();
    const input = field(label);
    await user.click(input);
    if (value) await user.type(input, value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('checks on change: a touched field updates its message while typing', async () => {
    const { user, field } = await openForm();
    await user.type(field('Contact Number'), '98');
    await user.tab();
    expect(await screen.findByText('Contact number must be exactly 10 digits')).toBeInTheDocument();
    await user.type(field('Contact Number'), '76543210');
    await waitFor(() =>
      expect(screen.queryByText('Contact number must be exactly 10 digits')).toBeNull(),
    );
    expect(field('Contact Number')).not.toHaveAttribute('aria-invalid');
  });

  it('requires a PDF resume of at most 5 MB (D15)', async () => {
    const { resume } = await openForm();
    const user = userEvent.setup({ applyAccept: false });
    expect(resume()).toHaveAttribute('accept', 'application/pdf');
    await user.click(resume());
    await user.tab();
    expect(await screen.findByText('Resume is Required')).toBeInTheDocument();
    await user.upload(resume(), pngFile('photo.png'));
    expect(await screen.findByText('Uploaded file must be a PDF')).toBeInTheDocument();
    await user.upload(resume(), oversizedFile('huge.pdf', 'application/pdf'));
    expect(await screen.findByText('File must be 5 MB or smaller')).toBeInTheDocument();
    await user.upload(resume(), pdfFile('cv.pdf'));
    await waitFor(() => expect(resume()).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText(/Selected file: cv\.pdf/)).toBeInTheDocument();
  });

  it('judges the resume by its content: a renamed file, an empty file (D40)', async () => {
    const { resume } = await openForm();
    const user = userEvent.setup({ applyAccept: false });
    const renamed = new File(['PK\u0003\u0004 not a pdf'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(resume(), renamed);
    expect(await screen.findByText('Uploaded file must be a PDF')).toBeInTheDocument();
    await user.upload(resume(), new File([], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('The file is empty')).toBeInTheDocument();
  });

  it('sends a number typed with 0 and hyphens as its digits, and a real PDF without a type (D40)', async () => {
    const captured = captureMultipart(PATH);
    const opened = await openForm();
    await fillValid(opened);
    await opened.user.clear(opened.field('Contact Number'));
    await fill(opened.user, opened.field('Contact Number'), '0 98765-43210');
    const untyped = new File([await pdfFile().arrayBuffer()], 'cv.pdf', { type: '' });
    await userEvent.setup({ applyAccept: false }).upload(opened.resume(), untyped);
    await opened.user.click(opened.submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(captured.fields).toMatchObject({
      contactNumber: '9876543210',
      uploadResume: { name: 'cv.pdf' },
    });
  });

  it('on an empty submit shows every message, sends nothing and focuses the first field', async () => {
    const captured = captureMultipart(PATH);
    const { user, submit, field } = await openForm();
    await user.click(submit());
    for (const message of [
      'Name is Required',
      'Email is Required',
      'Contact-Number is Required',
      'Address is Required',
      'Position is Required',
      'Resume is Required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(captured.count).toBe(0);
  });

  it('sends exactly the spec fields, resets, says so and scrolls to the top', async () => {
    const captured = captureMultipart(PATH);
    const opened = await openForm();
    await fillValid(opened);
    const scrollTo = watchScrollTo();
    await opened.user.click(opened.submit());

    const success = await screen.findByText(SUCCESS);
    expect(success).toHaveAttribute('role', 'status');
    expect(captured.count).toBe(1);
    expect(captured.names).toEqual([
      'fullName',
      'email',
      'contactNumber',
      'address',
      'position',
      'uploadResume',
    ]);
    expect(captured.fields).toEqual({
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      contactNumber: '9123456780',
      address: '12 MG Road, Pune',
      position: 'Field Service Engineer',
      uploadResume: { name: 'ravi-resume.pdf', type: 'application/pdf' },
    });
    expect(opened.field('Full Name')).toHaveValue('');
    expect(opened.field('Position')).toHaveValue('');
    expect(opened.resume().files).toHaveLength(0);
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    // A reset form shows no errors until touched again.
    expect(screen.queryByText('Name is Required')).not.toBeInTheDocument();
  });

  it('on a non-OK answer shows the server message and keeps every value (D18)', async () => {
    const log = captureErrorLog();
    captureMultipart(PATH, 500);
    const opened = await openForm();
    await fillValid(opened);
    await opened.user.click(opened.submit());
    const error = await screen.findByText(SERVER_ERROR);
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(opened.field('Full Name')).toHaveValue('  Ravi Kumar ');
    expect(opened.field('Position')).toHaveValue('Field Service Engineer');
    expect(opened.resume().files?.[0]?.name).toBe('ravi-resume.pdf');
    expect(opened.submit()).toBeEnabled();
    expect(log).toHaveBeenCalled();
  });

  it('on no answer shows the network message and keeps every value', async () => {
    captureErrorLog();
    const seen = failWithNetworkError(PATH);
    const opened = await openForm();
    await fillValid(opened);
    await opened.user.click(opened.submit());
    expect(await screen.findByText(NETWORK_ERROR)).toHaveAttribute('role', 'alert');
    expect(seen.count).toBe(1);
    expect(opened.field('Email')).toHaveValue('ravi@example.com');
  });

  it('sends once however often the visitor submits while it is under way', async () => {
    const held = holdSubmissions(PATH);
    const opened = await openForm();
    await fillValid(opened);
    await opened.user.click(opened.submit());
    await waitFor(() => expect(opened.submit()).toBeDisabled());
    await opened.user.click(opened.submit());
    await opened.user.type(opened.field('Position'), '{Enter}');
    held.release();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(held.seen.count).toBe(1);
  });
});
