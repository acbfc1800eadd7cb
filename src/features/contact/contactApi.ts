import { baseApi } from '@/api/baseApi';
import { submission } from '@/api/submission';
import type { ContactMessage } from './schema';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<string, ContactMessage>({
      query: ({ name, email, contactNumber, message }) =>
        submission('/api/contactus/create', { name, email, contactNumber, message }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
