import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { languageSelected } from './languageSlice';
import { LANGUAGE_STORAGE_KEY } from './languages';

/**
 * The one place a language choice reaches the outside world (spec section 4, D24): it is
 * stored under `selectedLanguage`, set on <html lang> and applied to i18next at once.
 */
export function addLanguageListeners(listener: ListenerMiddlewareInstance, i18n: I18n): void {
  listener.startListening({
    actionCreator: languageSelected,
    effect: async ({ payload: language }) => {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Blocked storage: the choice still applies for this visit.
      }
      document.documentElement.lang = language;
      await i18n.changeLanguage(language);
    },
  });
}
