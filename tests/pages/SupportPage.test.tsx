import { fireEvent, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { supportVideos } from '@/mocks/fixtures/support';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/renderWithProviders';
import { captureErrorLog, failedAnswers } from './queryFailures';

const VIDEOS = '/support/getAll';
const main = () => within(screen.getByRole('main'));
const cardHeadings = () =>
  main()
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const first = supportVideos[0];
const second = supportVideos[1];

async function openSupportPage() {
  const view = await renderRoute('/support');
  // Generous: the first render of a file also compiles the lazy page and the chrome.
  await screen.findByRole('heading', { name: first?.supportVideoHeading }, { timeout: 5000 });
  return view;
}

async function openPlayer(user: Awaited<ReturnType<typeof renderRoute>>['user'], title = '') {
  const watch = screen.getByRole('button', { name: `Watch: ${title}` });
  await user.click(watch);
  return { watch, dialog: screen.getByRole('dialog', { name: title }) };
}

describe('/support', () => {
  it('shows the title, a labelled search box and one card per video with its inline player', async () => {
    const { container } = await openSupportPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SUPPORT');
    expect(screen.getByRole('searchbox', { name: 'Search videos by title' })).toBeVisible();
    expect(cardHeadings()).toEqual(supportVideos.map((video) => video.supportVideoHeading));
    const players = container.querySelectorAll('main video');
    expect(players).toHaveLength(supportVideos.length);
    expect(players[0]).toHaveAttribute('src', first?.supportVideo);
    expect(players[0]).toHaveAttribute('preload', 'metadata');
  });

  it('gives each card one way to watch its video: "Watch", not controls of an inline player too', async () => {
    const { container } = await openSupportPage();
    const title = first?.supportVideoHeading ?? '';
    const card = screen.getByRole('article', { name: title });
    // The card's picture is its video at the first frame, named by the card's title.
    expect(container.querySelector('main video')).not.toHaveAttribute('controls');
    expect(within(card).queryByLabelText(`Video: ${title}`)).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Watch']);
  });

  it("shows 'Loading...' while the videos are on their way", async () => {
    server.use(http.get(VIDEOS, () => delay('infinite')));
    await renderRoute('/support');
    await screen.findByRole('heading', { name: 'SUPPORT' });
    expect(main().getByRole('status')).toHaveTextContent('Loading...');
  });

  it('filters videos by heading, case-insensitively', async () => {
    const { user, store } = await openSupportPage();
    await user.type(screen.getByRole('searchbox'), 'CAMPUSCARE');
    expect(cardHeadings()).toEqual(['Registering a vehicle in CampusCare']);
    expect(store.getState().support?.search).toBe('CAMPUSCARE');
  });

  it("says 'No results found' when no heading matches", async () => {
    const { user } = await openSupportPage();
    await user.type(screen.getByRole('searchbox'), 'submarine');
    expect(main().getByText('No results found')).toBeVisible();
    expect(cardHeadings()).toEqual([]);
  });

  it('opens the modal player from "Watch", locks page scrolling, and × closes it', async () => {
    const { user, store } = await openSupportPage();
    const title = first?.supportVideoHeading;
    const { watch, dialog } = await openPlayer(user, title);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The player comes a frame after the dialog (usePainted): the tap's frame shows the dialog.
    expect(await within(dialog).findByLabelText(`Video: ${title ?? ''}`)).toHaveAttribute(
      'src',
      first?.supportVideo,
    );
    expect(store.getState().support?.selectedVideoId).toBe(first?._id);
    expect(document.body).toHaveClass('scroll-locked');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(store.getState().support?.selectedVideoId).toBeNull();
    expect(watch).toHaveFocus();
  });

  it.each([
    ['its heading', (card: HTMLElement) => within(card).getByRole('heading')],
    ['its empty area', (card: HTMLElement) => card],
    ['its picture', (card: HTMLElement) => card.querySelector('video') ?? card],
  ])('opens the card’s video in the modal player from a click on %s', async (_, target) => {
    const { user, store } = await openSupportPage();
    const title = second?.supportVideoHeading ?? '';
    await user.click(target(screen.getByRole('article', { name: title })));

    const dialog = screen.getByRole('dialog', { name: title });
    expect(await within(dialog).findByLabelText(`Video: ${title}`)).toHaveAttribute(
      'src',
      second?.supportVideo,
    );
    expect(store.getState().support?.selectedVideoId).toBe(second?._id);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: `Watch: ${title}` })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the card that opened it', async () => {
    const { user } = await openSupportPage();
    const { watch } = await openPlayer(user, second?.supportVideoHeading);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
    expect(watch).toHaveFocus();
  });

  it('closes on a click outside the player but not on a click inside it', async () => {
    const { user } = await openSupportPage();
    const { dialog } = await openPlayer(user, first?.supportVideoHeading);
    await user.click(within(dialog).getByRole('heading'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A click on the ::backdrop, everything around the panel, targets the <dialog> itself.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  // Keyboard focus staying inside the player is the browser's modal dialog (the page behind is
  // inert), which jsdom lacks: tests/e2e/content.e2e.ts checks it in Chromium.

  it('closes the player when the visitor leaves the page while it is open', async () => {
    const { user, store } = await openSupportPage();
    await openPlayer(user, first?.supportVideoHeading);
    // A plain click event (no pointer press, which would close the player first), like a
    // navigation the modal does not see: the browser's back button, say.
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
    // The FAQ page's chunk compiles on first use in this file, hence the longer wait.
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' }, { timeout: 5000 });
    expect(store.getState().support?.selectedVideoId).toBeNull();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('shows the empty view when the server has no videos', async () => {
    server.use(http.get(VIDEOS, () => HttpResponse.json([])));
    await renderRoute('/support');
    expect(await main().findByText('No results found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each(failedAnswers)(
    'after %s: logs it, shows the empty view and "Try again" refetches (D13)',
    async (_, answer) => {
      const log = captureErrorLog();
      server.use(http.get(VIDEOS, answer, { once: true }));
      const { user } = await renderRoute('/support');
      expect(await main().findByText('No results found')).toBeVisible();
      expect(log).toHaveBeenCalledWith('[api] getSupportVideos failed', expect.anything());
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { name: first?.supportVideoHeading }),
      ).toBeVisible();
    },
  );
});
