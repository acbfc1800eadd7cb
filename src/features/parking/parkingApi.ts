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

/** Spec section 3, parking service; the card opens `/case/{_id}`, so the id is required. */
export const parkingServiceSchema = object({
  _id: textField().required(),
  parkingHeading: textField(),
  parkingBackgroundImage: urlField(),
});

/** Spec section 3, sub-parking service, with its parent service's heading and image. */
export const subParkingServiceSchema = object({
  _id: textField(),
  subParkingHeading: textField(),
  subParkingimages: urlListField(),
  parkingServiceId: nestedRecord({
    parkingHeading: textField(),
    parkingBackgroundImage: urlField(),
  }),
});

export type ParkingService = InferType<typeof parkingServiceSchema>;
export type SubParkingService = InferType<typeof subParkingServiceSchema>;
/** A service and its sites as the pages get them: with the language of their text (E6). */
export type ShownParkingService = Localized<ParkingService>;
export type ShownSubParkingService = Localized<SubParkingService>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const PARKING_SERVICES_PATH = '/api/api/parking-services/getAll';

export const parkingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The doubled "/api/api" prefix is the spec's observed path (section 7), kept on purpose.
    getParkingServices: build.query<ShownParkingService[], Language>({
      query: (language) => contentRequest(PARKING_SERVICES_PATH, language),
      transformResponse: localizedList(listResponse(parkingServiceSchema)),
    }),
    getSubParkingServices: build.query<ShownSubParkingService[], ItemRequest>({
      query: ({ id, language }) =>
        contentRequest(`/api/sub-parking-services/getByMainId/${encodeURIComponent(id)}`, language),
      transformResponse: localizedList(listResponse(subParkingServiceSchema)),
    }),
  }),
});

const { useGetParkingServicesQuery, useGetSubParkingServicesQuery } = parkingApi;

/** One service's sites in the page's language, once its id is known (useItemQuery). */
export function useSubParkingServices(id: string | undefined) {
  return useItemQuery(useGetSubParkingServicesQuery, id);
}

/** The parking services in the page's language, whose request starts with the page's HTML. */
export function useParkingServices() {
  return useListQuery(useGetParkingServicesQuery, PARKING_SERVICES_PATH);
}
