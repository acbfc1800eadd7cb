import { useCallback, useEffect } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { selectSubmission, submissionFormLeft } from '@/api/submissionsSlice';
import { changeOnly } from '@/store/changeOnly';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';

/** What an RTK Query mutation trigger resolves to. */
type SendResult = { data: unknown } | { error: unknown };

/**
 * A feature's mutation endpoint as RTK Query exposes it (`someApi.endpoints.sendX`): its name
 * keys the form's status in the submissions slice, its hook gives the trigger. Forms pass it
 * in, so this layer knows no endpoint by name.
 */
export interface LeadMutation<Arg> {
  name: string;
  useMutation: () => readonly [(arg: Arg) => PromiseLike<SendResult>, ...unknown[]];
}

/**
 * Reads the store at call time rather than a value captured at render: two submits in quick
 * succession (a double click, Enter pressed twice) then see the first one's "submitting",
 * which RTK Query records synchronously when a mutation starts.
 */
const isIdle =
  (name: string): ThunkAction<boolean, RootState, unknown, UnknownAction> =>
  (_dispatch, getState) =>
    selectSubmission(getState(), name).status !== 'submitting';

/**
 * A form's view of its submission in the submissions slice (the only submission state):
 * status, failure kind and upload progress, and `submit(arg)`, which sends through the form's
 * mutation unless one is under way (D18, never twice) and resolves to whether the lead was
 * taken. A finished outcome goes when the form leaves the page, so it is not shown on the next
 * visit; one still under way stays (the request goes on without the form), so coming back
 * shows it sending, then its outcome. A form that stays on screen across pages (the footer's
 * newsletter box) passes the page as `resetKey`.
 */
export function useSubmission<Arg>(mutation: LeadMutation<Arg>, resetKey?: string) {
  const dispatch = useAppDispatch();
  const { name } = mutation;
  // A hook call through the prop: each form passes one endpoint for its whole life.
  const [send] = mutation.useMutation();
  const { status, failure, progress } = useAppSelector((state) => selectSubmission(state, name));
  // Through changeOnly: a form that leaves the page unsent logs nothing.
  useEffect(
    () => () => {
      dispatch(changeOnly(submissionFormLeft(name)));
    },
    [dispatch, name, resetKey],
  );
  const submit = useCallback(
    async (arg: Arg): Promise<boolean> => {
      if (!dispatch(isIdle(name))) return false;
      const result = await send(arg);
      return !('error' in result);
    },
    [dispatch, name, send],
  );
  return { status, failure, progress, busy: status === 'submitting', submit };
}
