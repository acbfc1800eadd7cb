import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { NavigationType, Router, type Location } from 'react-router-dom';
import { languageInPath, languagePrefix, routeOfPath } from '@/i18n/languagePaths';
import { preloadRoute } from './routes';
import type { createSiteHistory } from './siteHistory';

type SiteHistory = ReturnType<typeof createSiteHistory>;

interface RouterState {
  action: NavigationType;
  location: Location;
}

/** Only the language prefix changed (syncLanguage replaced the URL): the same page. */
function sameRoute(before: Location, after: Location): boolean {
  return (
    routeOfPath(before.pathname).toLowerCase() === routeOfPath(after.pathname).toLowerCase() &&
    before.search === after.search &&
    before.hash === after.hash
  );
}

/**
 * BrowserRouter with the URL's language prefix as its basename (D37): `/hi/aboutus` is the
 * route `/aboutus` in Hindi, so the route table, every Link and `navigate` use the spec's paths
 * and stay in the current language. A change of language only is not a navigation: the
 * location keeps its key, so the page neither scrolls to the top nor closes its menus.
 */
export function LanguageRouter({
  history,
  children,
}: {
  history: SiteHistory;
  children: ReactNode;
}) {
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
  }));
  // The address before each change: every change of history passes through the listener.
  const lastLocation = useRef(history.location);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const before = lastLocation.current;
        lastLocation.current = location;
        const show = () => {
          // Only the latest navigation renders.
          if (location.key !== history.location.key) return;
          flushSync(() => setState({ action, location }));
        };
        // A change of language only re-renders every link under the new prefix: in a
        // transition, after the paint of the click that chose the language (D46), as its text
        // does (src/i18n/TranslationProvider.tsx).
        if (action === NavigationType.Replace && sameRoute(before, location)) {
          startTransition(() =>
            setState((previous) => ({
              action,
              location: { ...location, key: previous.location.key },
            })),
          );
          return;
        }
        // The page renders once its code is in: at once when it is already (a prefetched
        // page: the promise settles before the click's task ends, and the render is
        // synchronous, its effects such as the scroll to the top before the paint); otherwise
        // the code is asked for now and the current page stays until it is in. A 'Loading'
        // fallback would hide the page for at least 300 ms however soon the code arrives
        // (React holds a revealed fallback that long), and a transition would ask for the
        // code only once its time-sliced render reached the page (issue 25,
        // docs/performance.md). A failed load renders too, for the route's error screen.
        preloadRoute(routeOfPath(location.pathname)).then(show, show);
      }),
    [history],
  );
  const language = languageInPath(state.location.pathname);
  return (
    <Router
      basename={language ? languagePrefix(language) : '/'}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      {children}
    </Router>
  );
}
