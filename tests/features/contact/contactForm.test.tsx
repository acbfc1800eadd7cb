import { screen, waitFor, within } from '@testing-library/react';
import { captureErrorLog } from '../../pages/queryFailures';
import { renderRoute } from '../../utils/renderWithProviders';
import {
  captureJson,
  failWithNetworkError,
  holdSubmissions,
  fill,
  textField,
} from '../../components/form/leadHelpers';

const PATH = '/api/contactus/create';
const SUCCESS = 'Your message has been sent successfully!';
const ERROR = 'There was an error submitting the form. Please try again.';

async function openForm() {
  const view = await renderRoute('/contact');
  const form = await screen.findByRole('form', { name: 'Send us a message' }, { timeout: 5000 });
  const field = (name: string) => textField(form, name);
  // The submit button (the form also has "Clear form", D42), whatever it reads.
  const button = () => within(form).getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
  return { ...view, form, field, button };
}

type Opened = Awaited<ReturnType<typeof openForm>>;

async function fillValid({ user, field }: Opened) {
  await fill(user, field('Name'), 'Asha Rao');
  await fill(user, field('Email'), ' asha@example.com ');
  await fill(user, field('Contact Number'), '9876543210');
  await fill(user, field('Message'), 'We need 200 bays automated.\nPlease call.');
}

describe('contact form (spec sections 4, 5, 8)', () => {
  it.each([
    ['Name', '', 'Name is required'],
    ['Email', '', 'Email is required'],
    ['Email', 'asha.example.com', 'Invalid email format'],
    ['Contact Number', '', 'Contact number is required'],
    ['Contact Number', '12345abcde', 'Contact number must be exactly 10 digits'],
    ['Message', '', 'Message is required'],
  ])('%s with "%s" shows "%s" only after it is touched', async (label, value, message) => {
    const { user, field } = await openForm();
    const input = field(label);
    if (value) await user.type(input, value);
    else await user.click(input);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('on an empty submit shows every message, sends nothing and focuses Name', async () => {
    const captured = captureJson(PATH);
    const { user, button, field } = await openForm();
    await user.click(button());
    for (const message of [
      'Name is required',
      'Email is required',
      'Contact number is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(captured.count).toBe(0);
  });

  it('sends exactly name, email, contactNumber and message as JSON, then resets', async () => {
    const captured = captureJson(PATH);
    const opened = await openForm();
    await fillValid(opened);
    await opened.user.click(opened.button());
    expect(await within(opened.form).findByRole('status')).toHaveTextContent(SUCCESS);
    expect(captured.contentType).toContain('application/json');
    expect(captured.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      contactNumber: '9876543210',
      message: 'We need 200 bays automated.\nPlease call.',
    });
    for (const label of ['Name', 'Email', 'Contact Number', 'Message']) {
      expect(opened.field(label)).toHaveValue('');
    }
  });

  it('takes the number as Indians type it and sends its bare digits (D40)', async () => {
    const captured = captureJson(PATH);
    const opened = await openForm();
    await fillValid(opened);
    await opened.user.clear(opened.field('Contact Number'));
    await fill(opened.user, opened.field('Contact Number'), '+91 98765 43210');
    await opened.user.click(opened.button());
    expect(await within(opened.form).findByRole('status')).toHaveTextContent(SUCCESS);
    expect(captured.body).toMatchObject({ contactNumber: '9876543210' });
  });

  it.each(['+91 98765', '0 12345 678', '(98765) 4321'])(
    'still refuses "%s" with the spec message (D40)',
    async (typed) => {
      const { user, field } = await openForm();
      await user.type(field('Contact Number'), typed);
      await user.tab();
      expect(
        await screen.findByText('Contact number must be exactly 10 digits'),
      ).toBeInTheDocument();
    },
  );

  it("shows 'Sending...' on a disabled button while sending, clears the old success, sends once", async () => {
    const opened = await openForm();
    captureJson(PATH);
    await fillValid(opened);
    await opened.user.click(opened.button());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();

    const held = holdSubmissions(PATH);
    await fillValid(opened);
    await opened.user.click(opened.button());
    await waitFor(() => expect(opened.button()).toHaveTextContent('Sending...'));
    expect(opened.button()).toBeDisabled();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    await opened.user.click(opened.button());
    held.release();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(opened.button()).toHaveTextContent('Send Message');
    expect(held.seen.count).toBe(1);
  });

  it.each([
    ['a 500 answer', () => captureJson(PATH, 500)],
    ['no answer', () => failWithNetworkError(PATH)],
  ])('after %s shows the red error text and keeps the values (D18)', async (_, answer) => {
    const log = captureErrorLog();
    answer();
    const opened = await openForm();
    await fillValid(opened);
    await opened.user.click(opened.button());
    const alert = await within(opened.form).findByText(ERROR);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveStyle({ color: '#b3261e' });
    expect(opened.field('Name')).toHaveValue('Asha Rao');
    expect(opened.field('Message')).toHaveValue('We need 200 bays automated.\nPlease call.');
    expect(opened.button()).toBeEnabled();
    expect(log).toHaveBeenCalled();
  });
});
