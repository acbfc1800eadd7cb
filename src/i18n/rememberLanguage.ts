import { LANGUAGE_STORAGE_KEY, type Language } from './languages';

/** A year: the cookie mirrors a choice that localStorage keeps until it is changed (D42). */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/**
 * The `selectedLanguage` cookie, which lets the host send a visitor to their language's URL
 * before any HTML arrives (D37, nginx): for the whole site, a year, sent on top-level
 * navigations from other sites (`Lax`: a link from a search result must find its language),
 * and only over https where the site is served over https (D42).
 */
function languageCookie(language: Language): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * Stores the language (spec section 4) and mirrors it in the cookie. The caller decides when
 * there is something to remember (D42, src/i18n/syncLanguage.ts). Blocked storage still lets
 * the language apply for this visit.
 */
export function rememberLanguage(language: Language): void {
  try {
    if (window.localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language) {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    }
  } catch {
    // Blocked storage (private mode, disabled cookies).
  }
  document.cookie = languageCookie(language);
}
