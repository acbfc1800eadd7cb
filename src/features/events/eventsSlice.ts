import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/rootReducer';

/** Spec section 4 "Event overlay": the photo shown full screen, or none. */
export interface EventsState {
  overlayImage: string | null;
}

const initialState: EventsState = { overlayImage: null };

const slice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    overlayOpened(state, action: PayloadAction<string>) {
      state.overlayImage = action.payload;
    },
    overlayClosed(state) {
      state.overlayImage = null;
    },
  },
  selectors: {
    selectOverlayImage: (state) => state.overlayImage,
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const eventsSlice = slice.injectInto(rootReducer);

export const { overlayOpened, overlayClosed } = eventsSlice.actions;

export const { selectOverlayImage } = eventsSlice.selectors;
