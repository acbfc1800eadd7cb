import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { createI18n, LOCALE_RETRY } from '@/i18n/createI18n';
import { languageSelected } from '@/i18n/languageSlice';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from '@/i18n/languages';
import { server } from '@/mocks/node';
import { renderRoute, setupApp } from '../utils/renderWithProviders';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('stored language (spec section 4)', () => {
  it('reads a supported language from selectedLanguage', () => {
    expect(readStoredLanguage(storageWith('hi'))).toBe('hi');
  });

  it('falls back to en when nothing, or something unsupported, is stored', () => {
    expect(readStoredLanguage(storageWith(null))).toBe('en');
    expect(readStoredLanguage(storageWith('pt'))).toBe('en');
  });

  it('falls back to en when the browser blocks storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredLanguage(blocked)).toBe('en');
  });
});

describe('choosing a language', () => {
  afterEach(() => window.localStorage.clear());

  it('stores it, re-renders the page text and sets <html lang> after the paint (D24)', async () => {
    const { store, i18n } = await renderRoute('/no-such-page');
    i18n.addResourceBundle('de', 'translation', { chrome: { nav: { about: 'Über uns' } } });
    store.dispatch(languageSelected('de'));
    // <html lang> follows once the click has painted: its whole-page restyle is not the click's (D46).
    expect(document.documentElement.lang).toBe('en');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Über uns' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.language).toBe('de');
  });
});

describe('translation loading (spec section 7 and 8)', () => {
  it('loads /locales/{lng}/translation.json from the site itself', async () => {
    const requested: string[] = [];
    server.use(
      http.get('/locales/:lng/translation.json', ({ params }) => {
        requested.push(String(params.lng));
        return HttpResponse.json({ common: { loading: 'Chargement…' } });
      }),
    );
    const i18n = await createI18n('fr');
    expect(requested).toContain('fr');
    expect(i18n.t('common.loading')).toBe('Chargement…');
  });

  it('uses i18next’s own retry policy: 5 retries, 350 ms doubling', () => {
    expect(LOCALE_RETRY).toEqual({ maxRetries: 5, retryTimeout: 350 });
  });

  describe('with fake timers', () => {
    beforeEach(() =>
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
    );
    afterEach(() => jest.useRealTimers());

    it('retries a 5xx load 5 times, waiting 350, 700, 1400, 2800 and 5600 ms', async () => {
      const attempts: number[] = [];
      server.use(
        http.get('/locales/de/translation.json', () => {
          attempts.push(Date.now());
          return new HttpResponse(null, { status: 503 });
        }),
        http.get('/locales/en/translation.json', () => HttpResponse.json({})),
      );
      const loading = createI18n('de');
      await jest.advanceTimersByTimeAsync(20_000);
      await loading;
      expect(attempts).toHaveLength(6);
      const waits = attempts.slice(1).map((time, index) => time - (attempts[index] ?? 0));
      expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
    });

    it('does not retry a 4xx answer', async () => {
      let attempts = 0;
      server.use(
        http.get('/locales/de/translation.json', () => {
          attempts += 1;
          return new HttpResponse(null, { status: 404 });
        }),
        http.get('/locales/en/translation.json', () => HttpResponse.json({})),
      );
      const loading = createI18n('de');
      await jest.advanceTimersByTimeAsync(20_000);
      await loading;
      expect(attempts).toBe(1);
    });
  });
});

describe('a fresh app', () => {
  it('starts in English', async () => {
    const { store } = await setupApp();
    expect(store.getState().language.current).toBe('en');
  });
});
