import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { parkingServices } from '@/mocks/fixtures/parking';
import { server } from '@/mocks/node';
import { expectFirstImageMain } from '../utils/imagePriority';
import { renderRoute } from '../utils/renderWithProviders';
import { itRecoversFromFailedList } from './queryFailures';

const SERVICES = '/api/api/parking-services/getAll';
const EMPTY = 'No spaces to show right now. Please check back soon.';
const main = () => within(screen.getByRole('main'));

describe('/case (spaces we serve)', () => {
  it('shows each parking service as a picture card whose heading links to /case/{id}', async () => {
    const { container } = await renderRoute('/case');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spaces we serve' }, { timeout: 5000 }),
    ).toBeVisible();
    for (const service of parkingServices) {
      const link = await main().findByRole('link', { name: service.parkingHeading });
      expect(link).toHaveAttribute('href', `/case/${service._id}`);
      expect(link.closest('h2')).not.toBeNull();
    }
    const pictures = container.querySelectorAll('main article img');
    expect([...pictures].map((img) => img.getAttribute('src'))).toEqual(
      parkingServices.map((service) => service.parkingBackgroundImage),
    );
    expect(pictures[0]).toHaveAttribute('alt', '');
    expectFirstImageMain([...pictures]);
  });

  it('goes to the service page when a card is chosen', async () => {
    const { user } = await renderRoute('/case');
    const service = parkingServices[2];
    await user.click(
      await main().findByRole('link', { name: service?.parkingHeading }, { timeout: 5000 }),
    );
    // The address changes once the detail page's chunk is in (the router uses a transition).
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: service?.parkingHeading },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Address bar')).toHaveTextContent(`/case/${service?._id ?? ''}`);
  });

  it("shows 'Loading...' while the list is on its way", async () => {
    server.use(http.get(SERVICES, () => delay('infinite')));
    await renderRoute('/case');
    await screen.findByRole('heading', { name: 'Spaces we serve' }, { timeout: 5000 });
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the empty view, without a retry, when there are no services', async () => {
    server.use(http.get(SERVICES, () => HttpResponse.json([])));
    await renderRoute('/case');
    expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  itRecoversFromFailedList({
    path: SERVICES,
    url: '/case',
    emptyMessage: EMPTY,
    endpoint: 'getParkingServices',
    firstLink: parkingServices[0]?.parkingHeading,
  });
});
