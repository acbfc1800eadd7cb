import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
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

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: the body itself is the list of events. */
    getEvents: build.query<SiteEvent[], void>({
      query: () => '/api/event/getAll',
      transformResponse: listResponse(siteEventSchema),
    }),
    getSubEvents: build.query<SubEvent[], string>({
      query: (eventId) => `/api/sub-event/eventId/${encodeURIComponent(eventId)}`,
      transformResponse: listResponse(subEventSchema),
    }),
  }),
});

export const { useGetEventsQuery, useGetSubEventsQuery } = eventsApi;
