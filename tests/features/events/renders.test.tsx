import { screen, within } from '@testing-library/react';
import { events } from '@/mocks/fixtures/events';
import { renders } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';

const expo = events[0];

// D46: a gesture renders what it changes (docs/performance.md has the timings).
describe('/events/{id} render scope', () => {
  it('opening and closing a photo renders the overlay, not the page or the photo grid', async () => {
    const { user } = await renderRoute(`/events/${expo?._id ?? ''}`);
    const main = within(await screen.findByRole('main'));
    const [photo] = await main.findAllByRole('button', { name: /^View larger/ }, { timeout: 5000 });
    const opening = await renders(() => user.click(photo as HTMLElement));
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(opening).toContain('EventOverlay');
    const closing = await renders(() => user.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const rendered of [opening, closing]) {
      expect(rendered).not.toContain('EventDetailPage');
      expect(rendered).not.toContain('EventPhotoGrid');
      // The overlay's own photo at most; none of the grid's.
      expect(rendered.filter((name) => name === 'RemoteImage').length).toBeLessThanOrEqual(1);
    }
  });
});
