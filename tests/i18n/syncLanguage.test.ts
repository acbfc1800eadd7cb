/**
 * The language on screen is a function of the store (spec section 4, D24): i18next, <html lang>
 * and the stored choice follow the state however it changes, also without a languageSelected
 * action (a Redux DevTools jump or import replaces the state and only notifies subscribers).
 */
import { waitFor } from '@testing-library/react';
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
    dispatch: (action: { payload: Language }) => {
      state = { language: { current: action.payload } };
      for (const listener of listeners) listener();
    },
  };
}

/** The address bar, as src/app/siteHistory.ts gives it to syncLanguage. */
function addressBar(pathname: string) {
  const listeners = new Set<() => void>();
  const location = { pathname, search: '?q=1', hash: '#top' };
  const bar = {
    location,
    replaced: [] as string[],
    replace: (to: string) => {
      bar.replaced.push(to);
      const url = new URL(to, 'http://site');
      location.pathname = url.pathname;
      for (const listener of listeners) listener();
    },
    /** The visitor goes Back or Forward to `to`. */
    visit: (to: string) => {
      location.pathname = to;
      for (const listener of listeners) listener();
    },
    listen: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return bar;
}

/** The `selectedLanguage` cookie as the page sees it, or null. */
const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith('selectedLanguage='))
    ?.split('=')[1] ?? null;

describe('syncLanguage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'selectedLanguage=; path=/; max-age=0';
    document.documentElement.lang = 'en';
  });
  afterEach(() => jest.restoreAllMocks());

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
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(window.localStorage.getItem('selectedLanguage')).toBe('hi');
    expect(i18n.language).toBe('hi');
    stop();
    store.replace('fr');
    expect(i18n.language).toBe('hi');
  });

  it('sets <html lang> after the paint, the latest of quick changes only (D46)', async () => {
    const i18n = await createTestI18n('en');
    const store = replaceableStore('en');
    syncLanguage(store, i18n);
    const set: (string | null)[] = [];
    const observer = new MutationObserver(() => set.push(document.documentElement.lang));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    store.replace('de');
    store.replace('hi');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(set).toEqual(['hi']);
  });

  it('puts the language in the URL and keeps it there (D37)', async () => {
    const i18n = await createTestI18n('en');
    const store = replaceableStore('en');
    const url = addressBar('/faq');
    syncLanguage(store, i18n, url);
    expect(url.replaced).toEqual([]);
    store.replace('de');
    await waitFor(() => expect(url.replaced).toEqual(['/de/faq?q=1#top']));
    store.replace('hi');
    await waitFor(() => expect(url.replaced.at(-1)).toBe('/hi/faq?q=1#top'));
    store.replace('en');
    await waitFor(() => expect(url.replaced.at(-1)).toBe('/faq?q=1#top'));
    expect(document.cookie).toContain('selectedLanguage=en');
  });

  it('moves the URL after the paint, to the latest of quick changes only (D46)', async () => {
    const i18n = await createTestI18n('en');
    const store = replaceableStore('en');
    const url = addressBar('/faq');
    syncLanguage(store, i18n, url);
    store.replace('de');
    // A change of the store that keeps the language, as the picker's closing in the same
    // click, moves nothing either; nor does a second language chosen before the paint.
    store.replace('de');
    store.replace('hi');
    expect(url.replaced).toEqual([]);
    await waitFor(() => expect(url.replaced).toEqual(['/hi/faq?q=1#top']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(url.replaced).toEqual(['/hi/faq?q=1#top']);
  });

  it('takes the language of a prefixed URL, and prefixes an unprefixed one (D37)', async () => {
    const i18n = await createTestI18n('en');
    const store = replaceableStore('hi');
    const url = addressBar('/hi/');
    syncLanguage(store, i18n, url);
    url.visit('/de/aboutus');
    expect(store.getState().language.current).toBe('de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(window.localStorage.getItem('selectedLanguage')).toBe('de');
    expect(document.cookie).toContain('selectedLanguage=de');
    url.visit('/aboutus');
    expect(store.getState().language.current).toBe('de');
    expect(url.replaced).toEqual(['/de/aboutus?q=1#top']);
  });

  it('writes nothing on a plain English visit: no storage entry, no cookie (D42)', async () => {
    const i18n = await createTestI18n('en');
    syncLanguage(replaceableStore('en'), i18n, addressBar('/faq'));
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('writes English only when it replaces another language (D42)', async () => {
    const i18n = await createTestI18n('en');
    const store = replaceableStore('hi');
    syncLanguage(store, i18n, addressBar('/hi/faq'));
    expect(window.localStorage.getItem('selectedLanguage')).toBe('hi');
    expect(languageCookie()).toBe('hi');
    store.replace('en');
    expect(window.localStorage.getItem('selectedLanguage')).toBe('en');
    expect(languageCookie()).toBe('en');
  });

  it('keeps the cookie for the whole site, a year, SameSite=Lax, not Secure over http (D42)', async () => {
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie?.set?.call(document, value);
    });
    const i18n = await createTestI18n('en');
    syncLanguage(replaceableStore('de'), i18n, addressBar('/de/faq'));
    expect(written).toEqual(['selectedLanguage=de; path=/; max-age=31536000; SameSite=Lax']);
    expect(languageCookie()).toBe('de');
  });

  it('a switch from /hi//evil.example/x to English stays on this site (D42)', async () => {
    const i18n = await createTestI18n('hi');
    const store = replaceableStore('hi');
    const url = addressBar('/hi//evil.example/x');
    syncLanguage(store, i18n, url);
    store.replace('en');
    await waitFor(() => expect(url.replaced).toHaveLength(1));
    const to = url.replaced.at(-1) ?? '';
    expect(to).toBe('/evil.example/x?q=1#top');
    expect(new URL(to, 'https://www.example.com').origin).toBe('https://www.example.com');
    expect(store.getState().language.current).toBe('en');
  });
});
