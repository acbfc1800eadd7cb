import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../store/rootReducer';
import { HERO_IMAGE_COUNT, type TopicId } from './content';

/** Spec section 4 "Home": the hero index, the chosen What-we-do card and the D20 pause flags. */
export interface HomeState {
  heroIndex: number;
  /** None at start (spec), then one of the six topics. */
  selectedTopic: TopicId | null;
  heroPaused: boolean;
  partnersPaused: boolean;
}

const initialState: HomeState = {
  heroIndex: 0,
  selectedTopic: null,
  heroPaused: false,
  partnersPaused: false,
};

/** Steps through the hero images and wraps at both ends. */
function wrap(index: number): number {
  return (index + HERO_IMAGE_COUNT) % HERO_IMAGE_COUNT;
}

const slice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    /** Both the 3 s timer and the forward arrow advance the hero. */
    heroNext(state) {
      state.heroIndex = wrap(state.heroIndex + 1);
    },
    heroPrevious(state) {
      state.heroIndex = wrap(state.heroIndex - 1);
    },
    heroPausedToggled(state) {
      state.heroPaused = !state.heroPaused;
    },
    partnersPausedToggled(state) {
      state.partnersPaused = !state.partnersPaused;
    },
    topicSelected(state, action: PayloadAction<TopicId>) {
      state.selectedTopic = action.payload;
    },
  },
  selectors: {
    selectHeroIndex: (state) => state.heroIndex,
    selectHeroPaused: (state) => state.heroPaused,
    selectPartnersPaused: (state) => state.partnersPaused,
    selectSelectedTopic: (state) => state.selectedTopic,
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const homeSlice = slice.injectInto(rootReducer);

export const { heroNext, heroPrevious, heroPausedToggled, partnersPausedToggled, topicSelected } =
  homeSlice.actions;

export const { selectHeroIndex, selectHeroPaused, selectPartnersPaused, selectSelectedTopic } =
  homeSlice.selectors;
