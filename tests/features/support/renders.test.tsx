import { screen, waitFor, within } from '@testing-library/react';
import { supportVideos } from '@/mocks/fixtures/support';
import { renders } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';

const title = supportVideos[0]?.supportVideoHeading ?? '';

// D46: a gesture renders what it changes (docs/performance.md has the timings).
describe('/support render scope', () => {
  it('opening and closing a video renders the player, not the page or the video cards', async () => {
    const { user } = await renderRoute('/support');
    const watch = await screen.findByRole('button', { name: `Watch: ${title}` }, { timeout: 5000 });
    const opening = await renders(() => user.click(watch));
    expect(screen.getByRole('dialog', { name: title })).toBeVisible();
    expect(opening).toContain('VideoModal');
    const closing = await renders(() => user.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const rendered of [opening, closing]) {
      expect(rendered).not.toContain('SupportPage');
      expect(rendered).not.toContain('VideoCard');
    }
  });

  it('opening a video shows the dialog at once and its player once that has painted', async () => {
    const { user } = await renderRoute('/support');
    const watch = await screen.findByRole('button', { name: `Watch: ${title}` }, { timeout: 5000 });
    await user.click(watch);
    const dialog = screen.getByRole('dialog', { name: title });
    // The tap's frame holds the dialog, its title and Close, not the player's native controls.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(dialog.querySelector('video')).toBeNull();
    await waitFor(() => expect(dialog.querySelector('video')).toHaveAttribute('controls'));
    expect(dialog.querySelector('video')).toHaveAttribute('autoplay');
  });
});
