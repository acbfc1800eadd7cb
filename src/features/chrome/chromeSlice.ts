import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

/**
 * Spec section 4 "Interface": the menus and the floating buttons' visibility; whether the
 * page is scrolled to its end, where scrolling down is no help (D44); and whether the site
 * search's dialog is open (its words and results are the search feature's).
 */
export interface ChromeState {
  mobileMenuOpen: boolean;
  languageMenuOpen: boolean;
  searchOpen: boolean;
  floatingButtonsVisible: boolean;
  atPageEnd: boolean;
}

const initialState: ChromeState = {
  mobileMenuOpen: false,
  languageMenuOpen: false,
  searchOpen: false,
  floatingButtonsVisible: false,
  atPageEnd: false,
};

const slice = createSlice({
  name: 'chrome',
  initialState,
  reducers: {
    mobileMenuToggled(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
      state.languageMenuOpen = false;
    },
    languageMenuOpened(state) {
      state.languageMenuOpen = true;
    },
    languageMenuToggled(state) {
      state.languageMenuOpen = !state.languageMenuOpen;
    },
    /** The search dialog opens over everything: the menus close. */
    searchOpened(state) {
      state.searchOpen = true;
      state.mobileMenuOpen = false;
      state.languageMenuOpen = false;
    },
    /** Any navigation, outside click or Escape closes every menu, and the search dialog. */
    menusClosed(state) {
      state.mobileMenuOpen = false;
      state.languageMenuOpen = false;
      state.searchOpen = false;
    },
    languageMenuClosed(state) {
      state.languageMenuOpen = false;
    },
    floatingButtonsVisibilityChanged(state, action: PayloadAction<boolean>) {
      state.floatingButtonsVisible = action.payload;
    },
    pageEndChanged(state, action: PayloadAction<boolean>) {
      state.atPageEnd = action.payload;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectLanguageMenuOpen: (state) => state.languageMenuOpen,
    selectSearchOpen: (state) => state.searchOpen,
    selectFloatingButtonsVisible: (state) => state.floatingButtonsVisible,
    selectAtPageEnd: (state) => state.atPageEnd,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const chromeSlice = slice.injectInto(rootReducer);

export const {
  mobileMenuToggled,
  languageMenuOpened,
  languageMenuToggled,
  searchOpened,
  menusClosed,
  languageMenuClosed,
  floatingButtonsVisibilityChanged,
  pageEndChanged,
} = chromeSlice.actions;

export const {
  selectMobileMenuOpen,
  selectLanguageMenuOpen,
  selectSearchOpen,
  selectFloatingButtonsVisible,
  selectAtPageEnd,
} = chromeSlice.selectors;
