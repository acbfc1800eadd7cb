import { baseApi } from '../../api/baseApi';
import { parseList, safeUrl, text, type RawRecord } from '../../api/parse';

export interface SupportVideo {
  _id: string;
  supportVideo: string;
  supportVideoHeading: string;
}

function parseSupportVideo(raw: RawRecord): SupportVideo | null {
  const _id = text(raw._id);
  const supportVideo = safeUrl(raw.supportVideo);
  if (!_id || !supportVideo) return null;
  return { _id, supportVideo, supportVideoHeading: text(raw.supportVideoHeading) };
}

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 7: the body is the list of support videos. */
    getSupportVideos: build.query<SupportVideo[], void>({
      query: () => '/support/getAll',
      transformResponse: (body: unknown) => parseList(body, parseSupportVideo),
    }),
  }),
});

export const { useGetSupportVideosQuery } = supportApi;
