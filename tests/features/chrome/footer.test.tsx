import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { brand } from '@/config/brand';
import { SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { server } from '@/mocks/node';
import { renderRoute } from '../../utils/renderWithProviders';
import { recordRequests } from '../../utils/requests';

const seen = recordRequests();
const footer = async () => within(await screen.findByRole('contentinfo'));
const hrefOf = (name: string) =>
  within(screen.getByRole('contentinfo')).getByRole('link', { name }).getAttribute('href');

describe('footer (spec section 2)', () => {
  it('links to every page, product, help and policy page of the spec', async () => {
    await renderRoute('/no-such-page');
    await footer();
    const expected: [string, string][] = [
      ['Home', '/'],
      ['About us', '/aboutus'],
      ['Solutions', '/solution'],
      ['Our presence', '/case'],
      ['Blogs', '/blog'],
      ['Career', '/career'],
      ['Gallery', '/gallary'],
      ['Contact us', '/contact'],
      ['Parking management', '/solution'],
      ['CampusCare', '/solution'],
      ['Mechanical parking', '/solution'],
      ['Warehouse', '/solution'],
      ['FAQ', '/faq'],
      ['Support', '/support'],
      ['Privacy Policy', '/privacypolicy'],
      ['Terms & Conditions', '/terms'],
      ['Refund & Return Policy', '/refund#top'],
      ['Shipping Policy', '/shipping'],
      ['Cancellation Policy', '/refund#cancellation-policy'],
    ];
    for (const [name, href] of expected) expect([name, hrefOf(name)]).toEqual([name, href]);
  });

  it('has social and app store links that open safely in a new tab', async () => {
    await renderRoute('/no-such-page');
    const scope = await footer();
    for (const name of [/LinkedIn/, /Google Play/, /App Store/]) {
      const link = scope.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the address, the sales e-mail and the phone from the site configuration', async () => {
    await renderRoute('/no-such-page');
    const scope = await footer();
    expect(scope.getByRole('link', { name: 'sales@example.com' })).toHaveAttribute(
      'href',
      'mailto:sales@example.com',
    );
    expect(scope.getByRole('link', { name: '+91 20 0000 0100' })).toHaveAttribute(
      'href',
      'tel:+912000000100',
    );
    expect(scope.getByText(/Baner Road, Pune/)).toBeInTheDocument();
  });

  it.each(SUPPORTED_LANGUAGES)(
    'writes the company name once, with its own period, in the copyright line (%s)',
    async (language) => {
      await renderRoute('/no-such-page', { language });
      const line = (await footer()).getByText(/^©/);
      expect(line).toHaveTextContent(`${brand.legalName} `);
      expect(line.textContent).not.toMatch(/\.\./);
    },
  );

  it('a footer link scrolls to the top', async () => {
    const { user } = await renderRoute('/no-such-page');
    const scope = await footer();
    jest.mocked(window.scrollTo).mockClear();
    await user.click(scope.getByRole('link', { name: 'FAQ' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });
});

describe('newsletter box (spec sections 4, 5, 7; D17)', () => {
  const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });

  it('uses the browser’s required and email checks', async () => {
    await renderRoute('/no-such-page');
    await footer();
    expect(emailBox()).toBeRequired();
    expect(emailBox()).toHaveAttribute('type', 'email');
  });

  it('sends the e-mail as JSON, clears the input and thanks the visitor', async () => {
    const { user } = await renderRoute('/no-such-page');
    await footer();
    await user.type(emailBox(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    const request = seen.find((r) => r.path === '/api/subscribe/create');
    expect(request?.method).toBe('POST');
    expect(await request?.request.json()).toEqual({ email: 'asha@example.com' });
    expect(emailBox()).toHaveValue('');
  });

  it('says its thank-you on the page it was given on only', async () => {
    const { user } = await renderRoute('/no-such-page');
    await footer();
    await user.type(emailBox(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    const { user } = await renderRoute('/no-such-page');
    await footer();
    await user.type(emailBox(), 'asha@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/subscribe/create')).toHaveLength(1);
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('says it could not subscribe on %s and keeps the address', async (_, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('/api/subscribe/create', answer));
    const { user } = await renderRoute('/no-such-page');
    await footer();
    await user.type(emailBox(), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const status = await screen.findByText('Could not subscribe. Please try again.');
    expect(status).toHaveAttribute('role', 'status');
    expect(emailBox()).toHaveValue('asha@example.com');
  });
});
