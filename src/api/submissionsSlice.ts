import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { failureKind, type SubmissionFailure } from './submission';

export type SubmissionStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface SubmissionState {
  status: SubmissionStatus;
  failure: SubmissionFailure | null;
}

/** Keyed by mutation endpoint name, e.g. `sendContactMessage`. */
export type SubmissionsState = Record<string, SubmissionState>;

const IDLE: SubmissionState = { status: 'idle', failure: null };
const initialState: SubmissionsState = {};

interface MutationMeta {
  arg: { type: 'mutation'; endpointName: string };
  rejectedWithValue?: boolean;
}

/** RTK Query mutation actions of this API carry their endpoint name in meta.arg. */
function mutationEndpoint(action: UnknownAction): string | null {
  if (!action.type.startsWith(`${baseApi.reducerPath}/executeMutation/`)) return null;
  const meta = (action as { meta?: Partial<MutationMeta> }).meta;
  return meta?.arg?.type === 'mutation' ? meta.arg.endpointName : null;
}

/**
 * Every form's submission status in one slice, driven by the mutations' own lifecycle
 * actions, so a form reads "submitting / succeeded / failed" without local state.
 */
export const submissionsSlice = createSlice({
  name: 'submissions',
  initialState,
  reducers: {
    submissionReset(state, action: { payload: string }) {
      state[action.payload] = IDLE;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isPending, (state, action) => {
        const endpoint = mutationEndpoint(action);
        if (endpoint) state[endpoint] = { status: 'submitting', failure: null };
      })
      .addMatcher(isFulfilled, (state, action) => {
        const endpoint = mutationEndpoint(action);
        if (endpoint) state[endpoint] = { status: 'succeeded', failure: null };
      })
      .addMatcher(isRejected, (state, action) => {
        const endpoint = mutationEndpoint(action);
        if (endpoint) state[endpoint] = { status: 'failed', failure: failureKind(action.payload) };
      });
  },
  selectors: {
    selectSubmission: (state, endpoint: string): SubmissionState => state[endpoint] ?? IDLE,
  },
});

export const { submissionReset } = submissionsSlice.actions;
export const { selectSubmission } = submissionsSlice.selectors;
