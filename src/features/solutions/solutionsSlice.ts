import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/rootReducer';

/** Spec section 4 "Solutions row auto-scroll wraps": the row position and the D20 pause flag. */
export interface SolutionsState {
  /** Index of the first card in view. */
  position: number;
  paused: boolean;
}

const initialState: SolutionsState = { position: 0, paused: false };

/**
 * `lastPosition` is the last index that still fills the view (cards minus cards per view); it
 * depends on the viewport, so the caller passes it. A position left over from a narrower
 * viewport is clamped first, so a step never jumps past the end.
 */
interface Step {
  lastPosition: number;
}

const slice = createSlice({
  name: 'solutions',
  initialState,
  reducers: {
    /** Both the 3 s timer and the forward arrow advance; after the last view comes the first. */
    rowNext(state, action: PayloadAction<Step>) {
      const { lastPosition } = action.payload;
      const current = Math.min(state.position, lastPosition);
      state.position = current >= lastPosition ? 0 : current + 1;
    },
    rowPrevious(state, action: PayloadAction<Step>) {
      const { lastPosition } = action.payload;
      const current = Math.min(state.position, lastPosition);
      state.position = current <= 0 ? lastPosition : current - 1;
    },
    rowPausedToggled(state) {
      state.paused = !state.paused;
    },
  },
  selectors: {
    selectRowPosition: (state) => state.position,
    selectRowPaused: (state) => state.paused,
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const solutionsSlice = slice.injectInto(rootReducer);

export const { rowNext, rowPrevious, rowPausedToggled } = solutionsSlice.actions;

export const { selectRowPosition, selectRowPaused } = solutionsSlice.selectors;
