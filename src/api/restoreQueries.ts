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
 * RTK Query's `extractRehydrationInfo`, which takes the fulfilled and rejected entries of
 * `queries`, merges `provided` tags and `mutations`, and ignores the rest. It lives in the entry
 * script, so the payload is built by the caller (src/app/snapshot.ts).
 */
export const queriesRestored = createAction<ApiCacheState>('snapshot/restored');
