import { act, screen, waitFor, within } from '@testing-library/react';
import { languageSelected } from '@/i18n/languageSlice';
import { renderRoute } from '../utils/renderWithProviders';

const PAGES = [
  // Revised for D42: what the site keeps in the browser.
  ['/privacypolicy', 'Privacy Policy', 'November 25, 2026'],
  ['/terms', 'Terms & Conditions', 'November 1, 2026'],
  ['/shipping', 'Shipping Policy', 'November 1, 2026'],
  ['/refund', 'Refund & Return Policy', 'November 1, 2026'],
] as const;

async function openPolicy(url: string, title: string) {
  const view = await renderRoute(url);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

/** The policy body as one string, so facts can be checked however sentences are split. */
const articleText = () => screen.getByRole('article').textContent;

describe('legal pages', () => {
  it.each(PAGES)(
    '%s renders one h1, the title, the last revision and contact',
    async (url, title, revised) => {
      await openPolicy(url, title);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${title} | ParkNova`);
      expect(screen.getByText('Last updated:')).toHaveTextContent(`Last updated: ${revised}`);
      const contact = within(screen.getByRole('region', { name: /^Contact/ }));
      expect(contact.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
        'href',
        'mailto:sales@example.com',
      );
      expect(contact.getByText('ParkNova Infratech Pvt. Ltd.')).toBeInTheDocument();
      // No unresolved interpolation anywhere in the text.
      expect(articleText()).not.toMatch(/\{\{|\}\}/);
    },
  );

  it('shipping: India only, pre-orders over INR 50,000 and bulk orders, 3 business days, full payment', async () => {
    await openPolicy('/shipping', 'Shipping Policy');
    const text = articleText();
    expect(text).toContain('We ship only to delivery addresses within India.');
    expect(text).toContain('Pre-order items with an order value above INR 50,000.');
    expect(text).toMatch(/Bulk orders of equipment/);
    expect(text).toContain('Confirmed orders are processed within 3 business days.');
    expect(text).toContain('An order is confirmed once we have received full payment.');
  });

  it('privacy: requests are answered within 30 days', async () => {
    await openPolicy('/privacypolicy', 'Privacy Policy');
    expect(articleText()).toContain(
      'We respond to every privacy request within 30 days of receiving it.',
    );
  });

  it('privacy: says what the site keeps in the browser, for how long and why (D42)', async () => {
    await openPolicy('/privacypolicy', 'Privacy Policy');
    const storage = within(screen.getByRole('region', { name: 'Cookies and browser storage' }));
    const [language, draft] = storage.getAllByRole('listitem').map((item) => item.textContent);
    expect(language).toMatch(/^Your language\. When you choose a language, or open a page/);
    expect(language).toContain('a cookie named "selectedLanguage"');
    expect(language).toContain('The cookie expires after one year');
    expect(language).toContain('A visit in English without choosing a language stores nothing.');
    expect(draft).toContain('session storage of that browser tab');
    expect(draft).toContain('deleted 30 minutes after your last change');
    expect(draft).toContain('as soon as the form has been sent successfully');
    expect(draft).toContain('when you press "Clear form"');
    expect(draft).toContain(
      'Your PAN, Aadhaar number, GSTIN, date of birth and the files you choose are never kept there',
    );
  });

  it('terms: an order is confirmed only on full payment', async () => {
    await openPolicy('/terms', 'Terms & Conditions');
    expect(articleText()).toContain(
      'An order is confirmed only once we have received full payment',
    );
  });

  it('refund: refunds are handled by third-party providers, not the company', async () => {
    await openPolicy('/refund', 'Refund & Return Policy');
    const refunds = within(screen.getByRole('region', { name: 'Refunds' }));
    expect(
      refunds.getByText(
        'Refunds are handled by the third-party payment providers and banks through which you paid, not by ParkNova Infratech Pvt. Ltd. directly.',
      ),
    ).toBeInTheDocument();
  });

  it('refund: the title region is #top and the Cancellation Policy section is #cancellation-policy', async () => {
    await openPolicy('/refund', 'Refund & Return Policy');
    const top = document.getElementById('top');
    expect(top).toContainElement(screen.getByRole('heading', { level: 1 }));
    const cancellation = screen.getByRole('region', { name: 'Cancellation Policy' });
    expect(cancellation).toHaveAttribute('id', 'cancellation-policy');
  });

  describe('anchors land 100 px below the top of the viewport', () => {
    let layout: jest.SpyInstance;
    let scrollTo: jest.SpyInstance;
    beforeEach(() => {
      // jsdom has no layout: the title region sits 300 px down, the cancellation section 2400.
      const tops: Record<string, number> = { top: 300, 'cancellation-policy': 2400 };
      layout = jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(function (this: HTMLElement) {
          return { top: tops[this.id] ?? 0 } as DOMRect;
        });
      scrollTo = jest.spyOn(window, 'scrollTo');
    });
    afterEach(() => {
      layout.mockRestore();
      scrollTo.mockRestore();
    });

    it.each([
      ['/refund#top', 'Refund & Return Policy', 200],
      ['/refund#cancellation-policy', 'Cancellation Policy', 2300],
    ])('%s', async (url, heading, expectedTop) => {
      await renderRoute(url);
      await screen.findByRole('heading', { name: heading });
      await waitFor(() =>
        expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: expectedTop })),
      );
    });

    it('/cancel redirects to /refund#cancellation-policy and lands on it (D2)', async () => {
      await renderRoute('/cancel');
      expect(await screen.findByRole('region', { name: 'Cancellation Policy' })).toBeVisible();
      expect(screen.getByLabelText('Address bar')).toHaveTextContent(
        /^\/refund#cancellation-policy$/,
      );
      await waitFor(() =>
        expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 2300 })),
      );
    });
  });

  it('is translated: the refund page in German, with the date in German (D23)', async () => {
    const { store } = await renderRoute('/refund', { language: 'de' });
    // The app selects the stored language in the store at start-up (main.tsx); so does this test.
    act(() => {
      store.dispatch(languageSelected('de'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Erstattungs- und Rückgaberichtlinie' }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Stornierungsbedingungen' })).toHaveAttribute(
      'id',
      'cancellation-policy',
    );
    expect(screen.getByText('Zuletzt aktualisiert:')).toHaveTextContent('1. November 2026');
  });
});
