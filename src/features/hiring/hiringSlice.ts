import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

/**
 * The opening a visitor chose with 'Apply Now!', offered as the hiring form's Position so
 * they need not retype it. The route stays exactly `/form` (spec route table).
 */
export interface HiringState {
  chosenPosition: string;
}

const initialState: HiringState = { chosenPosition: '' };

const slice = createSlice({
  name: 'hiring',
  initialState,
  reducers: {
    positionChosen(state, action: PayloadAction<string>) {
      state.chosenPosition = action.payload;
    },
    /** After a successful application the next one starts blank. */
    positionCleared(state) {
      state.chosenPosition = '';
    },
  },
  selectors: {
    selectChosenPosition: (state) => state.chosenPosition,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const hiringSlice = slice.injectInto(rootReducer);

export const { positionChosen, positionCleared } = hiringSlice.actions;
export const { selectChosenPosition } = hiringSlice.selectors;
