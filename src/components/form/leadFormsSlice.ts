import { createSlice, isFulfilled, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { mutationEndpoint } from '@/api/submissionsSlice';
import { rootReducer } from '@/store/rootReducer';

/**
 * What lead forms show besides their submission (D35, D36): whether the browser is online,
 * and, per form (keyed by its endpoint), the file fields a restored draft had chosen, which
 * the visitor must choose again. Injected with the form code, so pages without a lead form
 * do not carry it.
 */
export interface LeadFormsState {
  online: boolean;
  restored: Record<string, string[]>;
}

const initialState: LeadFormsState = { online: true, restored: {} };

const slice = createSlice({
  name: 'leadForms',
  initialState,
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    draftRestored(state, action: PayloadAction<{ endpoint: string; files: string[] }>) {
      state.restored[action.payload.endpoint] = action.payload.files;
    },
  },
  extraReducers: (builder) => {
    // A lead taken: its form starts blank, with nothing left to choose again.
    builder.addMatcher(isFulfilled, (state, action) => {
      const endpoint = mutationEndpoint(action);
      if (endpoint) {
        state.restored = Object.fromEntries(
          Object.entries(state.restored).filter(([form]) => form !== endpoint),
        );
      }
    });
  },
  selectors: {
    selectOnline: (state) => state.online,
    selectRestoredFiles: (state, endpoint: string) => state.restored[endpoint] ?? null,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const leadFormsSlice = slice.injectInto(rootReducer);

export const { connectivityChanged, draftRestored } = leadFormsSlice.actions;
export const { selectOnline, selectRestoredFiles } = leadFormsSlice.selectors;
