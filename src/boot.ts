/**
 * The boot script: a tiny blocking script in <head>, run before the body is parsed, so it
 * decides before the first paint whether the prerendered HTML may show (src/app/prerendered.ts).
 * It also sets <html lang> to the stored language from the first paint (D24), and starts the
 * app once the page has painted (src/app/appScripts.ts). Kept free of React and the store: it
 * is on the critical path of every page.
 */
import { afterPagePaint, preloadTranslations, runAppScripts } from './app/appScripts';
import {
  APP_ROUTES_ATTRIBUTE,
  holdsPageFor,
  PENDING_CLASS,
  PRERENDERED_ATTRIBUTE,
} from './app/prerendered';
import { DEFAULT_LANGUAGE, localeUrl, readStoredLanguage } from './i18n/languages';
import { browserStorage } from './i18n/browserStorage';
import { holdEarlySubmit } from './lib/heldSubmits';

const html = document.documentElement;
// D40: a form sent before the app runs waits for the app (src/lib/heldSubmits.ts).
html.onsubmit = holdEarlySubmit;
const language = readStoredLanguage(browserStorage());
html.lang = language;
const keep =
  language === DEFAULT_LANGUAGE &&
  holdsPageFor(
    html.getAttribute(PRERENDERED_ATTRIBUTE),
    window.location.pathname,
    html.getAttribute(APP_ROUTES_ATTRIBUTE),
  );
// The HTML's own style sheet hides #root under this class (scripts/build/prerender.ts).
if (!keep) html.classList.add(PENDING_CLASS);
afterPagePaint(window, keep, () => {
  // The visitor's language and English, its fallback (src/i18n/createI18n.ts).
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
  preloadTranslations(document, languages.map(localeUrl));
  runAppScripts(document);
});
