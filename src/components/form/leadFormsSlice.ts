import {
  createSlice,
  isFulfilled,
  isPending,
  type PayloadAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { leadFormCleared } from '@/api/leadDrafts';
import { mutationEndpoint, submissionFormLeft } from '@/api/submissionsSlice';
import { rootReducer } from '@/store/rootReducer';

/** A form's "Clear form" control: asking the visitor to confirm, or just cleared (D42). */
export type Clearing = 'confirming' | 'cleared';

/**
 * What lead forms show besides their submission (D35, D36, D42): whether the browser is online,
 * and, per form (keyed by its endpoint), the fields a restored draft asks to fill in again
 * (files to choose, identity numbers to type: neither is ever stored) and where its "Clear form"
 * control stands. Injected with the form code, so pages without a lead form do not carry it.
 */
export interface LeadFormsState {
  online: boolean;
  restored: Record<string, string[]>;
  clearing: Record<string, Clearing>;
}

const initialState: LeadFormsState = { online: true, restored: {}, clearing: {} };

/**
 * The record without `key`'s entry (state records keyed by endpoint); the record itself when it
 * has none, so an action that forgets nothing changes nothing (store/changeOnly.ts).
 */
function without<Value>(record: Record<string, Value>, key: string): Record<string, Value> {
  if (!(key in record)) return record;
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

const slice = createSlice({
  name: 'leadForms',
  initialState,
  reducers: {
    connectivityChanged(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
    draftRestored(state, action: PayloadAction<{ endpoint: string; again: string[] }>) {
      state.restored[action.payload.endpoint] = action.payload.again;
    },
    // The restored draft's 30 minutes are up, untouched: the form gives back what it restored.
    draftExpired(state, action: PayloadAction<string>) {
      state.restored = without(state.restored, action.payload);
    },
    clearRequested(state, action: PayloadAction<string>) {
      state.clearing[action.payload] = 'confirming';
    },
    clearCancelled(state, action: PayloadAction<string>) {
      state.clearing = without(state.clearing, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      // Emptied, draft and all: nothing is left to fill in again, and the form says so.
      .addCase(leadFormCleared, (state, { payload: endpoint }) => {
        state.restored = without(state.restored, endpoint);
        state.clearing[endpoint] = 'cleared';
      })
      // The form left the page: back again, it shows no old note.
      .addCase(submissionFormLeft, (state, { payload: endpoint }) => {
        state.clearing = without(state.clearing, endpoint);
      })
      // A submission starts: the note that the form was cleared is old news.
      .addMatcher(isPending, (state, action) => {
        const endpoint = mutationEndpoint(action);
        if (endpoint) state.clearing = without(state.clearing, endpoint);
      })
      // A lead taken: its form starts blank, with nothing left to fill in again.
      .addMatcher(isFulfilled, (state, action) => {
        const endpoint = mutationEndpoint(action);
        if (endpoint) state.restored = without(state.restored, endpoint);
      });
  },
  selectors: {
    selectOnline: (state) => state.online,
    selectRestoredFields: (state, endpoint: string) => state.restored[endpoint] ?? null,
    selectClearing: (state, endpoint: string) => state.clearing[endpoint] ?? null,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const leadFormsSlice = slice.injectInto(rootReducer);

export const { connectivityChanged, draftRestored, draftExpired, clearRequested, clearCancelled } =
  leadFormsSlice.actions;
export const { selectOnline, selectRestoredFields, selectClearing } = leadFormsSlice.selectors;
