import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './rootReducer';

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** Typed hooks: pages and features read and dispatch only through these. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
