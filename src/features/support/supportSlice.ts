import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

/** Spec section 4 "Support": the search text and the video in the modal player (or none). */
export interface SupportState {
  search: string;
  /** `_id` of the selected video: set when the modal opens, cleared when it closes. */
  selectedVideoId: string | null;
}

const initialState: SupportState = { search: '', selectedVideoId: null };

const slice = createSlice({
  name: 'support',
  initialState,
  reducers: {
    supportSearchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    supportVideoOpened(state, action: PayloadAction<string>) {
      state.selectedVideoId = action.payload;
    },
    supportVideoClosed(state) {
      state.selectedVideoId = null;
    },
  },
  selectors: {
    selectSupportSearch: (state) => state.search,
    selectSelectedVideoId: (state) => state.selectedVideoId,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const supportSlice = slice.injectInto(rootReducer);

export const { supportSearchChanged, supportVideoOpened, supportVideoClosed } =
  supportSlice.actions;

export const { selectSupportSearch, selectSelectedVideoId } = supportSlice.selectors;
