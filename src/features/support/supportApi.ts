import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { useListQuery } from '@/api/contentQueries';
import { textField, urlField } from '@/api/fields';
import { listResponse } from '@/api/responses';
import { contentRequest, localizedList, type Localized } from '@/api/contentLanguage';
import type { Language } from '@/i18n/languages';

/** Spec section 3, support video; a video without a usable URL (D12) cannot be played. */
export const supportVideoSchema = object({
  _id: textField().required(),
  supportVideo: urlField().required(),
  supportVideoHeading: textField(),
});

export type SupportVideo = InferType<typeof supportVideoSchema>;
/** A support video as the page gets it: with the language of its title (E6). */
export type ShownSupportVideo = Localized<SupportVideo>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const SUPPORT_VIDEOS_PATH = '/support/getAll';

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: the body is the list of support videos. */
    getSupportVideos: build.query<ShownSupportVideo[], Language>({
      query: (language) => contentRequest(SUPPORT_VIDEOS_PATH, language),
      transformResponse: localizedList(listResponse(supportVideoSchema)),
    }),
  }),
});

const { useGetSupportVideosQuery } = supportApi;

/** The support videos in the page's language, whose request starts with the page's HTML. */
export function useSupportVideos() {
  return useListQuery(useGetSupportVideosQuery, SUPPORT_VIDEOS_PATH);
}
