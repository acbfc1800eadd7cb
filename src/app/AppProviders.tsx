import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { Provider } from 'react-redux';
import { TranslationProvider } from '@/i18n/TranslationProvider';
import { GlobalStyle } from '@/theme/GlobalStyle';
import type { AppStore } from '@/store/makeStore';

/**
 * Store, translations and the global style: the same providers for the browser and for tests.
 * Styles read the one theme's tokens at import (src/theme/theme.ts), so no theme context.
 */
export function AppProviders({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <TranslationProvider i18n={i18n}>
        <GlobalStyle />
        {children}
      </TranslationProvider>
    </Provider>
  );
}
