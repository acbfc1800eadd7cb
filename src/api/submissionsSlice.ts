import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { leadFormCleared } from './leadDrafts';
import { API_REDUCER_PATH } from './reducerPath';
import { submissionProgressed } from './uploadProgress';
import { failureKind, type SubmissionFailure, type UploadProgress } from './submission';

export type SubmissionStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface SubmissionState {
  status: SubmissionStatus;
  failure: SubmissionFailure | null;
  /** While a multipart body is being sent: how far it got (D35). */
  progress?: UploadProgress;
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
export function mutationEndpoint(action: UnknownAction): string | null {
  if (!action.type.startsWith(`${API_REDUCER_PATH}/executeMutation/`)) return null;
  const meta = (action as { meta?: Partial<MutationMeta> }).meta;
  return meta?.arg?.type === 'mutation' ? meta.arg.endpointName : null;
}

/**
 * Every form's submission status in one slice, driven by the mutations' own lifecycle
 * actions, so a form reads "submitting / succeeded / failed" without local state, and the
 * upload's progress while it runs. Injected with the form code (every form is in a lazy
 * chunk, the footer's newsletter box too), so the first page load does not carry it.
 */
const slice = createSlice({
  name: 'submissions',
  initialState,
  reducers: {
    /**
     * The form left the page: a finished outcome goes, so it is not shown on the next visit;
     * a submission still under way stays, so coming back shows it sending and then its
     * outcome, and no second one can start meanwhile (D18).
     */
    submissionFormLeft(state, action: { payload: string }) {
      if (state[action.payload]?.status !== 'submitting') state[action.payload] = IDLE;
    },
    /** D35: submitted while the browser was offline; nothing was sent. */
    submissionHeldOffline(state, action: { payload: string }) {
      state[action.payload] = { status: 'failed', failure: 'offline' };
    },
  },
  extraReducers: (builder) => {
    builder
      // D42: an emptied form shows no outcome of what it held ("everything is kept").
      .addCase(leadFormCleared, (state, { payload: endpoint }) => {
        if (state[endpoint]?.status !== 'submitting') state[endpoint] = IDLE;
      })
      .addCase(submissionProgressed, (state, { payload: { endpoint, sent, total } }) => {
        const entry = state[endpoint];
        if (entry?.status === 'submitting') entry.progress = { sent, total };
      })
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

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof slice> {}
}

export const submissionsSlice = slice.injectInto(rootReducer);

export const { submissionFormLeft, submissionHeldOffline } = submissionsSlice.actions;
export const { selectSubmission } = submissionsSlice.selectors;
