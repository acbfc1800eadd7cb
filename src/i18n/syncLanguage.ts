import type { i18n as I18n } from 'i18next';
import { selectLanguage, type LanguageState } from './languageSlice';
import { LANGUAGE_STORAGE_KEY, type Language } from './languages';

interface ObservableStore {
  getState: () => { language: LanguageState };
  subscribe: (listener: () => void) => () => void;
}

/** Stores the choice (spec section 4); blocked storage still lets it apply for this visit. */
function remember(language: Language): void {
  try {
    if (window.localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language) {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    }
  } catch {
    // Blocked storage (private mode, disabled cookies).
  }
}

/**
 * The one place the language reaches the outside world (spec section 4, D24): i18next,
 * <html lang> and the stored `selectedLanguage` follow the store's language. It watches the
 * state, not an action, so whatever sets the language (the picker, a preloaded state, a Redux
 * DevTools jump, skip or import) moves all three. In Node (the prerender) there is no document
 * or storage, only i18next.
 */
export function syncLanguage(store: ObservableStore, i18n: I18n): () => void {
  let applied: Language | undefined;
  const apply = () => {
    const language = selectLanguage(store.getState());
    if (language === applied) return;
    applied = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
    if (typeof document === 'undefined') return;
    document.documentElement.lang = language;
    remember(language);
  };
  apply();
  return store.subscribe(apply);
}
