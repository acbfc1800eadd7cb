import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { usePreloadRequest } from '@/api/preloadRequest';
import { nestedRecord, textField, urlField, urlListField } from '@/api/fields';
import { listResponse } from '@/api/responses';

/** Spec section 3, event; the card opens `/events/{_id}`, so the id is required. */
export const siteEventSchema = object({
  _id: textField().required(),
  eventHeading: textField(),
  eventBackgroundImage: urlField(),
});

/** Spec section 3, sub-event: a group of photos of one event. */
export const subEventSchema = object({
  eventsId: nestedRecord({ eventHeading: textField() }),
  subeventBackgroundImage: urlListField(),
});

export type SiteEvent = InferType<typeof siteEventSchema>;
export type SubEvent = InferType<typeof subEventSchema>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const EVENTS_PATH = '/api/event/getAll';

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: the body itself is the list of events. */
    getEvents: build.query<SiteEvent[], void>({
      query: () => EVENTS_PATH,
      transformResponse: listResponse(siteEventSchema),
    }),
    getSubEvents: build.query<SubEvent[], string>({
      query: (eventId) => `/api/sub-event/eventId/${encodeURIComponent(eventId)}`,
      transformResponse: listResponse(subEventSchema),
    }),
  }),
});

const { useGetEventsQuery } = eventsApi;
export const { useGetSubEventsQuery } = eventsApi;

/** The events list, whose request starts with the page's HTML. */
export function useEvents() {
  const query = useGetEventsQuery();
  usePreloadRequest(EVENTS_PATH, query.data !== undefined);
  return query;
}
