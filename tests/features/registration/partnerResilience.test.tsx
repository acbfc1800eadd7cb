/**
 * A partner registration on a poor connection: the upload's progress (D35), offline and no
 * answer (D35), drafts kept in the tab without identity numbers (D36, D42), and a submission that outlives its form leaving
 * the page (D18). navigator.onLine and sessionStorage are the browser's own; the tests set
 * them as a browser would report them.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  captureMultipart,
  failWithNetworkError,
  fill,
  holdSubmissions,
  pdfFile,
  pngFile,
} from '../../components/form/leadHelpers';
import { captureErrorLog } from '../../pages/queryFailures';
import {
  dateOfBirthShown,
  fillDsaText,
  openPartnerForm,
  typeDateOfBirth,
  type PartnerForm,
} from './partnerTestUtils';

const PATH = '/dsa&distbtr/personal/create';
const SUCCESS = 'DSA Form Submitted Successfully!';
const FAILURE = 'Error submitting DSA form.';
const RESTORED = 'We restored what you typed earlier in this tab.';
const TYPE_AGAIN = 'Identity details are never stored, so please enter these again';

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

async function fillValid(opened: PartnerForm) {
  await fillDsaText(opened);
  await opened.user.upload(opened.labelled('PAN Card'), pngFile('pan-card.png'));
  await opened.user.upload(opened.labelled('Aadhaar Card'), pdfFile('aadhaar.pdf'));
}

function goOffline(offline: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('upload progress (D35)', () => {
  it('shows a progress bar while the registration is sent, and not after', async () => {
    const held = holdSubmissions(PATH);
    const opened = await openPartnerForm('DSA');
    await fillValid(opened);
    expect(within(opened.form).queryByRole('progressbar')).not.toBeInTheDocument();
    await opened.user.click(opened.submit());
    expect(
      await within(opened.form).findByRole('progressbar', { name: 'Upload progress' }),
    ).toBeInTheDocument();
    held.release();
    expect(await within(opened.form).findByText(SUCCESS)).toBeInTheDocument();
    expect(within(opened.form).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('offline and no answer (D35)', () => {
  it('offline at submit sends nothing, says so and keeps everything; online, it sends', async () => {
    const captured = captureMultipart(PATH);
    const opened = await openPartnerForm('DSA');
    await fillValid(opened);
    goOffline(true);
    expect(await within(opened.form).findByText(/^You are offline\. Everything/)).toHaveAttribute(
      'role',
      'status',
    );
    await opened.user.click(opened.submit());
    expect(
      await within(opened.form).findByText(/^You are offline: nothing was sent\./),
    ).toBeInTheDocument();
    expect(within(opened.form).getByRole('alert')).toBeEmptyDOMElement();
    expect(captured.count).toBe(0);
    expect(opened.text('Full Name')).toHaveValue('Meera Joshi');
    expect(opened.labelled('PAN Card').files?.[0]?.name).toBe('pan-card.png');

    goOffline(false);
    await waitFor(() => expect(within(opened.form).queryByText(/offline/)).not.toBeInTheDocument());
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText(SUCCESS)).toBeInTheDocument();
    expect(captured.count).toBe(1);
  });

  it('after no answer, says everything is kept and the button sends again (never by itself)', async () => {
    captureErrorLog();
    const failed = failWithNetworkError(PATH);
    const opened = await openPartnerForm('DSA');
    await fillValid(opened);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText(FAILURE)).toHaveAttribute('role', 'alert');
    expect(within(opened.form).getByText(/^No answer came/)).toHaveAttribute('role', 'status');
    expect(opened.labelled('Aadhaar Card').files?.[0]?.name).toBe('aadhaar.pdf');
    expect(failed.count).toBe(1);

    const captured = captureMultipart(PATH);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText(SUCCESS)).toBeInTheDocument();
    expect(within(opened.form).queryByText(/^No answer came/)).not.toBeInTheDocument();
    expect(failed.count + captured.count).toBe(2);
  });
});

describe('drafts in the tab (D36, D42)', () => {
  it('restores the typed values after a reload and asks for the documents and identity numbers again', async () => {
    const first = await openPartnerForm('DSA');
    await fillDsaText(first);
    await first.user.upload(first.labelled('PAN Card'), pngFile('pan-card.png'));
    first.unmount();

    const again = await openPartnerForm('DSA');
    await waitFor(() => expect(again.text('Full Name')).toHaveValue('Meera Joshi'));
    expect(again.text('City')).toHaveValue('Pune');
    expect(within(again.form).getByRole('radio', { name: 'Female' })).toBeChecked();
    // D42: identity numbers live in the page's memory only; files are never stored (D36).
    expect(again.text('PAN Number')).toHaveValue('');
    expect(again.text('Aadhaar Number')).toHaveValue('');
    expect(dateOfBirthShown(again)).toEqual(['', '', '']);
    expect(again.labelled('PAN Card').files).toHaveLength(0);
    const note = within(again.form).getByText(new RegExp(`^${RESTORED}`));
    expect(note).toHaveTextContent(
      `${RESTORED} Please choose these documents again: PAN Card. ${TYPE_AGAIN}: Date of Birth, PAN Number, and Aadhaar Number.`,
    );
    // The other role's form had nothing typed: nothing to restore there.
    expect(screen.getAllByText(new RegExp(`^${RESTORED}`))).toHaveLength(1);

    await again.user.upload(again.labelled('PAN Card'), pngFile('pan-card.png'));
    await fill(again.user, again.text('PAN Number'), 'ABCDE1234F');
    await waitFor(() =>
      expect(note).toHaveTextContent(
        `${RESTORED} ${TYPE_AGAIN}: Date of Birth and Aadhaar Number.`,
      ),
    );
    await typeDateOfBirth(again, '17/05/1990');
    await fill(again.user, again.text('Aadhaar Number'), '234567890123');
    await waitFor(() => expect(note).toHaveTextContent(new RegExp(`^${RESTORED}$`)));
  });

  it('clears the draft once the registration is taken', async () => {
    captureMultipart(PATH);
    const first = await openPartnerForm('DSA');
    await fillValid(first);
    await first.user.click(first.submit());
    expect(await within(first.form).findByText(SUCCESS)).toBeInTheDocument();
    first.unmount();

    const again = await openPartnerForm('DSA');
    expect(again.text('Full Name')).toHaveValue('');
    expect(screen.queryByText(new RegExp(`^${RESTORED}`))).not.toBeInTheDocument();
  });

  it('works as without drafts when storage throws (private mode)', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const captured = captureMultipart(PATH);
    const opened = await openPartnerForm('DSA');
    await fillValid(opened);
    await opened.user.click(opened.submit());
    expect(await within(opened.form).findByText(SUCCESS)).toBeInTheDocument();
    expect(captured.count).toBe(1);
  });
});

describe('one send per lead (D18)', () => {
  it('a registration under way survives leaving the page: back, it shows sending, then its outcome', async () => {
    const held = holdSubmissions(PATH);
    const opened = await openPartnerForm('DSA');
    await fillValid(opened);
    await opened.user.click(opened.submit());
    await waitFor(() => expect(opened.submit()).toBeDisabled());

    await opened.user.click(screen.getAllByRole('link', { name: 'Contact us' })[0] as HTMLElement);
    await screen.findByRole('form', { name: 'Send us a message' });
    await opened.user.click(screen.getAllByRole('link', { name: 'Join Us' })[0] as HTMLElement);
    const form = await screen.findByRole('form', { name: 'Personal Information' });
    const submit = within(form).getByRole('button', { name: 'Submit Registration' });
    expect(submit).toBeDisabled();
    expect(within(form).getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    await opened.user.type(within(form).getByRole('textbox', { name: 'City' }), '{Enter}');

    held.release();
    expect(await within(form).findByText(SUCCESS)).toBeInTheDocument();
    expect(held.seen.count).toBe(1);
    expect(within(form).getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(
      within(screen.getByRole('form', { name: 'Business Information', hidden: true })).queryByText(
        SUCCESS,
      ),
    ).not.toBeInTheDocument();
  });
});
