import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { readLocale } from '../../scripts/build/locales.cjs';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/routes';
import { makeStore, type AppStore } from '@/store/makeStore';
import type { RootState } from '@/store/rootReducer';
import { createI18n } from '@/i18n/createI18n';
import type { Language } from '@/i18n/languages';

/** i18n from the bundled translation files, so tests never wait on the locale loader. */
export async function createTestI18n(language: Language = 'en') {
  const resources = { [language]: { translation: readLocale(language) } };
  if (language !== 'en') resources.en = { translation: readLocale('en') };
  return createI18n(language, resources);
}

/**
 * A fresh store and i18n for one test (Redux testing guide), both in `language`, the store
 * starting from `preloadedState` where given (a state recorded in Redux DevTools, say).
 */
export async function setupApp(language: Language = 'en', preloadedState: Partial<RootState> = {}) {
  const i18n = await createTestI18n(language);
  const store = makeStore({
    i18n,
    preloadedState: { ...preloadedState, language: { current: language } },
  });
  return { i18n, store };
}

/** Renders a component with store, i18n, the global style and a router around it. */
export async function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  const app = await setupApp();
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={app.store} i18n={app.i18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...app, ...view, user };
}

/** Shows the current URL the way the address bar would, for assertions on navigation. */
function AddressBar() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address bar">{`${pathname}${search}${hash}`}</output>;
}

interface RouteOptions {
  language?: Language;
  preloadedState?: Partial<RootState>;
  /** Runs with the store before the first render, as src/main.tsx does at page load. */
  beforeRender?: (store: AppStore) => Promise<void>;
}

/** Renders the whole site (chrome, route table, lazy pages) at `url`, as a visitor sees it. */
export async function renderRoute(
  url: string,
  { language, preloadedState, beforeRender }: RouteOptions = {},
) {
  const app = await setupApp(language, preloadedState);
  await beforeRender?.(app.store);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={app.store} i18n={app.i18n}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <AddressBar />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...app, ...view, user };
}
