import { baseApi } from '../../api/baseApi';
import { submission } from '../../api/submission';

/** Spec section 3, contact message; sent as JSON with exactly these fields. */
export interface ContactMessage {
  name: string;
  email: string;
  contactNumber: string;
  message: string;
}

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<string, ContactMessage>({
      query: ({ name, email, contactNumber, message }) =>
        submission('/api/contactus/create', { name, email, contactNumber, message }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
