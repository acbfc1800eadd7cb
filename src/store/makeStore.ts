import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { baseApi } from '@/api/baseApi';
import { addApiFailureLogging } from '@/api/logFailures';
import { syncLanguage, type LanguageUrl } from '@/i18n/syncLanguage';
import { devToolsOptions } from './devTools';
import { rootReducer, type RootState } from './rootReducer';

interface StoreOptions {
  i18n: I18n;
  preloadedState?: Partial<RootState>;
  /** The browser's address bar, whose language prefix follows the store's language (D37). */
  url?: LanguageUrl;
}

/** Development only: how long a state check may take before RTK warns that the state is big. */
const CHECK_WARN_AFTER_MS = 250;

/**
 * RTK runs these checks in development only. The API cache holds lead submissions' arguments
 * (Files); it is RTK Query's own state, so the checks skip it. What is left is small UI state,
 * so a check over RTK's 32 ms default only means the machine stalled (a busy CI runner printed
 * such a warning at 94 ms): the time limit is a size alarm, set above stalls. A production
 * build leaves the options out too, as it would ignore them (bundle budget).
 */
const developmentChecks =
  process.env.NODE_ENV === 'production'
    ? {}
    : {
        serializableCheck: {
          ignoredPaths: [baseApi.reducerPath],
          ignoredActionPaths: ['meta.arg.originalArgs', 'meta.baseQueryMeta'],
          warnAfter: CHECK_WARN_AFTER_MS,
        },
        immutableCheck: { ignoredPaths: [baseApi.reducerPath], warnAfter: CHECK_WARN_AFTER_MS },
      };

/** A fresh store (one per page load, one per test) with its own listener middleware. */
export function makeStore({ i18n, preloadedState, url }: StoreOptions) {
  const listener = createListenerMiddleware();
  addApiFailureLogging(listener);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware(developmentChecks)
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production' && devToolsOptions,
  });
  syncLanguage(store, i18n, url);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
