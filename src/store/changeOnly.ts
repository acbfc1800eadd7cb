import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './rootReducer';

/**
 * Dispatches `action` only when it would change the state. One gesture may reach several
 * handlers (a navbar link closes the menus, and so does the navigation it causes; a mouse
 * both enters and clicks the language picker): the action log then shows it once, and an
 * action that would change nothing is not logged at all.
 */
export function changeOnly(
  action: UnknownAction,
): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = getState();
    if (rootReducer(state, action) !== state) dispatch(action);
  };
}
