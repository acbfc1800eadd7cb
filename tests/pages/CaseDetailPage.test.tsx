import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { parkingServices, subParkingServices } from '@/mocks/fixtures/parking';
import { server } from '@/mocks/node';
import { recordRequests } from '../utils/requests';
import { renderRoute } from '../utils/renderWithProviders';
import { captureErrorLog, failedAnswers } from './queryFailures';

const SERVICES = '/api/api/parking-services/getAll';
const SUBS = '/api/sub-parking-services/getByMainId/:id';
const EMPTY = 'No sites to show for this service yet. Please check back soon.';
const main = () => within(screen.getByRole('main'));
const seen = recordRequests();

const mall = parkingServices[0];
const mallSites = subParkingServices.filter((sub) => sub.parkingServiceId._id === mall?._id);
const mallUrl = `/case/${mall?._id ?? ''}`;

describe('/case/{id} (sub-parking service page)', () => {
  it('shows the service heading over its picture, then each site with its photo grid', async () => {
    const { container } = await renderRoute(mallUrl);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: mallSites[0]?.subParkingHeading },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(mall?.parkingHeading ?? '');
    const backdrop = container.querySelector('main header img');
    expect(backdrop).toHaveAttribute('src', mall?.parkingBackgroundImage);
    expect(backdrop).toHaveAttribute('fetchpriority', 'high');
    expect(backdrop).toHaveAttribute('loading', 'eager');
    for (const site of mallSites) {
      const section = main()
        .getByRole('heading', { name: site.subParkingHeading })
        .closest('section');
      const photos = within(section as HTMLElement).getAllByRole('img');
      expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(site.subParkingimages);
      expect(photos[0]).toHaveAccessibleName(
        `${site.subParkingHeading}, photo 1 of ${site.subParkingimages.length}`,
      );
    }
    expect(seen.map((request) => request.path)).toContain(
      `/api/sub-parking-services/getByMainId/${mall?._id ?? ''}`,
    );
  });

  it('loads the first site’s first photo at once and lets the others wait at low priority', async () => {
    const { container } = await renderRoute(mallUrl);
    await screen.findByRole(
      'heading',
      { level: 2, name: mallSites[0]?.subParkingHeading },
      { timeout: 5000 },
    );
    expect(container.querySelector('main header img')).toHaveAttribute('fetchpriority', 'high');
    const [first, ...others] = main().getAllByRole('img', { name: /, photo \d+ of \d+$/ });
    // Under the service's 16:9 picture it is in a phone's first screen, and larger there.
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'auto');
    expect(others.length).toBeGreaterThan(0);
    for (const photo of others) {
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).toHaveAttribute('fetchpriority', 'low');
    }
  });

  it("shows 'Loading...' while the sites are on their way", async () => {
    server.use(http.get(SUBS, () => delay('infinite')));
    await renderRoute(mallUrl);
    expect(await main().findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Loading...',
    );
    // The services list already names the page while its sites load (it may arrive just
    // after the first render, so wait for the heading to take its name).
    expect(
      await screen.findByRole('heading', { level: 1, name: mall?.parkingHeading ?? '' }),
    ).toBeVisible();
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the empty view when the service has no sites', async () => {
    server.use(http.get(SUBS, () => HttpResponse.json({ data: [] })));
    await renderRoute(mallUrl);
    expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('renders server headings as text (D12)', async () => {
    server.use(
      http.get(SUBS, () =>
        HttpResponse.json({
          data: [
            {
              _id: 's1',
              subParkingHeading: '<img src=x onerror=alert(1)>Gate 4',
              subParkingimages: ['javascript:alert(1)', '/demo/site-01.webp'],
              parkingServiceId: { parkingHeading: 'Mall <b>Parking</b>' },
            },
          ],
        }),
      ),
    );
    const { container } = await renderRoute(mallUrl);
    expect(
      await screen.findByRole(
        'heading',
        { name: '<img src=x onerror=alert(1)>Gate 4' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mall <b>Parking</b>');
    expect(container.querySelector('main b, main img[src="x"]')).toBeNull();
    // The unsafe URL is dropped by the API layer; only the site-relative photo remains.
    expect(
      within(container.querySelector('main ul') as HTMLElement).getAllByRole('img'),
    ).toHaveLength(1);
  });

  it.each(failedAnswers)(
    'after %s: logs it, shows the empty view and "Try again" refetches (D13)',
    async (_, answer) => {
      const log = captureErrorLog();
      server.use(http.get(SUBS, answer, { once: true }));
      const { user } = await renderRoute(mallUrl);
      expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
      expect(log).toHaveBeenCalledWith('[api] getSubParkingServices failed', expect.anything());
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await main().findByRole('heading', { name: mallSites[0]?.subParkingHeading }),
      ).toBeVisible();
    },
  );
});

describe('/airport (D4)', () => {
  it('shows the demo airport service', async () => {
    await renderRoute('/airport');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Airport Parking' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      await main().findByRole('heading', { name: 'Terminal 2 Multi-level Car Park, Lucknow' }),
    ).toBeVisible();
  });

  it('resolves the service whose heading contains "airport" in any letter case', async () => {
    const asked: string[] = [];
    server.use(
      http.get(SERVICES, () =>
        HttpResponse.json([
          { _id: 'm1', parkingHeading: 'Mall Parking', parkingBackgroundImage: '/m.webp' },
          {
            _id: 't9',
            parkingHeading: 'Terminal AIRPORT parking',
            parkingBackgroundImage: '/t.webp',
          },
        ]),
      ),
      http.get(SUBS, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({
          data: [
            {
              _id: 'x',
              subParkingHeading: 'Departures forecourt',
              subParkingimages: ['/demo/site-01.webp'],
              parkingServiceId: { parkingHeading: 'Terminal AIRPORT parking' },
            },
          ],
        });
      }),
    );
    await renderRoute('/airport');
    expect(await main().findByRole('heading', { name: 'Departures forecourt' }, {})).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terminal AIRPORT parking');
    expect(asked).toEqual(['t9']);
  });

  it('shows the case-detail empty state, and asks for no sites, when no service is an airport', async () => {
    server.use(
      http.get(SERVICES, () =>
        HttpResponse.json([
          { _id: 'm1', parkingHeading: 'Mall Parking', parkingBackgroundImage: '' },
        ]),
      ),
    );
    await renderRoute('/airport');
    expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(seen.some((request) => request.path.startsWith('/api/sub-parking-services'))).toBe(
      false,
    );
  });

  it('shows the empty view with "Try again" when the services list fails', async () => {
    const log = captureErrorLog();
    server.use(http.get(SERVICES, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const { user } = await renderRoute('/airport');
    expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
    expect(log).toHaveBeenCalledWith('[api] getParkingServices failed', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Airport Parking' })).toBeVisible();
  });
});
