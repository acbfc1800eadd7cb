import { StrictMode, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { AppProviders } from './AppProviders';
import { AppRunningProvider } from './AppRunning';
import { AppRoutes } from './routes';
import type { AppStore } from '@/store/makeStore';

/**
 * The whole site under a router: the browser passes BrowserRouter, the prerender a
 * StaticRouter. One tree for both, so hydration finds exactly the HTML the server wrote.
 */
export function SiteRoot({
  store,
  i18n,
  router: Router,
  hydrating,
}: {
  store: AppStore;
  i18n: I18n;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The prerender, and the browser hydrating its HTML (src/app/AppRunning.tsx). */
  hydrating: boolean;
}) {
  return (
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <AppRunningProvider hydrating={hydrating}>
          <Router>
            <AppRoutes />
          </Router>
        </AppRunningProvider>
      </AppProviders>
    </StrictMode>
  );
}
