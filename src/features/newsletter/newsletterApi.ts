import { baseApi } from '@/api/baseApi';
import { submission } from '@/api/submission';

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** JSON `{ email }`; fetchBaseQuery sends the Content-Type: application/json header. */
    subscribe: build.mutation<string, { email: string }>({
      query: ({ email }) => submission('/api/subscribe/create', { email }),
    }),
  }),
});

export const { useSubscribeMutation } = newsletterApi;
