import { createAction } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';

/**
 * The API slice's state as RTK Query types it for `baseApi` (no endpoints or tags at
 * creation; features inject theirs). Named here rather than taken from `baseApi.reducer`,
 * which would make baseApi's type depend on itself.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type ApiCacheState = CombinedState<{}, never, 'api'>;

/** Query cache entries by cache key (`getBlogs(undefined)`, `getSubBlog("b1")`). */
export type CachedQueries = ApiCacheState['queries'];

/**
 * Puts answers recorded elsewhere into the query cache, as if the app had fetched them: the
 * content snapshot a page was prerendered from (D38, docs/deploying.md). baseApi reads it with
 * RTK Query's `extractRehydrationInfo`; only fulfilled and rejected entries are taken, and only
 * `queries` is written here (mutations and tags are left as they are).
 */
export const queriesRestored = createAction(
  'snapshot/queriesRestored',
  (current: ApiCacheState, queries: CachedQueries) => ({
    payload: { ...current, queries, mutations: {}, provided: { tags: {}, keys: {} } },
  }),
);
