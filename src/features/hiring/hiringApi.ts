import { baseApi } from '@/api/baseApi';
import { toFormData, type FieldMap } from '@/api/formData';
import { submission } from '@/api/submission';
import type { HiringApplication } from './schema';

/** Spec section 7: the multipart fields carry the form's own names. */
const hiringFields: FieldMap<HiringApplication> = {
  fullName: 'fullName',
  email: 'email',
  contactNumber: 'contactNumber',
  address: 'address',
  position: 'position',
  uploadResume: 'uploadResume',
};

export function hiringFormData(application: HiringApplication): FormData {
  return toFormData(application, hiringFields);
}

export const hiringApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitHiringApplication: build.mutation<string, HiringApplication>({
      query: (application) => submission('/api/hiring-forms/create', hiringFormData(application)),
    }),
  }),
});

export const { useSubmitHiringApplicationMutation } = hiringApi;
