import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/store/rootReducer';

/**
 * Which routes were prefetched this visit, and when (ms since the epoch), keyed by the route
 * table's path (language prefix stripped). The action shows in Redux DevTools next to RTK
 * Query's own prefetch actions (issue 25).
 */
export interface PrefetchState {
  prefetchedAt: Record<string, number>;
}

const initialState: PrefetchState = { prefetchedAt: {} };

const slice = createSlice({
  name: 'prefetch',
  initialState,
  reducers: {
    routePrefetched(state, action: PayloadAction<{ path: string; at: number }>) {
      state.prefetchedAt[action.payload.path] = action.payload.at;
    },
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const prefetchSlice = slice.injectInto(rootReducer);

export const { routePrefetched } = prefetchSlice.actions;

export function selectPrefetchedAt(state: RootState, path: string): number | undefined {
  return prefetchSlice.selectSlice(state).prefetchedAt[path];
}
