import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { TopicId } from './content';

/**
 * Spec section 4 "Home": the chosen What-we-do card. The hero and partner carousels live in
 * the shared `carousels` slice.
 */
export interface HomeState {
  /** None at start (spec), then one of the six topics. */
  selectedTopic: TopicId | null;
}

const initialState: HomeState = { selectedTopic: null };

const slice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    topicSelected(state, action: PayloadAction<TopicId>) {
      state.selectedTopic = action.payload;
    },
  },
  selectors: {
    selectSelectedTopic: (state) => state.selectedTopic,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const homeSlice = slice.injectInto(rootReducer);

export const { topicSelected } = homeSlice.actions;

export const { selectSelectedTopic } = homeSlice.selectors;
