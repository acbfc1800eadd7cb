import type { Params } from 'react-router-dom';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { paths } from '@/config/paths';
import { PREFETCH_STALE_MS } from '@/lib/prefetchRules';
import type { blogApi } from '@/features/blog/blogApi';
import type { careersApi } from '@/features/careers/careersApi';
import type { eventsApi } from '@/features/events/eventsApi';
import type { faqApi } from '@/features/faq/faqApi';
import type { parkingApi } from '@/features/parking/parkingApi';
import type { supportApi } from '@/features/support/supportApi';

/**
 * The data each route's page asks for first, so a prefetch can start it before the click. The
 * feature APIs are imported as types only: their endpoints are injected into `baseApi` by the
 * page's own chunk (RTK Query code splitting), so none of their code joins the initial bundle.
 * `endpoint` tells the prefetcher whether the chunk must load before the request can start.
 */
export interface DataRequest {
  endpoint: string;
  prefetch: ThunkAction<void, unknown, unknown, UnknownAction>;
}

// Fresh answers are not asked again (`ifOlderThan`, in seconds).
const options = { ifOlderThan: PREFETCH_STALE_MS / 1000 };

// `baseApi` itself, typed with the endpoints a feature injects into it.
const blog = () => (baseApi as unknown as typeof blogApi).util;
const careers = () => (baseApi as unknown as typeof careersApi).util;
const events = () => (baseApi as unknown as typeof eventsApi).util;
const faq = () => (baseApi as unknown as typeof faqApi).util;
const parking = () => (baseApi as unknown as typeof parkingApi).util;
const support = () => (baseApi as unknown as typeof supportApi).util;

const parkingServices = (): DataRequest => ({
  endpoint: 'getParkingServices',
  prefetch: parking().prefetch('getParkingServices', undefined, options),
});

/** Route pattern (src/config/paths.ts) → its page's first requests; pages without data are absent. */
export const routeData: Readonly<Record<string, (params: Params) => DataRequest[]>> = {
  [paths.blog]: () => [
    { endpoint: 'getBlogs', prefetch: blog().prefetch('getBlogs', undefined, options) },
  ],
  [paths.blogSection]: ({ id = '' }) => [
    { endpoint: 'getSubBlog', prefetch: blog().prefetch('getSubBlog', id, options) },
  ],
  [paths.career]: () => [
    {
      endpoint: 'getJobOpenings',
      prefetch: careers().prefetch('getJobOpenings', undefined, options),
    },
  ],
  [paths.skills]: ({ id = '' }) => [
    { endpoint: 'getJobDetail', prefetch: careers().prefetch('getJobDetail', id, options) },
  ],
  [paths.events]: () => [
    { endpoint: 'getEvents', prefetch: events().prefetch('getEvents', undefined, options) },
  ],
  [paths.eventDetail]: ({ id = '' }) => [
    { endpoint: 'getSubEvents', prefetch: events().prefetch('getSubEvents', id, options) },
  ],
  [paths.faq]: () => [
    { endpoint: 'getFaqs', prefetch: faq().prefetch('getFaqs', undefined, options) },
  ],
  [paths.support]: () => [
    {
      endpoint: 'getSupportVideos',
      prefetch: support().prefetch('getSupportVideos', undefined, options),
    },
  ],
  [paths.caseList]: () => [parkingServices()],
  // D4: /airport finds its service in the list; its sub-services wait for that answer.
  [paths.airport]: () => [parkingServices()],
  [paths.caseDetail]: ({ id = '' }) => [
    parkingServices(),
    {
      endpoint: 'getSubParkingServices',
      prefetch: parking().prefetch('getSubParkingServices', id, options),
    },
  ],
};
