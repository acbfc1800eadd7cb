import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';

/** Spec section 4: the role a visitor registers for; DSA by default. */
export type PartnerRole = 'dsa' | 'distributor';

export interface RegistrationState {
  role: PartnerRole;
}

const initialState: RegistrationState = { role: 'dsa' };

const slice = createSlice({
  name: 'registration',
  initialState,
  reducers: {
    roleSelected(state, action: PayloadAction<PartnerRole>) {
      state.role = action.payload;
    },
  },
  selectors: {
    selectRole: (state) => state.role,
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const registrationSlice = slice.injectInto(rootReducer);

export const { roleSelected } = registrationSlice.actions;
export const { selectRole } = registrationSlice.selectors;
