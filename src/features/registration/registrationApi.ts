import { baseApi } from '@/api/baseApi';
import { toFormData, type FieldMap } from '@/api/formData';
import { submission } from '@/api/submission';
import type { DistributorApplication, DsaApplication } from './schema';

/** The parts both partner payloads share, under the wire names of spec section 7. */
const partnerFields = {
  mobile: 'mobileNumber',
  altMobile: 'alternateMobileNumber',
  email: 'email',
  address: 'address',
  state: 'state',
  city: 'city',
  pincode: 'pincode',
  pan: 'panNumber',
  // D14: the uploaded PAN card itself, not the PAN number the spec observed here.
  panCard: 'panCardFile',
} as const;

const dsaFields: FieldMap<DsaApplication> = {
  ...partnerFields,
  fullName: 'fullName',
  gender: 'gender',
  dob: 'dateOfBirth',
  aadhaar: 'aadhaarNumber',
  aadhaarCard: 'aadhaarCardFile',
};

/**
 * The Distributor form has no alternate number, so that part is sent empty (D28). `panNumber`
 * is not in the spec's Distributor payload, but without it the PAN the visitor typed would be
 * lost now that panCardFile carries the file (D14, D28); see docs/behaviour-notes.md.
 */
type DistributorPayload = DistributorApplication & { altMobile: '' };

const distributorFields: FieldMap<DistributorPayload> = {
  ...partnerFields,
  businessName: 'businessName',
  businessType: 'typeOfBusiness',
  gst: 'gstNumber',
  registrationNumber: 'companyRegistrationNumber',
  contactName: 'contactPersonName',
  gstCertificate: 'gstCertificateFile',
  registrationProof: 'companyRegistrationProofFile',
  tradeLicense: 'tradeLicenseFile',
};

export function dsaFormData(application: DsaApplication): FormData {
  return toFormData(application, dsaFields);
}

export function distributorFormData(application: DistributorApplication): FormData {
  return toFormData({ ...application, altMobile: '' }, distributorFields);
}

export const registrationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitDsaRegistration: build.mutation<string, DsaApplication>({
      query: (application) => submission('/dsa&distbtr/personal/create', dsaFormData(application)),
    }),
    submitDistributorRegistration: build.mutation<string, DistributorApplication>({
      query: (application) =>
        submission('/dsa&distbtr/business/create', distributorFormData(application)),
    }),
  }),
});

export const { useSubmitDsaRegistrationMutation, useSubmitDistributorRegistrationMutation } =
  registrationApi;
