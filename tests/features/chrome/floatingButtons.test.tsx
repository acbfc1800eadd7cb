import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnknownAction } from '@reduxjs/toolkit';
import { floatingButtonsVisibilityChanged } from '@/features/chrome/chromeSlice';
import type { AppStore } from '@/store/makeStore';
import { renderRoute } from '../../utils/renderWithProviders';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

const contactButton = () => screen.queryByRole('button', { name: 'Contact us' });

/** jsdom lays nothing out: the page is given a height, taller than the 768 px window. */
const PAGE_HEIGHT = 5000;

describe('floating buttons (spec section 2, D19)', () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: PAGE_HEIGHT,
      configurable: true,
    });
  });
  afterEach(() => scrollTo(0));

  it('appear only once scrolled more than 300 px', async () => {
    await renderRoute('/privacypolicy');
    expect(contactButton()).not.toBeInTheDocument();
    scrollTo(300);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(contactButton()).not.toBeInTheDocument();
    scrollTo(301);
    await waitFor(() => expect(contactButton()).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(120);
    await waitFor(() => expect(contactButton()).not.toBeInTheDocument());
  });

  it('dispatches their visibility only when it changes (one action per crossing)', async () => {
    const logged: UnknownAction[] = [];
    const watch = (store: AppStore) => {
      const dispatch = store.dispatch;
      jest.spyOn(store, 'dispatch').mockImplementation((action) => {
        if (floatingButtonsVisibilityChanged.match(action)) logged.push(action);
        return dispatch(action);
      });
      return Promise.resolve();
    };
    await renderRoute('/privacypolicy', { beforeRender: watch });
    await screen.findByRole('heading', { level: 1 });
    expect(logged).toEqual([]);
    scrollTo(301);
    await waitFor(() => expect(contactButton()).toBeInTheDocument());
    scrollTo(900);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    scrollTo(120);
    await waitFor(() => expect(contactButton()).not.toBeInTheDocument());
    expect(logged).toEqual([
      floatingButtonsVisibilityChanged(true),
      floatingButtonsVisibilityChanged(false),
    ]);
  });

  it('scroll-to-top scrolls smoothly to the top', async () => {
    const { user } = await renderRoute('/privacypolicy');
    scrollTo(900);
    await user.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('the scroll-down button (500 px) is on the home page only', async () => {
    const { user } = await renderRoute('/');
    scrollTo(900);
    await user.click(await screen.findByRole('button', { name: 'Scroll down' }));
    expect(window.scrollBy).toHaveBeenCalledWith({ top: 500, left: 0, behavior: 'smooth' });
  });

  it('hides the scroll-down button at the end of the page, where it would do nothing (D44)', async () => {
    await renderRoute('/');
    const scrollDown = () => screen.queryByRole('button', { name: 'Scroll down' });
    scrollTo(900);
    await waitFor(() => expect(scrollDown()).toBeInTheDocument());
    scrollTo(PAGE_HEIGHT - window.innerHeight);
    await waitFor(() => expect(scrollDown()).not.toBeInTheDocument());
    expect(contactButton()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(PAGE_HEIGHT - window.innerHeight - 100);
    await waitFor(() => expect(scrollDown()).toBeInTheDocument());
  });

  it('has no scroll-down button on other pages', async () => {
    await renderRoute('/privacypolicy');
    scrollTo(900);
    await screen.findByRole('button', { name: 'Back to top' });
    expect(screen.queryByRole('button', { name: 'Scroll down' })).not.toBeInTheDocument();
  });

  describe('contact button', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('goes to /contact, then scrolls to top after 100 ms', async () => {
      await renderRoute('/privacypolicy');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      scrollTo(900);
      await act(() => jest.advanceTimersByTimeAsync(20));
      jest.mocked(window.scrollTo).mockClear();
      await user.click(screen.getByRole('button', { name: 'Contact us' }));
      await act(() => jest.advanceTimersByTimeAsync(90));
      expect(window.scrollTo).not.toHaveBeenCalledWith(
        expect.objectContaining({ behavior: 'smooth' }),
      );
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
      await waitFor(() =>
        expect(screen.getByLabelText('Address bar')).toHaveTextContent('/contact'),
      );
    });
  });
});
