/**
 * D42: PAN, Aadhaar, GSTIN and date of birth never reach browser storage (only the page's memory
 * holds them), and a draft is dropped 30 minutes after it was written. Storage and cookies are
 * the browser's own (jsdom's); the clock is moved as a browser's would be.
 */
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../utils/renderWithProviders';
import { fill } from '../../components/form/leadHelpers';
import { fillDsaText, openPartnerForm } from './partnerTestUtils';

const RESTORED = 'We restored what you typed earlier in this tab.';
const THIRTY_MINUTES = 30 * 60 * 1000;

jest.setTimeout(30_000);
afterEach(() => jest.restoreAllMocks());

/** Every key and value the page could have left in the browser's storage and cookies. */
function everythingStored(): string {
  const entries = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, index) => {
      const key = storage.key(index) ?? '';
      return `${key}=${storage.getItem(key) ?? ''}`;
    });
  return [...entries(window.sessionStorage), ...entries(window.localStorage), document.cookie].join(
    '\n',
  );
}

/** The values of the form's draft, once one has been written. */
async function draftValues(endpoint: string): Promise<Record<string, string>> {
  const stored = await waitFor(() => {
    const value = window.sessionStorage.getItem(`leadDraft:${endpoint}`);
    if (value === null) throw new Error('no draft yet');
    return value;
  });
  return (JSON.parse(stored) as { draft: { values: Record<string, string> } }).draft.values;
}

describe('identity numbers stay in the page (D42)', () => {
  it('DSA: the draft keeps the name and address, never the PAN, Aadhaar or date of birth', async () => {
    const opened = await openPartnerForm('DSA');
    await fillDsaText(opened);
    await waitFor(() => expect(everythingStored()).toContain('Meera Joshi'));
    const stored = everythingStored();
    for (const typed of ['ABCDE1234F', 'abcde1234f', '234567890123', '1990-05-17']) {
      expect(stored).not.toContain(typed);
    }
    // Drafts are written once typing pauses (D46), so the first one may predate the last field.
    await waitFor(async () =>
      expect(await draftValues('submitDsaRegistration')).toMatchObject({
        fullName: 'Meera Joshi',
        city: 'Pune',
        gender: 'Female',
      }),
    );
    const values = await draftValues('submitDsaRegistration');
    for (const name of ['pan', 'aadhaar', 'dob']) expect(values).not.toHaveProperty(name);
    expect(everythingStored()).not.toMatch(/ABCDE1234F|abcde1234f|234567890123|1990-05-17/);
  });

  it('Distributor: the draft never keeps the PAN or the GSTIN', async () => {
    const opened = await openPartnerForm('Distributor');
    await fill(opened.user, opened.text('Business Name'), 'Shree Parking Solutions');
    await fill(opened.user, opened.text('PAN Number'), 'ABCDE1234F');
    await fill(opened.user, opened.text('GST Number'), '27ABCDE1234F1Z5');
    await waitFor(() => expect(everythingStored()).toContain('Shree Parking Solutions'));
    expect(everythingStored()).not.toMatch(/ABCDE1234F|27ABCDE1234F1Z5/);
    const values = await draftValues('submitDistributorRegistration');
    expect(values).toMatchObject({ businessName: 'Shree Parking Solutions' });
    expect(values).not.toHaveProperty('pan');
    expect(values).not.toHaveProperty('gst');
  });
});

