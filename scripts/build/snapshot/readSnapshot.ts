/**
 * The content snapshot (D38, docs/deploying.md): every GET of spec section 7 read once per
 * language at build time (E6) through the app's own RTK Query endpoints, in a real store, so each answer is checked
 * and normalised exactly as in the browser (bad rows dropped, D12 URLs). The result is the
 * query cache entries each page is rendered from, ready to embed in that page's HTML, and the
 * ids each detail route gets a page for. Any failure fails the whole snapshot with the
 * endpoint named: a deploy never ships half the content.
 */
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import type { CachedQueries } from '@/api/restoreQueries';
import { GET_TIMEOUT_MS } from '@/config/env';
import type { ItemRequest } from '@/api/contentLanguage';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
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
   * By language, then by page path (`/case`, `/airport`, `/case/{id}` with the id as `pathTo`
   * encodes it): the query cache entries that page renders from in that language, asked for
   * in it (E6), to restore before rendering it and to embed.
   */
  pages: Record<Language, Record<string, CachedQueries>>;
  /**
   * By detail route (`/case/:id` …): the ids, in server order, that get a page in every
   * language (those any language's list holds).
   */
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
  /** Its query cache entry, taken at once: RTK Query drops unused entries after a minute. */
  entry: CachedQueries[string];
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
      const { queryCacheKey: key } = request;
      return { data: result.data, key, entry: store.getState()[baseApi.reducerPath].queries[key] };
    });
  }

  const once = { subscribe: false } as const;
  try {
    /** The six lists in `language`. */
    const listsIn = async (language: Language) => {
      const [services, openings, blogs, events, faqs, support] = await Promise.all([
        get(() => dispatch(parkingApi.endpoints.getParkingServices.initiate(language, once))),
        get(() => dispatch(careersApi.endpoints.getJobOpenings.initiate(language, once))),
        get(() => dispatch(blogApi.endpoints.getBlogs.initiate(language, once))),
        get(() => dispatch(eventsApi.endpoints.getEvents.initiate(language, once))),
        get(() => dispatch(faqApi.endpoints.getFaqs.initiate(language, once))),
        get(() => dispatch(supportApi.endpoints.getSupportVideos.initiate(language, once))),
      ]);
      return { language, services, openings, blogs, events, faqs, support };
    };
    const lists = await Promise.all(SUPPORTED_LANGUAGES.map(listsIn));
    // An item any language lists gets its page in every language.
    const idsOf = (pick: (list: (typeof lists)[number]) => readonly { _id: string }[]) =>
      uniqueRoutableIds(lists.flatMap(pick));
    const items: ContentSnapshot['items'] = {
      [paths.caseDetail]: idsOf((list) => list.services.data),
      [paths.blogSection]: idsOf((list) => list.blogs.data),
      [paths.eventDetail]: idsOf((list) => list.events.data),
      [paths.skills]: idsOf((list) => list.openings.data),
    };

    /** Every page of one language, its items' pages included. */
    const pagesIn = async ({
      language,
      services,
      openings,
      blogs,
      events,
      faqs,
      support,
    }: (typeof lists)[number]) => {
      /** Each item's detail query in this language, by id. */
      const details = <Data>(
        route: SnapshotDetailRoute,
        start: (item: ItemRequest) => RunningQuery<Data>,
      ) =>
        Promise.all(
          items[route].map(async (id) => ({
            id,
            answer: await get(() => start({ id, language })),
          })),
        );
      const [subServices, subBlogs, subEvents, jobDetails] = await Promise.all([
        details(paths.caseDetail, (item) =>
          dispatch(parkingApi.endpoints.getSubParkingServices.initiate(item, once)),
        ),
        details(paths.blogSection, (item) =>
          dispatch(blogApi.endpoints.getSubBlog.initiate(item, once)),
        ),
        details(paths.eventDetail, (item) =>
          dispatch(eventsApi.endpoints.getSubEvents.initiate(item, once)),
        ),
        details(paths.skills, (item) =>
          dispatch(careersApi.endpoints.getJobDetail.initiate(item, once)),
        ),
      ]);
      const entries = (...answers: Answer<unknown>[]): CachedQueries =>
        Object.fromEntries(answers.map(({ key, entry }) => [key, entry]));
      const detailPages = (
        route: SnapshotDetailRoute,
        answers: { id: string; answer: Answer<unknown> }[],
        ...shared: Answer<unknown>[]
      ) =>
        answers.map(({ id, answer }) => [pathTo(route, id), entries(...shared, answer)] as const);

      const airportId = findAirportService(services.data)?._id;
      const airportDetail = subServices.find(({ id }) => id === airportId)?.answer;
      const pages: Record<string, CachedQueries> = Object.fromEntries([
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
      ]);
      return [language, pages] as const;
    };
    const pages = Object.fromEntries(await Promise.all(lists.map(pagesIn))) as Record<
      Language,
      Record<string, CachedQueries>
    >;
    return { pages, items };
  } finally {
    // Aborts what is still running after a failure and clears RTK Query's cache timers, which
    // would otherwise keep Node alive for a minute after the snapshot.
    dispatch(baseApi.util.resetApiState());
  }
}
