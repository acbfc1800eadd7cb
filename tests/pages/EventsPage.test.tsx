import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { events } from '@/mocks/fixtures/events';
import { server } from '@/mocks/node';
import { expectFirstImageMain } from '../utils/imagePriority';
import { renderRoute } from '../utils/renderWithProviders';
import { itRecoversFromFailedList } from './queryFailures';

const EVENTS = '/api/event/getAll';
const EMPTY = 'No events to show right now. Please check back soon.';
const main = () => within(screen.getByRole('main'));

describe('/events', () => {
  it('shows the heading and one picture card per event linking to /events/{id}', async () => {
    const { container } = await renderRoute('/events');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Events' }, { timeout: 5000 }),
    ).toBeVisible();
    for (const event of events) {
      expect(await main().findByRole('link', { name: event.eventHeading })).toHaveAttribute(
        'href',
        `/events/${event._id}`,
      );
    }
    expect(
      [...container.querySelectorAll('main article img')].map((img) => img.getAttribute('src')),
    ).toEqual(events.map((event) => event.eventBackgroundImage));
    expectFirstImageMain([...container.querySelectorAll('main article img')]);
  });

  it("labels an event without a heading 'Event'", async () => {
    server.use(
      http.get(EVENTS, () =>
        HttpResponse.json([
          { _id: 'e1', eventHeading: '', eventBackgroundImage: '/demo/event-01.webp' },
        ]),
      ),
    );
    await renderRoute('/events');
    expect(await main().findByRole('link', { name: 'Event' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/events/e1',
    );
  });

  it("shows 'Loading...' while the events are on their way", async () => {
    server.use(http.get(EVENTS, () => delay('infinite')));
    await renderRoute('/events');
    await screen.findByRole('heading', { name: 'Events', level: 1 }, { timeout: 5000 });
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the empty view when there are no events', async () => {
    server.use(http.get(EVENTS, () => HttpResponse.json([])));
    await renderRoute('/events');
    expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  itRecoversFromFailedList({
    path: EVENTS,
    url: '/events',
    emptyMessage: EMPTY,
    endpoint: 'getEvents',
    firstLink: events[0]?.eventHeading,
  });
});
