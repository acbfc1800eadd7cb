import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { events, subEvents } from '@/mocks/fixtures/events';
import { server } from '@/mocks/node';
import { expectFirstImageMain } from '../utils/imagePriority';
import { renderRoute } from '../utils/renderWithProviders';
import { captureErrorLog, failedAnswers } from './queryFailures';

const SUB_EVENTS = '/api/sub-event/eventId/:id';
const EMPTY = 'No photos from this event yet. Please check back soon.';
const main = () => within(screen.getByRole('main'));
const expo = events[0];
const expoPhotos = subEvents
  .filter((sub) => sub.eventsId._id === expo?._id)
  .flatMap((sub) => sub.subeventBackgroundImage);
const url = `/events/${expo?._id ?? ''}`;
const photoName = (n: number) => `${expo?.eventHeading ?? ''}, photo ${n} of ${expoPhotos.length}`;

async function openEvent() {
  const view = await renderRoute(url);
  await main().findByRole('button', { name: `View larger: ${photoName(1)}` }, { timeout: 5000 });
  return view;
}

describe('/events/{id}', () => {
  it('shows the event heading and the photos of all its sub-events', async () => {
    await openEvent();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(expo?.eventHeading ?? '');
    const photos = main().getAllByRole('button', { name: /^View larger/ });
    expect(photos).toHaveLength(expoPhotos.length);
    expect(photos.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual(
      expoPhotos,
    );
    expectFirstImageMain(photos.map((button) => button.querySelector('img') as Element));
  });

  it('opens a photo full screen, and Close shuts it and returns focus to that photo', async () => {
    const { user, store } = await openEvent();
    const third = main().getByRole('button', { name: `View larger: ${photoName(3)}` });
    await user.click(third);

    const overlay = screen.getByRole('dialog', { name: photoName(3) });
    expect(overlay).toHaveAttribute('aria-modal', 'true');
    expect(within(overlay).getByRole('img')).toHaveAttribute('src', expoPhotos[2]);
    expect(store.getState().events?.overlayIndex).toBe(2);
    const close = within(overlay).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(document.body).toHaveClass('scroll-locked');

    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().events?.overlayIndex).toBeNull();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(third).toHaveFocus();
  });

  it('closes the overlay on Escape and returns focus to the photo', async () => {
    const { user } = await openEvent();
    const first = main().getByRole('button', { name: `View larger: ${photoName(1)}` });
    first.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: photoName(1) })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it("shows 'Loading...' while the photos are on their way", async () => {
    server.use(http.get(SUB_EVENTS, () => delay('infinite')));
    await renderRoute(url);
    expect(await main().findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Loading...',
    );
  });

  it('names a photo shown twice by its own position, not the first one', async () => {
    const [sub] = subEvents.filter((item) => item.eventsId._id === expo?._id);
    const photo = expoPhotos[0] ?? '';
    const twice = { ...sub, subeventBackgroundImage: [photo, '/demo/event-photo-09.webp', photo] };
    server.use(http.get(SUB_EVENTS, () => HttpResponse.json({ data: [twice] })));
    const { user } = await renderRoute(url);
    const name = (n: number) => `${expo?.eventHeading ?? ''}, photo ${n} of 3`;
    await user.click(await main().findByRole('button', { name: `View larger: ${name(3)}` }));
    expect(screen.getByRole('dialog', { name: name(3) })).toBeInTheDocument();
  });

  it("shows the empty view, headed 'Event', when the event has no photos", async () => {
    server.use(http.get(SUB_EVENTS, () => HttpResponse.json({ data: [] })));
    await renderRoute(url);
    expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Event');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each(failedAnswers)(
    'after %s: logs it, shows the empty view and "Try again" refetches (D13)',
    async (_, answer) => {
      const log = captureErrorLog();
      server.use(http.get(SUB_EVENTS, answer, { once: true }));
      const { user } = await renderRoute(url);
      expect(await main().findByText(EMPTY, {}, { timeout: 5000 })).toBeVisible();
      expect(log).toHaveBeenCalledWith('[api] getSubEvents failed', expect.anything());
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await main().findByRole('button', { name: `View larger: ${photoName(1)}` }),
      ).toBeVisible();
    },
  );
});
