import { screen, within } from '@testing-library/react';
import { mapEmbedUrl, mapLinkUrl, offices, telHref } from '@/config/site';
import { defined } from '../components/form/leadHelpers';
import { renderRoute } from '../utils/renderWithProviders';

const TITLES = [
  'Registered & Corporate Office (Pune)',
  'Mumbai Branch Office',
  'Chennai Sales Office',
  'Lucknow Sales Office',
  'NCR Sales Office (Gurgaon)',
];
const main = () => within(screen.getByRole('main'));
const officeCard = (title: string) =>
  defined(main().getByRole('heading', { name: title }).closest('article'));

async function openContactPage() {
  const view = await renderRoute('/contact');
  await main().findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

afterEach(() => jest.restoreAllMocks());

describe('/contact offices (spec section 2, D21, D22)', () => {
  it("titles the page 'OUR OFFICE LOCATIONS' and lists the five offices in order", async () => {
    await openContactPage();
    expect(main().getByRole('heading', { level: 1 })).toHaveTextContent('OUR OFFICE LOCATIONS');
    // The offices are the next level under the page title, as is the form after them.
    expect(
      main()
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([...TITLES, 'Send us a message']);
    expect(main().queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('gives each office its address, a mailto link, a tel link and a map link in a new tab', async () => {
    await openContactPage();
    offices.forEach((office, index) => {
      const card = within(officeCard(defined(TITLES[index])));
      // Once: no stand-in map box repeats it above the card's details (issue 59, item 8).
      expect(card.getAllByText(office.address)).toHaveLength(1);
      expect(
        card.getByRole('button', { name: `Show map: ${defined(TITLES[index])}` }),
      ).toHaveTextContent('Show map');
      expect(card.getByRole('link', { name: office.email })).toHaveAttribute(
        'href',
        `mailto:${office.email}`,
      );
      expect(card.getByRole('link', { name: office.phone })).toHaveAttribute(
        'href',
        telHref(office.phone),
      );
      const mapLink = card.getByRole('link', { name: /View on OpenStreetMap/ });
      expect(mapLink).toHaveAttribute('href', mapLinkUrl(office));
      expect(mapLink).toHaveAttribute('target', '_blank');
      expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('loads no map until asked, then only the one asked for, titled and lazy', async () => {
    const { user, store } = await openContactPage();
    expect(document.querySelector('iframe')).toBeNull();
    const mumbai = officeCard('Mumbai Branch Office');
    await user.click(within(mumbai).getByRole('button', { name: /Show map/ }));
    const frame = within(mumbai).getByTitle('Map: Mumbai Branch Office');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', mapEmbedUrl(defined(offices[1])));
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveFocus();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(main().getAllByRole('button', { name: /Show map/ })).toHaveLength(4);
    expect(store.getState().contact?.openMaps).toEqual(['mumbai']);
  });
});
