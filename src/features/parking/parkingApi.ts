import { baseApi } from '../../api/baseApi';
import { parseList, record, safeUrl, safeUrlList, text, type RawRecord } from '../../api/parse';

export interface ParkingService {
  _id: string;
  parkingHeading: string;
  parkingBackgroundImage: string;
}

export interface SubParkingService {
  _id: string;
  subParkingHeading: string;
  subParkingimages: string[];
  parkingServiceId: { parkingHeading: string; parkingBackgroundImage: string };
}

function parseParkingService(raw: RawRecord): ParkingService | null {
  const _id = text(raw._id);
  if (!_id) return null;
  return {
    _id,
    parkingHeading: text(raw.parkingHeading),
    parkingBackgroundImage: safeUrl(raw.parkingBackgroundImage),
  };
}

function parseSubParkingService(raw: RawRecord): SubParkingService {
  const parent = record(raw.parkingServiceId);
  return {
    _id: text(raw._id),
    subParkingHeading: text(raw.subParkingHeading),
    subParkingimages: safeUrlList(raw.subParkingimages),
    parkingServiceId: {
      parkingHeading: text(parent.parkingHeading),
      parkingBackgroundImage: safeUrl(parent.parkingBackgroundImage),
    },
  };
}

export const parkingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The doubled "/api/api" prefix is the spec's observed path (section 7), kept on purpose.
    getParkingServices: build.query<ParkingService[], void>({
      query: () => '/api/api/parking-services/getAll',
      transformResponse: (body: unknown) => parseList(body, parseParkingService),
    }),
    getSubParkingServices: build.query<SubParkingService[], string>({
      query: (mainId) => `/api/sub-parking-services/getByMainId/${encodeURIComponent(mainId)}`,
      transformResponse: (body: unknown) => parseList(body, parseSubParkingService),
    }),
  }),
});

export const { useGetParkingServicesQuery, useGetSubParkingServicesQuery } = parkingApi;
