import { fireEvent, screen, within } from '@testing-library/react';
import { supportVideos } from '@/mocks/fixtures/support';
import { commits, renders } from '../../utils/renderTracker';
import { renderRoute } from '../../utils/renderWithProviders';
import { holdAnswers } from '../../utils/requests';

const title = supportVideos[0]?.supportVideoHeading ?? '';
const VIDEOS = '/support/getAll';

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

  it('the tap paints the dialog, and its player follows in a commit of its own', async () => {
    await renderRoute('/support');
    const watch = await screen.findByRole('button', { name: `Watch: ${title}` }, { timeout: 5000 });
    const player = `Video: ${title}`;
    const recorded = await commits(async () => {
      // fireEvent: the click's own work, and nothing after it, before the first look.
      fireEvent.click(watch);
      const dialog = screen.getByRole('dialog', { name: title });
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
      expect(within(dialog).queryByLabelText(player)).not.toBeInTheDocument();
      await within(dialog).findByLabelText(player);
    });
    const [tap, ...after] = recorded.filter((names) => names.length > 0);
    expect(tap).toContain('VideoModal');
    // The player's commit renders the player alone, not the dialog around it.
    expect(after).toEqual([['Player', 'PlayerBox']]);
  });

  it("the videos' arrival renders the page as it was first, and the videos in a later commit", async () => {
    const { release } = holdAnswers(VIDEOS);
    await renderRoute('/support');
    await within(screen.getByRole('main')).findByText('Loading...', {}, { timeout: 5000 });
    const recorded = await commits(async () => {
      release();
      await screen.findByRole('button', { name: `Watch: ${title}` }, { timeout: 5000 });
    });
    const [arrival, ...after] = recorded.filter((names) => names.length > 0);
    // The store's change renders little and paints at once; the videos come in React's
    // background render, which yields to a tap (src/api/contentQueries.ts, useDeferredAnswer).
    expect(arrival).toContain('SupportPage');
    expect(arrival).not.toContain('VideoCard');
    expect(after.flat()).toContain('VideoCard');
  });
});
