import type { i18n as I18n } from 'i18next';
import { languageSelected, selectLanguage, type LanguageState } from './languageSlice';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { languageInPath, localizedPath, routeOfPath } from './languagePaths';
import { rememberLanguage } from './rememberLanguage';

interface ObservableStore {
  getState: () => { language: LanguageState };
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: ReturnType<typeof languageSelected>) => unknown;
}

/** The address bar: the router's history (src/app/siteHistory.ts). */
export interface LanguageUrl {
  readonly location: { pathname: string; search: string; hash: string };
  replace: (to: string) => void;
  listen: (listener: () => void) => () => void;
}

/** The language a URL shows: its prefix, English without one (D37). */
function languageOfUrl(url: LanguageUrl): Language {
  return languageInPath(url.location.pathname) ?? DEFAULT_LANGUAGE;
}

/**
 * The one place the language reaches the outside world (spec section 4, D24, D37): i18next,
 * <html lang>, the stored `selectedLanguage` (when there is something to remember, D42) and the
 * URL's language prefix follow the store's language. It watches the state, not an action, so
 * whatever sets the language (the picker, a preloaded state, a Redux DevTools jump, skip or
 * import) moves all four; the URL is replaced, not pushed, so the page keeps its place in
 * history and on screen. The other way round, arriving at another language's URL (Back,
 * Forward) sets that language; an unprefixed URL takes the current language's prefix, as the
 * boot script does on load. In Node (the prerender) there is no document, storage or URL, only
 * i18next.
 *
 * A change of `<html lang>` restyles and lays out the whole page for the new language's
 * hyphenation: inside the click that chose the language it held back the paint of the closed
 * picker (75 ms of a 240 ms click on a slowed phone, `bench:inp -- --trace language`, D46),
 * and replacing the URL (the history entry, then the router's own update) took 20–25 ms more.
 * So after the start both follow a change once that click has painted, while the page's text
 * follows in its transition (src/i18n/TranslationProvider.tsx).
 */
export function syncLanguage(store: ObservableStore, i18n: I18n, url?: LanguageUrl): () => void {
  let applied: Language | undefined;
  const moveUrl = (language: Language) => {
    if (!url || languageOfUrl(url) === language) return;
    const { pathname, search, hash } = url.location;
    url.replace(`${localizedPath(language, routeOfPath(pathname))}${search}${hash}`);
  };
  // The URL and <html lang> follow the store's language; a change made after the start, once
  // its click has painted (below). A change of the URL meanwhile is answered at once (followUrl).
  const show = (language: Language) => {
    moveUrl(language);
    document.documentElement.lang = language;
  };
  const apply = () => {
    const language = selectLanguage(store.getState());
    if (language === applied) return;
    const replaced = applied;
    applied = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
    if (typeof document === 'undefined') return;
    if (replaced === undefined) show(language);
    // After the next paint: a task queued from a frame's animation callback starts after that
    // frame has painted (a hidden tab paints, and so shows it, once shown). Only the latest
    // change: a later one supersedes this one. Written out rather than through
    // src/lib/afterPaint.ts, whose hidden-tab branch this does not need: importing it here
    // put 54 B more into the initial bundle, past its budget.
    else requestAnimationFrame(() => setTimeout(() => applied === language && show(language)));
    // D42: only what there is to remember. A page in another language (chosen, or arrived at by
    // its URL) is kept, the cookie's year starting again; English, the default, only when it
    // replaces another language. A plain English visit writes nothing.
    if (language !== DEFAULT_LANGUAGE || replaced !== undefined) rememberLanguage(language);
  };
  const followUrl = () => {
    if (!url) return;
    const inPath = languageInPath(url.location.pathname);
    if (inPath && inPath !== selectLanguage(store.getState()))
      store.dispatch(languageSelected(inPath));
    else moveUrl(selectLanguage(store.getState()));
  };
  apply();
  const stopStore = store.subscribe(apply);
  const stopUrl = url?.listen(followUrl);
  return () => {
    stopStore();
    stopUrl?.();
  };
}
