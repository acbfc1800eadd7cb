import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from './languages';

/** A year: the cookie mirrors a choice that localStorage keeps until it is changed (D42). */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;

/**
 * The `selectedLanguage` cookie, which lets the host send a visitor to their language's URL
 * before any HTML arrives (D37, nginx): for the whole site, a year, sent on top-level
 * navigations from other sites (`Lax`: a link from a search result must find its language),
 * and only over https where the site is served over https (D42).
 */
export function languageCookie(language: Language, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The value of the `selectedLanguage` cookie, or null. */
function cookieValue(): string | null {
  const prefix = `${LANGUAGE_STORAGE_KEY}=`;
  const found = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return found === undefined ? null : found.slice(prefix.length);
}

/** The value in local storage, or null; storage the browser blocks holds nothing. */
function storedValue(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * D42: stores the language (spec section 4) and mirrors it in the cookie, but only when there
 * is something to remember. A page in another language (chosen, or arrived at by its prefixed
 * URL) is written, the cookie's year starting again. English, the default, is written only to
 * replace another language kept before; a plain English visit writes nothing at all. Blocked
 * storage still lets the language apply for this visit.
 */
export function rememberLanguage(language: Language): void {
  const stored = storedValue();
  const kept = [stored, cookieValue()].filter((value) => value !== null);
  if (language === DEFAULT_LANGUAGE && kept.every((value) => value === language)) return;
  try {
    if (stored !== language) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage (private mode, disabled cookies).
  }
  document.cookie = languageCookie(language, window.location.protocol);
}
