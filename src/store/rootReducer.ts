import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { languageSlice } from '@/i18n/languageSlice';

/**
 * Slices that a lazy page brings along. Each feature adds its own by declaration merging:
 * `declare module '@/store/rootReducer' { interface LazyLoadedSlices extends
 * WithSlice<typeof slice> {} }` and injects it with `slice.injectInto(rootReducer)`, so the
 * slice ships in that page's chunk and is typed in RootState (RTK code-splitting pattern).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** Slices every page needs are combined here from the start. */
export const rootReducer = combineSlices(
  baseApi,
  languageSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
