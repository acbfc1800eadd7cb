import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n } from '@/i18n/createI18n';
import { browserStorage } from '@/i18n/browserStorage';
import { DEFAULT_LANGUAGE, readStoredLanguage } from '@/i18n/languages';
import { languageInPath, routeOfPath } from '@/i18n/languagePaths';
import { requestIdle } from '@/lib/idle';
import { nextTask } from '@/lib/nextTask';
import { makeStore } from '@/store/makeStore';
import { LanguageRouter } from './LanguageRouter';
import { PENDING_CLASS, readPageTranslations, removePrerenderedHead } from './prerendered';
import { preloadRoute } from './routes';
import { createSiteHistory } from './siteHistory';
import { SiteRoot } from './SiteRoot';
import type { prepareSnapshot } from './snapshotLoader';

/** Shows the page once React has committed its first render (the boot script hid it). */
function RevealWhenRendered() {
  useEffect(() => {
    document.documentElement.classList.remove(PENDING_CLASS);
  }, []);
  return null;
}

/**
 * Hydrates the prerendered page in `container` (`hydrate`: the HTML is this page's), or
 * renders `site` afresh in its place.
 *
 * As a transition, the first render yields to the browser every few milliseconds instead of
 * blocking the main thread for the whole page: on a phone, a blog post's blocking time fell
 * from 365 to under 100 ms. (A fresh render once let a blog post's data region shift when its
 * data came in the middle of it; QueryState now replaces that region rather than moving it,
 * src/components/QueryState.tsx.)
 */
function renderSite(container: HTMLElement, hydrate: boolean, site: ReactNode): void {
  if (!hydrate) {
    container.replaceChildren();
    removePrerenderedHead(document.head);
  }
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

/**
 * The longest the rest of a page's language waits for an idle moment: what the page shows came
 * with its HTML, and the rest (messages, what a menu opened later shows) must not hold up the
 * hydration's slices, nor come much later than before (D49).
 */
const REST_OF_LANGUAGE_TIMEOUT_MS = 2000;

/**
 * The page's language is the URL's (D37; the boot script has already sent a visitor with a
 * stored language to its URL). The prerendered HTML is hydrated when the boot script kept it:
 * the right page in the right language, with the translations it was rendered with. Otherwise
 * it is hidden, and the client renders the page afresh in its place. The translations and the
 * page's chunks load side by side; `startFromSnapshot` (called before anything was awaited)
 * puts a content snapshot into the store before the first render (D38).
 *
 * In tasks of their own (D49): what follows the last chunk's arrival ran in the task that
 * evaluated that chunk, and the store and the first render in one more; on a slowed phone that
 * task was the longest of the app's start after the pictures' commit (docs/performance.md).
 */
export async function startSite(
  startFromSnapshot: ReturnType<typeof prepareSnapshot>,
  datesWarm: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { pathname } = window.location;
  const language = languageInPath(pathname) ?? readStoredLanguage(browserStorage());
  const hydrate =
    !document.documentElement.classList.contains(PENDING_CLASS) && container.hasChildNodes();
  const embedded = hydrate ? readPageTranslations(document, language) : null;
  const [i18n] = await Promise.all([
    createI18n(language, embedded ?? undefined, { load: true }),
    preloadRoute(routeOfPath(pathname)),
  ]);
  await nextTask();
  // Text the page cannot show without: rendering keys in its place would be worse than the
  // error screen (its texts come with the HTML).
  if (![language, DEFAULT_LANGUAGE].some((lng) => i18n.hasResourceBundle(lng, 'translation'))) {
    throw new Error(`${language} translations could not be loaded`);
  }
  const history = createSiteHistory(window);
  const store = makeStore({
    i18n,
    preloadedState: { language: { current: language } },
    url: history,
  });
  await startFromSnapshot(store);
  // A page whose HTML shows a date formats it again while it hydrates: once ICU has started in
  // the worker (src/app/warmDates.ts), that costs under a millisecond instead of a long task.
  if (hydrate && container.querySelector('time')) await datesWarm;
  await nextTask();
  function Router({ children }: { children: ReactNode }) {
    return <LanguageRouter history={history}>{children}</LanguageRouter>;
  }
  renderSite(
    container,
    hydrate,
    <SiteRoot store={store} i18n={i18n} router={Router} hydrating={hydrate} />,
  );
  // The embedded translations hold what the page rendered; the rest of the language (messages,
  // menus opened later) follows in the background, when the main thread is next idle.
  if (embedded) {
    requestIdle(() => void i18n.reloadResources([language]), REST_OF_LANGUAGE_TIMEOUT_MS);
  }
}
