import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { usePreloadRequest } from '@/api/preloadRequest';
import { nestedRecord, textField, urlField, urlListField } from '@/api/fields';
import { listResponse } from '@/api/responses';

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

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const PARKING_SERVICES_PATH = '/api/api/parking-services/getAll';

export const parkingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The doubled "/api/api" prefix is the spec's observed path (section 7), kept on purpose.
    getParkingServices: build.query<ParkingService[], void>({
      query: () => PARKING_SERVICES_PATH,
      transformResponse: listResponse(parkingServiceSchema),
    }),
    getSubParkingServices: build.query<SubParkingService[], string>({
      query: (mainId) => `/api/sub-parking-services/getByMainId/${encodeURIComponent(mainId)}`,
      transformResponse: listResponse(subParkingServiceSchema),
    }),
  }),
});

const { useGetParkingServicesQuery } = parkingApi;
export const { useGetSubParkingServicesQuery } = parkingApi;

/** The parking services, whose request starts with the page's HTML. */
export function useParkingServices() {
  const query = useGetParkingServicesQuery();
  usePreloadRequest(PARKING_SERVICES_PATH, query.data !== undefined);
  return query;
}
