import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../utils/renderWithProviders';

const trigger = () => screen.getByRole('button', { name: /^Language:/ });
const menu = () => screen.getByRole('list', { name: 'Choose a language' });
const menuIsOpen = () => screen.queryByRole('list', { name: 'Choose a language' }) !== null;

describe('language picker (spec section 2)', () => {
  afterEach(() => window.localStorage.clear());

  it('offers EN, HI, DE, FR, RU, ES, ZH and marks the current one', async () => {
    const { user } = await renderRoute('/no-such-page');
    expect(menuIsOpen()).toBe(false);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const options = within(menu()).getAllByRole('button');
    expect(options.map((option) => option.textContent.slice(0, 2))).toEqual([
      'EN',
      'HI',
      'DE',
      'FR',
      'RU',
      'ES',
      'ZH',
    ]);
    expect(within(menu()).getByRole('button', { name: 'EN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('applies a choice at once, stores it and closes', async () => {
    const { user, store } = await renderRoute('/no-such-page');
    await user.click(trigger());
    await user.click(within(menu()).getByRole('button', { name: 'HI' }));
    expect(store.getState().language.current).toBe('hi');
    expect(window.localStorage.getItem('selectedLanguage')).toBe('hi');
    expect(menuIsOpen()).toBe(false);
    expect(trigger()).toHaveFocus();
  });

  it('closes on Escape, returning focus to the globe, and on an outside click', async () => {
    const { user } = await renderRoute('/no-such-page');
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(menuIsOpen()).toBe(false);
    expect(trigger()).toHaveFocus();
    await user.click(trigger());
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuIsOpen()).toBe(false);
  });

  it('is operable with the keyboard alone', async () => {
    const { user, store } = await renderRoute('/no-such-page');
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(menuIsOpen()).toBe(true);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(menu()).getByRole('button', { name: 'DE' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(store.getState().language.current).toBe('de');
  });

  describe('on desktop (mouse)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const setup = async () => {
      await renderRoute('/no-such-page');
      return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    };

    it('opens on hover and closes 200 ms after the pointer leaves', async () => {
      const user = await setup();
      await user.hover(trigger());
      expect(menuIsOpen()).toBe(true);
      await user.unhover(trigger());
      await act(() => jest.advanceTimersByTimeAsync(190));
      expect(menuIsOpen()).toBe(true);
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(menuIsOpen()).toBe(false);
    });

    it('stays open when the pointer comes back within 200 ms, and a click keeps it open', async () => {
      const user = await setup();
      await user.hover(trigger());
      await user.unhover(trigger());
      await act(() => jest.advanceTimersByTimeAsync(100));
      await user.hover(trigger());
      await act(() => jest.advanceTimersByTimeAsync(300));
      expect(menuIsOpen()).toBe(true);
      await user.click(trigger());
      expect(menuIsOpen()).toBe(true);
    });
  });
});
