import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { textField, urlField } from '@/api/fields';
import { listResponse } from '@/api/responses';

/** Spec section 3, support video; a video without a usable URL (D12) cannot be played. */
export const supportVideoSchema = object({
  _id: textField().required(),
  supportVideo: urlField().required(),
  supportVideoHeading: textField(),
});

export type SupportVideo = InferType<typeof supportVideoSchema>;

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: the body is the list of support videos. */
    getSupportVideos: build.query<SupportVideo[], void>({
      query: () => '/support/getAll',
      transformResponse: listResponse(supportVideoSchema),
    }),
  }),
});

export const { useGetSupportVideosQuery } = supportApi;
