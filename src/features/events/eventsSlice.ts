import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

/**
 * Spec section 4 "Event overlay": the position of the photo shown full screen in the event's
 * list, or none. A position, not the URL: an event may show the same photo twice.
 */
export interface EventsState {
  overlayIndex: number | null;
}

const initialState: EventsState = { overlayIndex: null };

const slice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    overlayOpened(state, action: PayloadAction<number>) {
      state.overlayIndex = action.payload;
    },
    overlayClosed(state) {
      state.overlayIndex = null;
    },
  },
  selectors: {
    selectOverlayIndex: (state) => state.overlayIndex,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const eventsSlice = slice.injectInto(rootReducer);

export const { overlayOpened, overlayClosed } = eventsSlice.actions;

export const { selectOverlayIndex } = eventsSlice.selectors;
