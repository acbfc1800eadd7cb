import { useLayoutEffect, useState, type ReactNode } from 'react';
import { NavigationType, Router, type Location } from 'react-router-dom';
import { languageInPath, languagePrefix, routeOfPath } from '@/i18n/languagePaths';
import { isRouteLoaded, preloadRoute } from './routes';
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
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const update = () =>
        setState((previous) => ({
          action,
          location:
            action === NavigationType.Replace && sameRoute(previous.location, location)
              ? { ...location, key: previous.location.key }
              : location,
        }));
      // A page whose code is in renders at once, in the click's own task. For one whose code
      // is not (a click before its prefetch is done, or without one), the code is asked for at
      // once and the current page stays until it is in: a 'Loading' fallback would hide the
      // page for at least 300 ms however soon the code arrives (React holds a revealed
      // fallback that long), and a transition would ask for the code only once its
      // time-sliced render reached the page (issue 25, docs/performance.md). Only the latest
      // navigation renders; a failed load renders too, for the route's error screen.
      const route = routeOfPath(location.pathname);
      latest += 1;
      if (isRouteLoaded(route)) {
        update();
        return;
      }
      const navigation = latest;
      const show = () => {
        if (navigation === latest) update();
      };
      preloadRoute(route).then(show, show);
    });
  }, [history]);
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
