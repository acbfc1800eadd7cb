/**
 * The language on screen is a function of the store (spec section 4, D24): i18next, <html lang>
 * and the stored choice follow the state however it changes, also without a languageSelected
 * action (a Redux DevTools jump or import replaces the state and only notifies subscribers).
 */
import { syncLanguage } from '@/i18n/syncLanguage';
import type { Language } from '@/i18n/languages';
import { createTestI18n } from '../utils/renderWithProviders';

/** A store whose state is replaced from outside, as DevTools does when it jumps. */
function replaceableStore(language: Language) {
  let state = { language: { current: language } };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    replace: (next: Language) => {
      state = { language: { current: next } };
      for (const listener of listeners) listener();
    },
  };
}

describe('syncLanguage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.lang = 'en';
  });

  it('applies a preloaded language at once', async () => {
    const i18n = await createTestI18n('en');
    syncLanguage(replaceableStore('de'), i18n);
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('selectedLanguage')).toBe('de');
    expect(i18n.language).toBe('de');
  });

  it('follows a state replaced without any action, and stops when unsubscribed', async () => {
    const i18n = await createTestI18n('en');
    const store = replaceableStore('en');
    const stop = syncLanguage(store, i18n);
    store.replace('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem('selectedLanguage')).toBe('hi');
    expect(i18n.language).toBe('hi');
    stop();
    store.replace('fr');
    expect(document.documentElement.lang).toBe('hi');
  });
});
