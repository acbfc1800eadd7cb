import { addListener, isRejected, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { queriesRestored, type CachedQueries } from '@/api/restoreQueries';
import type { AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { isRecord } from '@/api/parse';

/** The part of a store (or of a listener's API) the snapshot uses. */
export interface StoreAccess {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Puts a page's snapshot answers into the query cache (the prerender does it too). */
export function restoreSnapshot(store: StoreAccess, queries: CachedQueries): void {
  const current = store.getState()[baseApi.reducerPath];
  // Only `queries` is written: no mutations, no tags (the site's endpoints provide none).
  store.dispatch(
    queriesRestored({ ...current, queries, mutations: {}, provided: { tags: {}, keys: {} } }),
  );
}

/** What the refresh needs of a query endpoint that a feature injected into baseApi. */
interface RefreshableEndpoint {
  initiate(
    arg: unknown,
    options: { subscribe: false; forceRefetch: true },
  ): ThunkAction<unknown, RootState, unknown, UnknownAction>;
}

/**
 * baseApi's own type knows no endpoints (features inject theirs as their page loads); by the
 * time a page uses a snapshot answer, its feature's endpoints are there.
 */
function queryEndpoint(name: string): RefreshableEndpoint | undefined {
  const endpoints: Partial<Record<string, RefreshableEndpoint>> = baseApi.endpoints;
  return endpoints[name];
}

type CacheEntry = NonNullable<CachedQueries[string]>;

/** An answer the app could have stored itself: fulfilled, from a named endpoint. */
function isFulfilledEntry(value: unknown): value is CacheEntry {
  return (
    isRecord(value) &&
    value.status === 'fulfilled' &&
    typeof value.endpointName === 'string' &&
    typeof value.requestId === 'string' &&
    'data' in value
  );
}

/**
 * The answers in a page's snapshot block (src/app/snapshotBlock.ts). A block that cannot be
 * read is logged and ignored: the page then fetches its data as a page without one does.
 */
export function parseSnapshot(text: string): CachedQueries | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) throw new Error('not an object');
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, CacheEntry] =>
        isFulfilledEntry(entry[1]),
      ),
    );
  } catch (error) {
    console.error('[snapshot] the content snapshot of this page cannot be read', error);
    return undefined;
  }
}

interface QueryArg {
  queryCacheKey?: string;
  endpointName?: string;
  originalArgs?: unknown;
}

/** An API query that ended without data: its argument, and whether it was only skipped. */
function rejectedQuery(action: UnknownAction): { arg: QueryArg; skipped: boolean } | undefined {
  if (!isRejected(action) || !action.type.startsWith(`${baseApi.reducerPath}/executeQuery`)) {
    return undefined;
  }
  return { arg: action.meta.arg as QueryArg, skipped: action.meta.condition };
}

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/**
 * D38: a page prerendered from the content snapshot starts from the answers it was rendered
 * from (so hydration finds the same data, and nothing is fetched before the first paint),
 * then refreshes each of them once in the background, when the page first uses it in the
 * running app: RTK Query reports that use as a request skipped because the answer is cached,
 * which happens in the page's effects, after hydration. Refreshing any earlier could change
 * the data under a component that is still hydrating.
 *
 * A refresh that succeeds replaces the answer. One that fails is logged, like every failed
 * request (spec section 8), and the snapshot answer is put back at once, in the same
 * dispatch, so the page keeps showing it instead of its empty view.
 *
 * Called with the text of the page's snapshot block before the first render
 * (src/app/snapshotLoader.ts).
 */
export function startFromSnapshot(store: StoreAccess, block: string): void {
  const queries = parseSnapshot(block);
  if (!queries) return;
  restoreSnapshot(store, queries);
  const unrefreshed = new Set(Object.keys(queries));
  const refreshing = new Set<string>();

  store.dispatch(
    addAppListener({
      predicate: (action) => {
        const query = rejectedQuery(action);
        return query?.skipped === true && unrefreshed.has(query.arg.queryCacheKey ?? '');
      },
      effect: (action, listenerApi) => {
        const {
          queryCacheKey = '',
          endpointName = '',
          originalArgs,
        } = rejectedQuery(action)?.arg ?? {};
        unrefreshed.delete(queryCacheKey);
        const endpoint = queryEndpoint(endpointName);
        if (!endpoint) return;
        refreshing.add(queryCacheKey);
        listenerApi.dispatch(
          endpoint.initiate(originalArgs, { subscribe: false, forceRefetch: true }),
        );
      },
    }),
  );
  store.dispatch(
    addAppListener({
      predicate: (action) => {
        const query = rejectedQuery(action);
        return query?.skipped === false && refreshing.has(query.arg.queryCacheKey ?? '');
      },
      effect: (action, listenerApi) => {
        const queryCacheKey = rejectedQuery(action)?.arg.queryCacheKey ?? '';
        refreshing.delete(queryCacheKey);
        restoreSnapshot(listenerApi, { [queryCacheKey]: queries[queryCacheKey] });
      },
    }),
  );
}
