import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { NavigationType, Router, type Location } from 'react-router-dom';
import { languageInPath, languagePrefix, routeOfPath } from '@/i18n/languagePaths';
import { isRouteLoaded } from './routes';
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
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const update = () =>
          setState((previous) => ({
            action,
            location:
              action === NavigationType.Replace && sameRoute(previous.location, location)
                ? { ...location, key: previous.location.key }
                : location,
          }));
        // A page whose code is in renders at once, in the click's own task. One whose code is
        // still on its way (a click before the prefetch is done) renders as a transition: the
        // current page stays until the code is in, instead of the 'Loading' fallback, which
        // React keeps on screen for at least 300 ms however soon the code arrives (issue 25).
        if (isRouteLoaded(routeOfPath(location.pathname))) update();
        else startTransition(update);
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
