import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './rootReducer';

/** Never dispatched: only run through the reducer to bring lazily injected slices into a state. */
const SETTLE: UnknownAction = { type: '@@changeOnly/settle' };

/**
 * Dispatches `action` only when it would change the state. One gesture may reach several
 * handlers (a navbar link closes the menus, and so does the navigation it causes; a mouse
 * both enters and clicks the language picker): the action log then shows it once, and an
 * action that would change nothing is not logged at all.
 *
 * A slice that a lazy page injects joins the state with the next action, whatever it is, so
 * the state that action makes is always a new object. The action is judged against the state
 * with those slices already in it: closing closed menus just after a page's code arrived is
 * still no change.
 */
export function changeOnly(
  action: UnknownAction,
): ThunkAction<void, RootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const settled = rootReducer(getState(), SETTLE);
    if (rootReducer(settled, action) !== settled) dispatch(action);
  };
}