describe('a draft lives 30 minutes (D42)', () => {
  /** When the DSA draft was written, as it says itself. */
  const savedAt = () =>
    (
      JSON.parse(window.sessionStorage.getItem('leadDraft:submitDsaRegistration') ?? '{}') as {
        savedAt: number;
      }
    ).savedAt;

  /** Types a name, leaves, and comes back `ms` after the draft was written. */
  async function leaveDraftAndReturnAfter(ms: number) {
    const first = await openPartnerForm('DSA');
    await fill(first.user, first.text('Full Name'), 'Meera Joshi');
    await draftValues('submitDsaRegistration');
    first.unmount();
    const written = savedAt();
    jest.spyOn(Date, 'now').mockReturnValue(written + ms);
    return { written, again: await openPartnerForm('DSA') };
  }

  it('is restored 29 minutes after it was written', async () => {
    const { again } = await leaveDraftAndReturnAfter(THIRTY_MINUTES - 60_000);
    await waitFor(() => expect(again.text('Full Name')).toHaveValue('Meera Joshi'));
    expect(within(again.form).getByText(RESTORED)).toBeInTheDocument();
  });

  it('is dropped, not restored, once its 30 minutes are up', async () => {
    const { again } = await leaveDraftAndReturnAfter(THIRTY_MINUTES + 1000);
    await waitFor(() =>
      expect(window.sessionStorage.getItem('leadDraft:submitDsaRegistration')).toBeNull(),
    );
    expect(again.text('Full Name')).toHaveValue('');
    expect(within(again.form).queryByText(RESTORED)).not.toBeInTheDocument();
  });

  it('counts from the last change: a restore does not start its 30 minutes again', async () => {
    const { written, again: restored } = await leaveDraftAndReturnAfter(20 * 60_000);
    await waitFor(() => expect(restored.text('Full Name')).toHaveValue('Meera Joshi'));
    restored.unmount();
    expect(savedAt()).toBe(written);
    jest.spyOn(Date, 'now').mockReturnValue(written + THIRTY_MINUTES + 1000);
    const later = await openPartnerForm('DSA');
    await waitFor(() =>
      expect(window.sessionStorage.getItem('leadDraft:submitDsaRegistration')).toBeNull(),
    );
    expect(later.text('Full Name')).toHaveValue('');
  });

  describe('restored by a reload, with the page left open (fake timers)', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    /** Types a name, reloads 20 minutes after the draft was written, and sees it restored. */
    async function restoredTwentyMinutesLater() {
      const first = await openPartnerForm('DSA');
      await fill(first.user, first.text('Full Name'), 'Meera Joshi');
      await draftValues('submitDsaRegistration');
      first.unmount();
      const written = savedAt();
      // The clock runs on by itself while the page loads; the test moves it on by minutes.
      jest.useFakeTimers({ now: written + 20 * 60_000, advanceTimers: true });
      const restored = await openPartnerForm('DSA');
      await waitFor(() => expect(restored.text('Full Name')).toHaveValue('Meera Joshi'));
      expect(within(restored.form).getByText(RESTORED)).toBeInTheDocument();
      return restored;
    }

    const wait = (ms: number) => {
      act(() => {
        jest.advanceTimersByTime(ms);
      });
    };

    it('goes from storage and from the form 30 minutes after it was written, its note too', async () => {
      const restored = await restoredTwentyMinutesLater();
      wait(10 * 60_000 - 1000);
      expect(restored.text('Full Name')).toHaveValue('Meera Joshi');
      expect(window.sessionStorage.getItem('leadDraft:submitDsaRegistration')).not.toBeNull();
      wait(1000);
      expect(restored.text('Full Name')).toHaveValue('');
      expect(within(restored.form).queryByText(RESTORED)).not.toBeInTheDocument();
      expect(window.sessionStorage.getItem('leadDraft:submitDsaRegistration')).toBeNull();
    });

    it('stays in the form once the visitor goes on with it: their change is a new draft', async () => {
      const restored = await restoredTwentyMinutesLater();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      // The form validates a moment after each key: that settles inside act too.
      await act(() => user.type(restored.text('City'), 'Pune'));
      wait(10 * 60_000 + 1000);
      expect(restored.text('Full Name')).toHaveValue('Meera Joshi');
      expect(restored.text('City')).toHaveValue('Pune');
      expect(await draftValues('submitDsaRegistration')).toMatchObject({
        fullName: 'Meera Joshi',
        city: 'Pune',
      });
    });
  });

  it('a draft kept before D42 (no time, identity numbers in it) is dropped, not restored', async () => {
    window.sessionStorage.setItem(
      'leadDraft:submitDsaRegistration',
      JSON.stringify({ values: { fullName: 'Meera Joshi', pan: 'ABCDE1234F' }, files: [] }),
    );
    const opened = await openPartnerForm('DSA');
    await waitFor(() =>
      expect(window.sessionStorage.getItem('leadDraft:submitDsaRegistration')).toBeNull(),
    );
    expect(opened.text('Full Name')).toHaveValue('');
    expect(opened.text('PAN Number')).toHaveValue('');
  });

  it('goes on whatever page the tab comes back to, not only on its form', async () => {
    const draft = { values: { name: 'Asha Rao' }, again: [] };
    const keep = (endpoint: string, savedAt: number) =>
      window.sessionStorage.setItem(`leadDraft:${endpoint}`, JSON.stringify({ savedAt, draft }));
    keep('sendContactMessage', Date.now() - THIRTY_MINUTES - 1000);
    keep('submitHiringApplication', Date.now());
    await renderRoute('/aboutus');
    await waitFor(() =>
      expect(window.sessionStorage.getItem('leadDraft:sendContactMessage')).toBeNull(),
    );
    expect(window.sessionStorage.getItem('leadDraft:submitHiringApplication')).not.toBeNull();
  });
});
