import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LOCALE_LOAD_PATH,
  SUPPORTED_LANGUAGES,
  type Language,
} from './languages';

/**
 * Spec section 8: failed loads (network, 5xx) retry up to 5 times, 350 ms apart at first and
 * doubling each time; 4xx is not retried. i18next's backend connector does exactly this when
 * the http backend flags a failure as retriable, so the policy is configuration, not code.
 */
export const LOCALE_RETRY = { maxRetries: 5, retryTimeout: 350 } as const;

/**
 * The site's i18next instance; `resources` alone skips the network (tests, prerendering). The
 * http backend is fetched as its own chunk, in parallel with the page's code: the prerendered
 * HTML is already on screen, so it need not weigh on the initial bundle.
 *
 * `load` with `resources` is the browser on a prerendered page (D37): the page's language comes
 * with the HTML, so nothing is requested before hydration, and other languages load when
 * chosen. That language needs no fallback (every language has every key, tests/i18n); the
 * others fall back to English as usual.
 */
export async function createI18n(
  language: Language,
  resources?: Resource,
  { load = !resources }: { load?: boolean } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  if (load) instance.use((await import('i18next-http-backend')).default);
  instance.use(initReactI18next);
  await instance.init({
    lng: language,
    fallbackLng:
      resources && load
        ? (code: string) => (code === language ? [] : [DEFAULT_LANGUAGE])
        : DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    load: 'currentOnly',
    ...LOCALE_RETRY,
    ...(resources ? { resources, partialBundledLanguages: load } : {}),
    ...(load ? { backend: { loadPath: LOCALE_LOAD_PATH } } : {}),
    interpolation: { escapeValue: false }, // React escapes rendered text already.
    // No re-render of every component inside the event that changed the language:
    // TranslationProvider re-renders them in a transition (D46).
    react: { bindI18n: '' },
    // A key missing in the language and in the English fallback shows as the key; say so
    // loudly so end-to-end tests and developers notice.
    parseMissingKeyHandler: (key: string) => {
      console.warn(`Missing translation: ${key}`);
      return key;
    },
  });
  return instance;
}
