import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Office } from '@/config/site';
import { rootReducer } from '@/store/rootReducer';

/** D21: which office maps the visitor asked to load (each starts as a light placeholder). */
export interface ContactState {
  openMaps: Office['id'][];
}

const initialState: ContactState = { openMaps: [] };

const slice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    mapOpened(state, action: PayloadAction<Office['id']>) {
      if (!state.openMaps.includes(action.payload)) state.openMaps.push(action.payload);
    },
  },
  selectors: {
    selectMapOpen: (state, officeId: Office['id']) => state.openMaps.includes(officeId),
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const contactSlice = slice.injectInto(rootReducer);

export const { mapOpened } = contactSlice.actions;
export const { selectMapOpen } = contactSlice.selectors;
