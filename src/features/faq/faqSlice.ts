import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

/** Spec section 4 "FAQ": the search text and the one open item (or none). */
export interface FaqState {
  search: string;
  openId: string | null;
}

const initialState: FaqState = { search: '', openId: null };

const slice = createSlice({
  name: 'faq',
  initialState,
  reducers: {
    faqSearchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    /** One item open at a time; choosing the open item again closes it. */
    faqItemToggled(state, action: PayloadAction<string>) {
      state.openId = state.openId === action.payload ? null : action.payload;
    },
    /**
     * A link to one question (`/faq#faq-{id}`, from the site search): that question open, and
     * the list unfiltered, so that it is there to see.
     */
    faqItemShown(state, action: PayloadAction<string>) {
      state.openId = action.payload;
      state.search = '';
    },
  },
  selectors: {
    selectFaqSearch: (state) => state.search,
    selectOpenFaqId: (state) => state.openId,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const faqSlice = slice.injectInto(rootReducer);

export const { faqSearchChanged, faqItemToggled, faqItemShown } = faqSlice.actions;

export const { selectFaqSearch, selectOpenFaqId } = faqSlice.selectors;
