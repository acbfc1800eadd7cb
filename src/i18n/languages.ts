/** Spec section 9: supported languages; `en` is the default and the fallback. */
export const SUPPORTED_LANGUAGES = ['en', 'hi', 'de', 'fr', 'ru', 'es', 'zh'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Spec section 7: translations load from the site's own host. */
export const LOCALE_LOAD_PATH = '/locales/{{lng}}/translation.json';

export function localeUrl(language: Language): string {
  return LOCALE_LOAD_PATH.replace('{{lng}}', language);
}

/** Spec section 4: where the chosen language is kept in local storage. */
export const LANGUAGE_STORAGE_KEY = 'selectedLanguage';

/** Each language's own name, so a visitor finds theirs whatever language the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
  es: 'Español',
  zh: '中文',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, or `en` when there is none or it is not one of the seven. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'>): Language {
  try {
    const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can throw when the browser blocks it (private mode, disabled cookies).
    return DEFAULT_LANGUAGE;
  }
}

/** Open Graph locale of each language (og:locale, og:locale:alternate); the site serves India. */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_IN',
  hi: 'hi_IN',
  de: 'de_DE',
  fr: 'fr_FR',
  ru: 'ru_RU',
  es: 'es_ES',
  zh: 'zh_CN',
};
