import { Activity } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Store } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createPath, Router, useRoutes, type Navigator } from 'react-router-dom';
import { pageRoutes } from '@/app/routes/pageRoutes';
import { routePathOf } from '@/lib/prefetchRules';

/** How long a rehearsal stays mounted: its idle-time render is long done by then. */
const REHEARSAL_MS = 10_000;

function PageOf() {
  return useRoutes(pageRoutes);
}

/**
 * The rehearsal's router stays where it is: nothing in it can navigate (the router is static
 * too). The app's own Router serves, not a MemoryRouter, which would add its code to the
 * initial bundle (react-router is in the shared libraries chunk).
 */
const stayingPut: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

let current: { path: string; root: Root; timer: number } | undefined;

function unmountRehearsal(): void {
  if (!current) return;
  window.clearTimeout(current.timer);
  current.root.unmount();
  current = undefined;
}

/**
 * Renders the page at `pathname` once, off the document and hidden (React's `<Activity
 * mode="hidden">`: rendered when the main thread is idle, no effect run, so no data request,
 * no timer, no title change), after a pointer or focus showed the intent to open it. The click
 * then renders a page whose code V8 has compiled, whose styled-components rules are in the style
 * sheet and whose texts i18next has looked up: on a phone that took a third to a half off the
 * click's render (issue 25, docs/performance.md). The browser also fetches the pictures the page
 * loads at once (lazy ones wait for a viewport they never reach), so the first screen's picture
 * is in the cache at the click. One rehearsal at a time, unmounted after REHEARSAL_MS; the
 * same page again meanwhile is not rendered twice.
 */
export function rehearsePage(pathname: string, store: Store, i18n: I18n): void {
  const path = routePathOf(pathname);
  // The pointer back on the same link: the page rendered for it is still there.
  if (current?.path === path) return;
  unmountRehearsal();
  const root = createRoot(document.createElement('div'));
  root.render(
    <Activity mode="hidden">
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <Router location={path} navigator={stayingPut} static>
            <PageOf />
          </Router>
        </I18nextProvider>
      </Provider>
    </Activity>,
  );
  current = { path, root, timer: window.setTimeout(unmountRehearsal, REHEARSAL_MS) };
}
