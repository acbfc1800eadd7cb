import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { API_BASE_URL, GET_TIMEOUT_MS } from '@/config/env';
import { API_REDUCER_PATH } from './reducerPath';
import { fetchWithPreloads } from './earlyRequests';
import { isSubmission, type SubmissionRequest } from './submission';
import { queriesRestored } from './restoreQueries';

// The response's meta reaches `transformResponse`, which reads the answer's language from it
// (contentLanguage.ts); a submission has none.
type SiteBaseQuery = BaseQueryFn<
  string | FetchArgs | SubmissionRequest,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

let rawBaseQuery: ReturnType<typeof fetchBaseQuery> | undefined;

/** The origin is read on the first request, not at import, so the module also loads in Node. */
const apiOrigin = () => API_BASE_URL || window.location.origin;

/**
 * fetchBaseQuery on API_BASE_URL (D9). Without one, requests go to this page's own origin,
 * which the dev and preview servers answer from the mock handlers. GETs time out after 15 s
 * (D10); a GET the page's HTML preloaded takes the request the boot script started for it
 * (earlyRequests.ts). Lead submissions go through XMLHttpRequest instead (xhrSubmission.ts),
 * for their upload progress (D35) and time-outs by stall (D10).
 */
const siteBaseQuery: SiteBaseQuery = async (args, api, extraOptions) => {
  if (isSubmission(args)) {
    // Loaded when a lead is first sent: most visits send none, and the first paint need not wait.
    const { sendLead } = await import(/* webpackChunkName: "submission" */ './xhrSubmission');
    return sendLead(`${apiOrigin()}${args.url}`, args.body, api);
  }
  rawBaseQuery ??= fetchBaseQuery({
    baseUrl: apiOrigin(),
    timeout: GET_TIMEOUT_MS,
    fetchFn: fetchWithPreloads,
  });
  return rawBaseQuery(args, api, extraOptions);
};

/** The one API slice; each feature injects its endpoints (RTK Query code splitting). */
export const baseApi = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery: siteBaseQuery,
  // A prerendered page's content snapshot enters the cache this way (D38, src/app/snapshot.ts).
  extractRehydrationInfo: (action) => (queriesRestored.match(action) ? action.payload : undefined),
  endpoints: () => ({}),
});
