/**
 * The content snapshot (D38, docs/deploying.md): every GET of spec section 7 read once at build
 * time through the app's own RTK Query endpoints, in a real store, so each answer is checked
 * and normalised exactly as in the browser (bad rows dropped, D12 URLs). The result is the
 * query cache entries each page is rendered from, ready to embed in that page's HTML, and the
 * ids each detail route gets a page for. Any failure fails the whole snapshot with the
 * endpoint named: a deploy never ships half the content.
 */
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import type { CachedQueries } from '@/api/restoreQueries';
import { GET_TIMEOUT_MS } from '@/config/env';
import { paths, pathTo } from '@/config/paths';
import { blogApi } from '@/features/blog/blogApi';
import { careersApi } from '@/features/careers/careersApi';
import { eventsApi } from '@/features/events/eventsApi';
import { faqApi } from '@/features/faq/faqApi';
import { parkingApi } from '@/features/parking/parkingApi';
import { findAirportService } from '@/features/parking/resolveService';
import { supportApi } from '@/features/support/supportApi';
import { describeFailure } from './describeFailure';
import { limiter } from './limiter';

/** The routes with an id (spec section 2) that get a page per item. */
export const snapshotDetailRoutes = [
  paths.caseDetail,
  paths.blogSection,
  paths.eventDetail,
  paths.skills,
] as const;

export type SnapshotDetailRoute = (typeof snapshotDetailRoutes)[number];

export interface ContentSnapshot {
  /**
   * By page path (`/case`, `/airport`, `/case/{id}` with the id as `pathTo` encodes it): the
   * query cache entries that page renders from, to restore before rendering it and to embed.
   */
  pages: Record<string, CachedQueries>;
  /** By detail route (`/case/:id` …): the ids, in server order, that get a page. */
  items: Record<SnapshotDetailRoute, string[]>;
}

export interface SnapshotOptions {
  /** Per request; D10's GET time-out unless given. */
  timeoutMs?: number;
  /** Requests in flight at once. */
  concurrency?: number;
}

export const DEFAULT_SNAPSHOT_CONCURRENCY = 4;

/** A snapshot that could not be completed; the message names the endpoint and argument. */
export class SnapshotError extends Error {
  constructor(
    readonly endpoint: string,
    reason: string,
  ) {
    super(`Content snapshot: ${endpoint} ${reason}; no snapshot was written`);
    this.name = 'SnapshotError';
  }
}

/** What `store.dispatch(endpoint.initiate(arg))` returns, as far as the reader uses it. */
interface RunningQuery<Data> extends PromiseLike<{
  data?: Data;
  error?: unknown;
  isError: boolean;
}> {
  queryCacheKey: string;
  abort(): void;
}

interface Answer<Data> {
  data: Data;
  key: string;
}

function snapshotStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: false, immutableCheck: false }).concat(
        baseApi.middleware,
      ),
  });
}

/**
 * Ids that can be one segment of a page's path and of its file in dist/. Another id (say
 * `..`, or one with a slash) gets no page of its own: it is still shown from the app shell.
 */
function routable(id: string): boolean {
  return id !== '' && id !== '.' && id !== '..' && !/[/\\\0]/.test(id);
}

function uniqueRoutableIds(items: readonly { _id: string }[]): string[] {
  return [...new Set(items.map((item) => item._id))].filter(routable);
}

export async function readContentSnapshot({
  timeoutMs = GET_TIMEOUT_MS,
  concurrency = DEFAULT_SNAPSHOT_CONCURRENCY,
}: SnapshotOptions = {}): Promise<ContentSnapshot> {
  const store = snapshotStore();
  const run = limiter(concurrency);
  const { dispatch } = store;

  /** Starts one query when the limiter lets it, and gives its data or fails naming it. */
  function get<Data>(start: () => RunningQuery<Data>): Promise<Answer<Data>> {
    return run(async () => {
      const request = start();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        request.abort();
      }, timeoutMs);
      const result = await request;
      clearTimeout(timer);
      if (result.isError || result.data === undefined) {
        throw new SnapshotError(
          request.queryCacheKey,
          describeFailure(result.error, timeoutMs, timedOut),
        );
      }
      return { data: result.data, key: request.queryCacheKey };
    });
  }

  const once = { subscribe: false } as const;
  try {
    const [services, openings, blogs, events, faqs, support] = await Promise.all([
      get(() => dispatch(parkingApi.endpoints.getParkingServices.initiate(undefined, once))),
      get(() => dispatch(careersApi.endpoints.getJobOpenings.initiate(undefined, once))),
      get(() => dispatch(blogApi.endpoints.getBlogs.initiate(undefined, once))),
      get(() => dispatch(eventsApi.endpoints.getEvents.initiate(undefined, once))),
      get(() => dispatch(faqApi.endpoints.getFaqs.initiate(undefined, once))),
      get(() => dispatch(supportApi.endpoints.getSupportVideos.initiate(undefined, once))),
    ]);
    const items: ContentSnapshot['items'] = {
      [paths.caseDetail]: uniqueRoutableIds(services.data),
      [paths.blogSection]: uniqueRoutableIds(blogs.data),
      [paths.eventDetail]: uniqueRoutableIds(events.data),
      [paths.skills]: uniqueRoutableIds(openings.data),
    };
    /** Each item's detail query, by id. */
    const details = <Data>(route: SnapshotDetailRoute, start: (id: string) => RunningQuery<Data>) =>
      Promise.all(items[route].map(async (id) => ({ id, answer: await get(() => start(id)) })));
    const [subServices, subBlogs, subEvents, jobDetails] = await Promise.all([
      details(paths.caseDetail, (id) =>
        dispatch(parkingApi.endpoints.getSubParkingServices.initiate(id, once)),
      ),
      details(paths.blogSection, (id) => dispatch(blogApi.endpoints.getSubBlog.initiate(id, once))),
      details(paths.eventDetail, (id) =>
        dispatch(eventsApi.endpoints.getSubEvents.initiate(id, once)),
      ),
      details(paths.skills, (id) => dispatch(careersApi.endpoints.getJobDetail.initiate(id, once))),
    ]);

    const { queries } = store.getState()[baseApi.reducerPath];
    const entries = (...answers: Answer<unknown>[]): CachedQueries =>
      Object.fromEntries(answers.map(({ key }) => [key, queries[key]]));
    const detailPages = (
      route: SnapshotDetailRoute,
      answers: { id: string; answer: Answer<unknown> }[],
      ...shared: Answer<unknown>[]
    ) => answers.map(({ id, answer }) => [pathTo(route, id), entries(...shared, answer)] as const);

    const airportId = findAirportService(services.data)?._id;
    const airportDetail = subServices.find(({ id }) => id === airportId)?.answer;
    return {
      pages: Object.fromEntries([
        [paths.caseList, entries(services)],
        [paths.airport, entries(services, ...(airportDetail ? [airportDetail] : []))],
        [paths.career, entries(openings)],
        [paths.blog, entries(blogs)],
        [paths.events, entries(events)],
        [paths.faq, entries(faqs)],
        [paths.support, entries(support)],
        ...detailPages(paths.caseDetail, subServices, services),
        ...detailPages(paths.blogSection, subBlogs),
        ...detailPages(paths.eventDetail, subEvents),
        ...detailPages(paths.skills, jobDetails),
      ]),
      items,
    };
  } finally {
    // Aborts what is still running after a failure and clears RTK Query's cache timers, which
    // would otherwise keep Node alive for a minute after the snapshot.
    dispatch(baseApi.util.resetApiState());
  }
}
