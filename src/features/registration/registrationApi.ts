import { baseApi } from '../../api/baseApi';
import { appendFile, submission } from '../../api/submission';

interface PartnerContact {
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  pan: string;
  panCard: File | null;
}

/** Spec section 3, DSA application (form field names). */
export interface DsaApplication extends PartnerContact {
  fullName: string;
  altMobile: string;
  dob: string;
  gender: string;
  aadhaar: string;
  aadhaarCard: File | null;
}

/** Spec section 3, Distributor application (form field names). */
export interface DistributorApplication extends PartnerContact {
  businessName: string;
  businessType: string;
  gst: string;
  registrationNumber: string;
  contactName: string;
  gstCertificate: File | null;
  registrationProof: File | null;
  tradeLicense: File | null;
}

/** The parts both partner payloads share, under the wire names of spec section 7. */
function partnerFormData(contact: PartnerContact, alternateMobileNumber: string): FormData {
  const form = new FormData();
  form.append('mobileNumber', contact.mobile);
  form.append('alternateMobileNumber', alternateMobileNumber);
  form.append('email', contact.email);
  form.append('address', contact.address);
  form.append('state', contact.state);
  form.append('city', contact.city);
  form.append('pincode', contact.pincode);
  form.append('panNumber', contact.pan);
  // D14: the uploaded PAN card itself, not the PAN number the spec observed here.
  appendFile(form, 'panCardFile', contact.panCard);
  return form;
}

export function dsaFormData(application: DsaApplication): FormData {
  const form = partnerFormData(application, application.altMobile);
  form.append('fullName', application.fullName);
  form.append('gender', application.gender);
  form.append('dateOfBirth', application.dob);
  form.append('aadhaarNumber', application.aadhaar);
  appendFile(form, 'aadhaarCardFile', application.aadhaarCard);
  return form;
}

/**
 * The Distributor form has no alternate number, so that part is sent empty. `panNumber` is
 * not in the spec's Distributor payload, but without it the PAN the visitor typed would be
 * lost now that panCardFile carries the file (D14); see README "Behaviour notes".
 */
export function distributorFormData(application: DistributorApplication): FormData {
  const form = partnerFormData(application, '');
  form.append('businessName', application.businessName);
  form.append('typeOfBusiness', application.businessType);
  form.append('gstNumber', application.gst);
  form.append('companyRegistrationNumber', application.registrationNumber);
  form.append('contactPersonName', application.contactName);
  appendFile(form, 'gstCertificateFile', application.gstCertificate);
  appendFile(form, 'companyRegistrationProofFile', application.registrationProof);
  appendFile(form, 'tradeLicenseFile', application.tradeLicense);
  return form;
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
