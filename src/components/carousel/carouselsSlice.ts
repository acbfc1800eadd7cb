import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/store/rootReducer';

/** Every carousel of the site: hero, home feature slides, partner logos, /solution card row. */
export type CarouselId = 'hero' | 'homeSlides' | 'partners' | 'solutionsRow';

/**
 * Why an auto-advancing carousel holds still (D20, plus the two that keep the action log
 * quiet: out of view, tab hidden). Reduced motion is the browser's setting and read live.
 */
export type PauseReason = 'hover' | 'focus' | 'button' | 'offscreen' | 'hiddenTab';

export interface CarouselState {
  /** Index of the first item in view. */
  position: number;
  /** Who moved it last: null until it first moves (nothing to animate on the first paint). */
  steppedBy: 'timer' | 'visitor' | null;
  pausedBy: Record<PauseReason, boolean>;
}

export type CarouselsState = Record<CarouselId, CarouselState>;

const still: CarouselState = {
  position: 0,
  steppedBy: null,
  pausedBy: { hover: false, focus: false, button: false, offscreen: false, hiddenTab: false },
};

export const initialCarouselsState: CarouselsState = {
  hero: still,
  homeSlides: still,
  partners: still,
  solutionsRow: still,
};

interface Step {
  id: CarouselId;
  step: 1 | -1;
  /**
   * The last position that still fills the view (items minus items per view). The /solution
   * row's depends on the viewport, so the caller passes it; a position left over from a
   * narrower viewport is clamped first, so a step never jumps past the end.
   */
  last: number;
  by: 'timer' | 'visitor';
}

interface PauseChange {
  id: CarouselId;
  reason: PauseReason;
  paused: boolean;
}

const slice = createSlice({
  name: 'carousels',
  initialState: initialCarouselsState,
  reducers: {
    /** The timer and the arrows both step; every carousel wraps at both ends. */
    stepped(state, action: PayloadAction<Step>) {
      const { id, step, last, by } = action.payload;
      const carousel = state[id];
      const current = Math.min(carousel.position, last);
      if (step === 1) carousel.position = current >= last ? 0 : current + 1;
      else carousel.position = current <= 0 ? last : current - 1;
      carousel.steppedBy = by;
    },
    /** Dispatch through changeOnly: entering an already hovered region logs nothing. */
    pauseChanged(state, action: PayloadAction<PauseChange>) {
      const { id, reason, paused } = action.payload;
      state[id].pausedBy[reason] = paused;
    },
    /** The visible pause / play control (D20). */
    pauseToggled(state, action: PayloadAction<CarouselId>) {
      const { pausedBy } = state[action.payload];
      pausedBy.button = !pausedBy.button;
    },
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const carouselsSlice = slice.injectInto(rootReducer);

export const { stepped, pauseChanged, pauseToggled } = carouselsSlice.actions;

/** Injected lazily, so read through the injected slice's own state selector. */
export function selectCarousel(state: RootState, id: CarouselId): CarouselState {
  return carouselsSlice.selectSlice(state)[id];
}

export function selectPaused(state: RootState, id: CarouselId): boolean {
  return Object.values(selectCarousel(state, id).pausedBy).some(Boolean);
}
