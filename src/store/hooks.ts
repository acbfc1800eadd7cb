import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppStore } from './makeStore';
import type { RootState } from './rootReducer';

/** Inferred from the store, so it knows every middleware's dispatch (thunks included). */
export type AppDispatch = AppStore['dispatch'];

/** Typed hooks: pages and features read and dispatch only through these. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For what follows the store without rendering (a timer started and stopped by a pause). */
export const useAppStore = useStore.withTypes<AppStore>();
