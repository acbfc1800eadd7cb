import { screen } from '@testing-library/react';
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
});
