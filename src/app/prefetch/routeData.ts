import type { Params } from 'react-router-dom';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { paths } from '@/config/paths';
import { PREFETCH_STALE_MS } from '@/lib/prefetchRules';
import type { Language } from '@/i18n/languages';
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

const parkingServices = (language: Language): DataRequest => ({
  endpoint: 'getParkingServices',
  prefetch: parking().prefetch('getParkingServices', language, options),
});

/**
 * Route pattern (src/config/paths.ts) → its page's first requests in the page's language (the
 * query arguments the page itself uses, E6); pages without data are absent.
 */
export const routeData: Readonly<
  Record<string, (params: Params, language: Language) => DataRequest[]>
> = {
  [paths.blog]: (_, language) => [
    { endpoint: 'getBlogs', prefetch: blog().prefetch('getBlogs', language, options) },
  ],
  [paths.blogSection]: ({ id = '' }, language) => [
    {
      endpoint: 'getSubBlog',
      prefetch: blog().prefetch('getSubBlog', { id, language }, options),
    },
  ],
  [paths.career]: (_, language) => [
    {
      endpoint: 'getJobOpenings',
      prefetch: careers().prefetch('getJobOpenings', language, options),
    },
  ],
  [paths.skills]: ({ id = '' }, language) => [
    {
      endpoint: 'getJobDetail',
      prefetch: careers().prefetch('getJobDetail', { id, language }, options),
    },
  ],
  [paths.events]: (_, language) => [
    { endpoint: 'getEvents', prefetch: events().prefetch('getEvents', language, options) },
  ],
  [paths.eventDetail]: ({ id = '' }, language) => [
    {
      endpoint: 'getSubEvents',
      prefetch: events().prefetch('getSubEvents', { id, language }, options),
    },
  ],
  [paths.faq]: (_, language) => [
    { endpoint: 'getFaqs', prefetch: faq().prefetch('getFaqs', language, options) },
  ],
  [paths.support]: (_, language) => [
    {
      endpoint: 'getSupportVideos',
      prefetch: support().prefetch('getSupportVideos', language, options),
    },
  ],
  [paths.caseList]: (_, language) => [parkingServices(language)],
  // D4: /airport finds its service in the list; its sub-services wait for that answer.
  [paths.airport]: (_, language) => [parkingServices(language)],
  [paths.caseDetail]: ({ id = '' }, language) => [
    parkingServices(language),
    {
      endpoint: 'getSubParkingServices',
      prefetch: parking().prefetch('getSubParkingServices', { id, language }, options),
    },
  ],
};
