import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PENDING_CLASS, removePrerenderedHead } from './app/prerendered';
import { preloadRoute } from './app/routes';
import { SiteRoot } from './app/SiteRoot';
import { prepareSnapshot } from './app/snapshotLoader';
import { makeStore } from './store/makeStore';
import { browserStorage } from './i18n/browserStorage';
import { createI18n } from './i18n/createI18n';
import { readStoredLanguage } from './i18n/languages';

/** Shows the page once React has committed its first render (the boot script hid it). */
function RevealWhenRendered() {
  useEffect(() => {
    document.documentElement.classList.remove(PENDING_CLASS);
  }, []);
  return null;
}

/**
 * Spec section 2: the language is read from storage at load, before the first render. The
 * prerendered HTML is hydrated when the boot script (src/boot.ts) kept it: the right page, in
 * English. Otherwise it is hidden, and the client renders the page afresh in its place.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const startFromSnapshot = prepareSnapshot(document);
  const language = readStoredLanguage(browserStorage());
  const [i18n] = await Promise.all([createI18n(language), preloadRoute(window.location.pathname)]);
  const store = makeStore({ i18n, preloadedState: { language: { current: language } } });
  await startFromSnapshot(store);
  const site = <SiteRoot store={store} i18n={i18n} router={BrowserRouter} />;
  const pending = document.documentElement.classList.contains(PENDING_CLASS);
  const hydrate = !pending && container.hasChildNodes();
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
}

void start();
