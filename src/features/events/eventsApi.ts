import { baseApi } from '../../api/baseApi';
import { parseList, record, safeUrl, safeUrlList, text, type RawRecord } from '../../api/parse';

export interface SiteEvent {
  _id: string;
  eventHeading: string;
  eventBackgroundImage: string;
}

export interface SubEvent {
  eventsId: { eventHeading: string };
  subeventBackgroundImage: string[];
}

function parseEvent(raw: RawRecord): SiteEvent | null {
  const _id = text(raw._id);
  if (!_id) return null;
  return {
    _id,
    eventHeading: text(raw.eventHeading),
    eventBackgroundImage: safeUrl(raw.eventBackgroundImage),
  };
}

function parseSubEvent(raw: RawRecord): SubEvent {
  return {
    eventsId: { eventHeading: text(record(raw.eventsId).eventHeading) },
    subeventBackgroundImage: safeUrlList(raw.subeventBackgroundImage),
  };
}

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: the body itself is the list of events. */
    getEvents: build.query<SiteEvent[], void>({
      query: () => '/api/event/getAll',
      transformResponse: (body: unknown) => parseList(body, parseEvent),
    }),
    getSubEvents: build.query<SubEvent[], string>({
      query: (eventId) => `/api/sub-event/eventId/${encodeURIComponent(eventId)}`,
      transformResponse: (body: unknown) => parseList(body, parseSubEvent),
    }),
  }),
});

export const { useGetEventsQuery, useGetSubEventsQuery } = eventsApi;
