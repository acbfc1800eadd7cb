import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_URL, GET_TIMEOUT_MS } from '@/config/env';
import { queriesRestored } from './restoreQueries';

type SiteBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

let rawBaseQuery: SiteBaseQuery | undefined;

/**
 * fetchBaseQuery on API_BASE_URL (D9). Without one, requests go to this page's own origin,
 * which the dev and preview servers answer from the mock handlers. The origin is read on the
 * first request, not at import, so the module also loads in Node. GETs time out after 15 s
 * (D10); submissions pass their own 60 s timeout.
 */
const siteBaseQuery: SiteBaseQuery = (args, api, extraOptions) => {
  rawBaseQuery ??= fetchBaseQuery({
    baseUrl: API_BASE_URL || window.location.origin,
    timeout: GET_TIMEOUT_MS,
  });
  return rawBaseQuery(args, api, extraOptions);
};

/** The one API slice; each feature injects its endpoints (RTK Query code splitting). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: siteBaseQuery,
  // A prerendered page's content snapshot enters the cache this way (D38, src/app/snapshot.ts).
  extractRehydrationInfo: (action) => (queriesRestored.match(action) ? action.payload : undefined),
  endpoints: () => ({}),
});
