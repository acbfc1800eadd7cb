import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { TranslationProvider } from '@/i18n/TranslationProvider';
import { GlobalStyle } from '@/theme/GlobalStyle';
import { theme } from '@/theme/theme';
import type { AppStore } from '@/store/makeStore';

/** Store, translations and theme: the same providers for the browser and for tests. */
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
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </TranslationProvider>
    </Provider>
  );
}
