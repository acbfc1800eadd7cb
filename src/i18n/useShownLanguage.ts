import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * The language the page's words are shown in: i18next's, which follows the store's once that
 * language's translations are in (src/i18n/syncLanguage.ts), the page's text changing in a
 * transition after that (TranslationProvider). Between the choice and then, the store already
 * names the new language while the page still reads in the one before.
 */
export function useShownLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
