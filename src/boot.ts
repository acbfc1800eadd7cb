/**
 * The boot script: inlined into the <head> of every page (allowed by its hash, D34) and run
 * before the body is parsed, so it decides before the first paint what may show:
 *  - a visitor whose stored language is not English, at an unprefixed URL, is sent to the same
 *    page in their language (D37) and nothing of this page paints;
 *  - prerendered HTML that is not the page at this URL, in the URL's language (a host that only
 *    falls back to index.html), is hidden and the app renders the right one afresh.
 * It then starts the app once the page has painted (src/app/appScripts.ts). Kept free of React
 * and the store: it is on the critical path of every page.
 */
import { afterPagePaint, preloadTranslations, runAppScripts } from './app/appScripts';
import {
  APP_ROUTES_ATTRIBUTE,
  holdsPageFor,
  PENDING_CLASS,
  PRERENDERED_ATTRIBUTE,
} from './app/prerendered';
import { DEFAULT_LANGUAGE, localeUrl, readStoredLanguage } from './i18n/languages';
import { languageInPath, localizedPath, routeOfPath } from './i18n/languagePaths';
import { browserStorage } from './i18n/browserStorage';
import { noteEarlyTouch } from './lib/earlyTouches';
import { holdEarlySubmit } from './lib/heldSubmits';
import { showStartFailure, START_SAFETY_MS } from './app/startFailure';
import { startPreloadedRequests } from './api/earlyRequests';

const html = document.documentElement;
// D40: a form sent before the app runs waits for the app (src/lib/heldSubmits.ts).
html.onsubmit = holdEarlySubmit;
// Spec section 5: a field left before the app runs counts as touched (src/lib/earlyTouches.ts).
html.addEventListener('focusout', noteEarlyTouch);
const { pathname, search, hash } = window.location;
const inPath = languageInPath(pathname);
const stored = inPath ? null : readStoredLanguage(browserStorage());
if (stored && stored !== DEFAULT_LANGUAGE) {
  // Hidden from the first paint: the visitor sees their language, never an English frame.
  html.classList.add(PENDING_CLASS);
  window.location.replace(`${localizedPath(stored, routeOfPath(pathname))}${search}${hash}`);
} else {
  const language = inPath ?? DEFAULT_LANGUAGE;
  const keep = holdsPageFor(
    html.getAttribute(PRERENDERED_ATTRIBUTE),
    pathname,
    html.getAttribute(APP_ROUTES_ATTRIBUTE),
    html.lang,
  );
  html.lang = language;
  // The HTML's own style sheet hides #root under this class (scripts/build/prerender.ts).
  if (!keep) html.classList.add(PENDING_CLASS);
  // The page's list, which its HTML names, in the page's language: the app takes the answer
  // (src/api/earlyRequests.ts). Not for HTML that is another page's.
  if (keep) startPreloadedRequests(window, language);
  afterPagePaint(window, keep, () => {
    // A kept page brings the translations it was rendered with (PAGE_TRANSLATIONS_ID); else
    // the visitor's language and English, its fallback, load beside the app's scripts.
    if (!keep) {
      const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
      preloadTranslations(document, languages.map(localeUrl));
    }
    runAppScripts(document, (detail) => showStartFailure(document, detail), START_SAFETY_MS);
  });
}
