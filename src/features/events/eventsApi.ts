import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { useItemQuery, useListQuery } from '@/api/contentQueries';
import { nestedRecord, textField, urlField, urlListField } from '@/api/fields';
import { listResponse } from '@/api/responses';
import {
  contentRequest,
  localizedList,
  type ItemRequest,
  type Localized,
} from '@/api/contentLanguage';
import type { Language } from '@/i18n/languages';

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
/** An event and its photo groups as the pages get them: with the language of their text (E6). */
export type ShownSiteEvent = Localized<SiteEvent>;
export type ShownSubEvent = Localized<SubEvent>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const EVENTS_PATH = '/api/event/getAll';

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: the body itself is the list of events. */
    getEvents: build.query<ShownSiteEvent[], Language>({
      query: (language) => contentRequest(EVENTS_PATH, language),
      transformResponse: localizedList(listResponse(siteEventSchema)),
    }),
    getSubEvents: build.query<ShownSubEvent[], ItemRequest>({
      query: ({ id, language }) =>
        contentRequest(`/api/sub-event/eventId/${encodeURIComponent(id)}`, language),
      transformResponse: localizedList(listResponse(subEventSchema)),
    }),
  }),
});

const { useGetEventsQuery, useGetSubEventsQuery } = eventsApi;

/** One event's photo groups in the page's language (useItemQuery). */
export function useSubEvents(id: string) {
  return useItemQuery(useGetSubEventsQuery, id);
}

/** The events list in the page's language, whose request starts with the page's HTML. */
export function useEvents() {
  return useListQuery(useGetEventsQuery, EVENTS_PATH);
}
