/** One gesture, one action: an action that would change nothing is not dispatched at all. */
import { languageMenuOpened, menusClosed } from '@/features/chrome/chromeSlice';
import { changeOnly } from '@/store/changeOnly';
import { setupApp } from '../utils/renderWithProviders';

describe('changeOnly', () => {
  it('dispatches an action that changes the state', async () => {
    const { store } = await setupApp();
    // RTK Query's middleware announces itself on the first action the store sees.
    store.dispatch({ type: 'test/started' });
    const notified = jest.fn();
    store.subscribe(notified);
    store.dispatch(changeOnly(languageMenuOpened()));
    expect(store.getState().chrome?.languageMenuOpen).toBe(true);
    expect(notified).toHaveBeenCalledTimes(1);
  });

  it('drops one that would change nothing: closing menus that are closed', async () => {
    const { store } = await setupApp();
    store.dispatch(changeOnly(languageMenuOpened()));
    store.dispatch(changeOnly(menusClosed()));
    const before = store.getState();
    const notified = jest.fn();
    store.subscribe(notified);
    store.dispatch(changeOnly(menusClosed()));
    expect(notified).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
  });

  it('drops a no-op that comes first after a lazy page injected its slice', async () => {
    const { store } = await setupApp();
    store.dispatch({ type: 'test/started' });
    // The FAQ page's code arrives: its slice is injected, but joins the state only with the
    // next action. Closing menus that are closed is still no change.
    const { faqSlice } = await import('@/features/faq/faqSlice');
    expect(store.getState()).not.toHaveProperty(faqSlice.reducerPath);
    const before = store.getState();
    const notified = jest.fn();
    store.subscribe(notified);
    store.dispatch(changeOnly(menusClosed()));
    expect(notified).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
    // A real change to the new slice still goes through.
    store.dispatch(changeOnly(languageMenuOpened()));
    expect(notified).toHaveBeenCalledTimes(1);
  });
});
