import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { usePreloadRequest } from '@/api/preloadRequest';
import { textField, urlField } from '@/api/fields';
import { listResponse } from '@/api/responses';

/** Spec section 3, support video; a video without a usable URL (D12) cannot be played. */
export const supportVideoSchema = object({
  _id: textField().required(),
  supportVideo: urlField().required(),
  supportVideoHeading: textField(),
});

export type SupportVideo = InferType<typeof supportVideoSchema>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const SUPPORT_VIDEOS_PATH = '/support/getAll';

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: the body is the list of support videos. */
    getSupportVideos: build.query<SupportVideo[], void>({
      query: () => SUPPORT_VIDEOS_PATH,
      transformResponse: listResponse(supportVideoSchema),
    }),
  }),
});

const { useGetSupportVideosQuery } = supportApi;

/** The support videos, whose request starts with the page's HTML. */
export function useSupportVideos() {
  const query = useGetSupportVideosQuery();
  usePreloadRequest(SUPPORT_VIDEOS_PATH, query.data !== undefined);
  return query;
}
