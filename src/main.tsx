import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { LanguageRouter } from './app/LanguageRouter';
import { PENDING_CLASS, readPageTranslations, removePrerenderedHead } from './app/prerendered';
import { preloadRoute } from './app/routes';
import { createSiteHistory } from './app/siteHistory';
import { SiteRoot } from './app/SiteRoot';
import { showStartFailure } from './app/startFailure';
import { prepareSnapshot } from './app/snapshotLoader';
import { makeStore } from './store/makeStore';
import { browserStorage } from './i18n/browserStorage';
import { createI18n } from './i18n/createI18n';
import { DEFAULT_LANGUAGE, readStoredLanguage } from './i18n/languages';
import { languageInPath, routeOfPath } from './i18n/languagePaths';

/** Shows the page once React has committed its first render (the boot script hid it). */
function RevealWhenRendered() {
  useEffect(() => {
    document.documentElement.classList.remove(PENDING_CLASS);
  }, []);
  return null;
}

const history = createSiteHistory(window);

function Router({ children }: { children: ReactNode }) {
  return <LanguageRouter history={history}>{children}</LanguageRouter>;
}

/**
 * The page's language is the URL's (D37; the boot script has already sent a visitor with a
 * stored language to its URL). The prerendered HTML is hydrated when the boot script kept it:
 * the right page in the right language, with the translations it was rendered with. Otherwise
 * it is hidden, and the client renders the page afresh in its place.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const startFromSnapshot = prepareSnapshot(document);
  const { pathname } = window.location;
  const language = languageInPath(pathname) ?? readStoredLanguage(browserStorage());
  const pending = document.documentElement.classList.contains(PENDING_CLASS);
  const hydrate = !pending && container.hasChildNodes();
  const embedded = hydrate ? readPageTranslations(document, language) : null;
  const [i18n] = await Promise.all([
    createI18n(language, embedded ?? undefined, { load: true }),
    preloadRoute(routeOfPath(pathname)),
  ]);
  // Text the page cannot show without: rendering keys in its place would be worse than the
  // error screen (its texts come with the HTML).
  if (![language, DEFAULT_LANGUAGE].some((lng) => i18n.hasResourceBundle(lng, 'translation'))) {
    throw new Error(`${language} translations could not be loaded`);
  }
  const store = makeStore({
    i18n,
    preloadedState: { language: { current: language } },
    url: history,
  });
  await startFromSnapshot(store);
  const site = <SiteRoot store={store} i18n={i18n} router={Router} />;
  if (!hydrate) {
    container.replaceChildren();
    removePrerenderedHead(document.head);
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole page: on a phone, a blog post's blocking time fell
  // from 365 to under 100 ms. (A fresh render once let a blog post's data region shift when
  // its data came in the middle of it; QueryState now replaces that region rather than moving
  // it, src/components/QueryState.tsx.)
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, site);
      return;
    }
    createRoot(container).render(
      <>
        {site}
        <RevealWhenRendered />
      </>,
    );
  });
  // The embedded translations hold what the page rendered; the rest of the language (messages,
  // menus opened later) follows in the background.
  if (embedded) void i18n.reloadResources([language]);
}

start().catch((error: unknown) => {
  // D7, D8: a start that fails (a chunk, the translations, the store) shows the error screen.
  console.error(error);
  showStartFailure(document, error instanceof Error ? error.message : String(error));
});
