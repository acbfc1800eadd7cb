import { useCallback, useEffect } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { selectSubmission, submissionReset } from '../../api/submissionsSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { RootState } from '../../store/rootReducer';

/** The name of the mutation endpoint whose status a form shows, e.g. `sendContactMessage`. */
export type SubmissionName = string;

/**
 * Reads the store at call time rather than a value captured at render: two submits in quick
 * succession (a double click, Enter pressed twice) then see the first one's "submitting",
 * which RTK Query records synchronously when a mutation starts.
 */
const isIdle =
  (name: SubmissionName): ThunkAction<boolean, RootState, unknown, UnknownAction> =>
  (_dispatch, getState) =>
    selectSubmission(getState(), name).status !== 'submitting';

/**
 * A form's view of its submission in the submissions slice (the only submission state):
 * status and failure kind, `canStart()` for the never-twice rule (D18), and a reset when the
 * form leaves the page, so an old outcome is not shown on the next visit. A form that stays
 * on screen across pages (the footer's newsletter box) passes the page as `resetKey`.
 */
export function useSubmission(name: SubmissionName, resetKey?: string) {
  const dispatch = useAppDispatch();
  const { status, failure } = useAppSelector((state) => selectSubmission(state, name));
  useEffect(() => () => void dispatch(submissionReset(name)), [dispatch, name, resetKey]);
  const canStart = useCallback(() => dispatch(isIdle(name)), [dispatch, name]);
  return { status, failure, busy: status === 'submitting', canStart };
}
