import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];

/**
 * The browser's history for the router (src/app/LanguageRouter.tsx) and for the language sync
 * (src/i18n/syncLanguage.ts), which keeps the URL's language prefix on the store's language
 * (D37). React Router's own history takes one listener only; this one passes every change to
 * each of its listeners.
 */
export function createSiteHistory(win: Window): BrowserHistory {
  const history = createBrowserHistory({ window: win, v5Compat: true });
  const listeners = new Set<Listener>();
  history.listen((update) => {
    for (const listener of listeners) listener(update);
  });
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
