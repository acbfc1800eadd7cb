import { baseApi } from '../../api/baseApi';
import { appendFile, submission } from '../../api/submission';

/** Spec section 3, hiring application; multipart with exactly these field names. */
export interface HiringApplication {
  fullName: string;
  email: string;
  contactNumber: string;
  address: string;
  position: string;
  uploadResume: File | null;
}

export function hiringFormData(application: HiringApplication): FormData {
  const form = new FormData();
  form.append('fullName', application.fullName);
  form.append('email', application.email);
  form.append('contactNumber', application.contactNumber);
  form.append('address', application.address);
  form.append('position', application.position);
  appendFile(form, 'uploadResume', application.uploadResume);
  return form;
}

export const hiringApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitHiringApplication: build.mutation<string, HiringApplication>({
      query: (application) => submission('/api/hiring-forms/create', hiringFormData(application)),
    }),
  }),
});

export const { useSubmitHiringApplicationMutation } = hiringApi;
