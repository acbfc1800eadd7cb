import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/routes';
import { makeStore } from './app/store';
import { createI18n } from './i18n/createI18n';
import { languageSelected } from './i18n/languageSlice';
import { readStoredLanguage } from './i18n/languages';

/** Spec section 2: the language is read from storage at load, before the first render. */
async function start(): Promise<void> {
  const language = readStoredLanguage(window.localStorage);
  const i18n = await createI18n(language);
  const store = makeStore({ i18n });
  store.dispatch(languageSelected(language));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
