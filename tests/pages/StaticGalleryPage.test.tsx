import { screen, within } from '@testing-library/react';
import { recordRequests } from '../utils/requests';
import { renderRoute } from '../utils/renderWithProviders';

const seen = recordRequests();
const main = () => within(screen.getByRole('main'));

/** D5 and spec "Static gallery pages": headings and site names exactly as the spec writes them. */
const GALLERIES: [string, string, string[]][] = [
  ['/mall', 'MALL PARKING', ['City One Mall, Pimpri-Pune', 'Creaticity Mall, Yerwada-Pune']],
  ['/bussiness', 'BUSSINESS ENCLAVE PARKING', ['Sunrise Apartment']],
  [
    '/holy',
    'HOLY PLACES PARKING',
    [
      'Ayodhya Fatik Shila Parking',
      'Ayodhya Ramkatha Kacchi Parking',
      'Ayodhya Ramkatha Pakki Parking',
    ],
  ],
  ['/truck', 'TRUCK PARKING', ['Jagatpur Truck Terminal']],
  ['/railway', 'RAILWAY STATION PARKING', ['Charbaug Railway Station, Lucknow']],
  ['/residential', 'RESIDENTIAL PARKING', ['Green Valley Residency, Pune']],
];

describe('static galleries (D5)', () => {
  it.each(GALLERIES)(
    '%s shows %s with its sites and photos, without any network request',
    async (path, heading, sites) => {
      await renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
      ).toBeVisible();
      expect(
        main()
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(sites);
      for (const site of sites) {
        // A site's own section, or its tile where sites of one photo share a row (issue 59).
        const section = main()
          .getByRole('heading', { name: site })
          .closest('li, section') as HTMLElement;
        const photos = within(section).getAllByRole('img');
        expect(photos.length).toBeGreaterThan(0);
        for (const photo of photos) {
          expect(photo).toHaveAccessibleName(expect.stringContaining(site));
          expect(photo).toHaveAttribute('width');
          expect(photo).toHaveAttribute('height');
        }
      }
      expect(document.title).toContain(heading);
      expect(seen).toEqual([]);
    },
  );

  it('shows the residential banner and three photos of the apartment site', async () => {
    await renderRoute('/residential');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'RESIDENTIAL PARKING' },
      { timeout: 5000 },
    );
    expect(
      main().getByRole('img', { name: 'A residential society and its parking at dusk' }),
    ).toHaveAttribute('src', expect.stringMatching(/^\/images\/residential-banner-\d+\.webp$/));
    const section = main()
      .getByRole('heading', { name: 'Green Valley Residency, Pune' })
      .closest('section') as HTMLElement;
    expect(
      within(section)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual([
      'Parking at Green Valley Residency, Pune, photo 1 of 3',
      'Parking at Green Valley Residency, Pune, photo 2 of 3',
      'Parking at Green Valley Residency, Pune, photo 3 of 3',
    ]);
  });

  it('translates the heading but keeps the place names (D25)', async () => {
    await renderRoute('/mall', { language: 'de' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'PARKEN IN EINKAUFSZENTREN' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(main().getByRole('heading', { name: 'City One Mall, Pimpri-Pune' })).toBeVisible();
  });
});
