import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export interface LanguageState {
  current: Language;
}

const initialState: LanguageState = { current: DEFAULT_LANGUAGE };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageSelected(state, action: PayloadAction<Language>) {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.current,
  },
});

export const { languageSelected } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
