import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

/**
 * Site search (docs/behaviour.md, "Search"): what the visitor searches for, in the dialog and on
 * /search alike, and which result of the dialog's list the arrow keys have reached (-1: none,
 * the text field itself). The results are the `searchSite` query's (searchApi.ts).
 */
export interface SearchState {
  query: string;
  activeIndex: number;
}

const initialState: SearchState = { query: '', activeIndex: -1 };

const slice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** New words give a new list, whose first result is not chosen yet. */
    searchQueryChanged(state, action: PayloadAction<string>) {
      state.query = action.payload;
      state.activeIndex = -1;
    },
    /**
     * Down (`step` 1) or Up (-1) through `count` results, wrapping from the last to the first
     * and back, as a listbox does; without results nothing is chosen.
     */
    searchActiveMoved(state, action: PayloadAction<{ step: 1 | -1; count: number }>) {
      const { step, count } = action.payload;
      if (count === 0) {
        state.activeIndex = -1;
        return;
      }
      const from = state.activeIndex < 0 && step < 0 ? count : state.activeIndex;
      state.activeIndex = (from + step + count) % count;
    },
    /** Home, End or the pointer over a result; -1 back to the text field. */
    searchActiveSet(state, action: PayloadAction<number>) {
      state.activeIndex = action.payload;
    },
  },
  selectors: {
    selectSearchQuery: (state) => state.query,
    selectSearchActiveIndex: (state) => state.activeIndex,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const searchSlice = slice.injectInto(rootReducer);

export const { searchQueryChanged, searchActiveMoved, searchActiveSet } = searchSlice.actions;

export const { selectSearchQuery, selectSearchActiveIndex } = searchSlice.selectors;
