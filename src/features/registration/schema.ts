import { object, string, type InferType } from 'yup';
import { isoDateOf } from '@/components/form/dateParts';
import { bareAadhaar, normalisedWith } from '@/components/form/indianNumbers';
import {
  DOCUMENT_TYPES,
  fileRule,
  formErrors,
  indianNumber,
  requiredText,
} from '@/components/form/rules';
import { isAdultOn, isValidBirthDate } from './dateOfBirth';

/** Spec section 5 messages, then D16's; each is a translation key. */
export const registrationErrors = {
  required: 'registration.errors.required',
  mobile: 'registration.errors.mobile',
  altMobile: 'registration.errors.altMobile',
  email: 'registration.errors.email',
  panCardRequired: 'registration.errors.panCardRequired',
  aadhaarCardRequired: 'registration.errors.aadhaarCardRequired',
  pan: 'registration.errors.pan',
  gstin: 'registration.errors.gstin',
  aadhaar: 'registration.errors.aadhaar',
  pincode: 'registration.errors.pincode',
  dob: 'registration.errors.dob',
  dobAge: 'registration.errors.dobAge',
} as const;

/** Spec section 9: partner mobile numbers are 10 digits starting with 6-9. */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** D16: PAN AAAAA9999A; GSTIN in the official 15-character layout. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** D16: Aadhaar 12 digits not starting with 0 or 1; pincode 6 digits not starting with 0. */
export const AADHAAR_PATTERN = /^[2-9][0-9]{11}$/;
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

const E = registrationErrors;
const required = () => requiredText(E.required);
/** A format rule that leaves empty values to `required` (or to being optional). */
const format = (message: string) => ({ message, excludeEmptyString: true });

const document = (requiredMessage?: string) =>
  fileRule({
    types: DOCUMENT_TYPES,
    typeMessage: formErrors.documentType,
    ...(requiredMessage ? { requiredMessage } : {}),
  });

/** Rules both partner forms share. */
const partnerRules = {
  mobile: indianNumber().required(E.required).matches(MOBILE_PATTERN, format(E.mobile)),
  email: required().email(E.email),
  pan: required().matches(PAN_PATTERN, format(E.pan)),
  address: required(),
  city: required(),
  state: required(),
  pincode: required().matches(PINCODE_PATTERN, format(E.pincode)),
  panCard: document(E.panCardRequired),
};

export const dsaSchema = object({
  ...partnerRules,
  fullName: required(),
  // Optional fields default to '' so their type, like the form's value, is a string.
  altMobile: indianNumber().default('').matches(MOBILE_PATTERN, format(E.altMobile)),
  // Typed as day/month/year (E7), judged and sent as YYYY-MM-DD; a date not whole stays as
  // typed and is not valid. D39: checked on the day of the check, so a form left open over
  // midnight stays right.
  dob: required()
    .transform(normalisedWith((typed) => isoDateOf(typed) ?? typed))
    .test('dob', E.dob, (value) => !value || isValidBirthDate(value, new Date()))
    .test('dobAge', E.dobAge, (value) => {
      const now = new Date();
      return !value || !isValidBirthDate(value, now) || isAdultOn(value, now);
    }),
  gender: required(),
  // D40: as printed on the card, "2345 6789 0123".
  aadhaar: required()
    .transform(normalisedWith(bareAadhaar))
    .matches(AADHAAR_PATTERN, format(E.aadhaar)),
  aadhaarCard: document(E.aadhaarCardRequired),
});

export const distributorSchema = object({
  ...partnerRules,
  businessName: required(),
  businessType: required(),
  gst: required().matches(GSTIN_PATTERN, format(E.gstin)),
  registrationNumber: string().trim().default(''),
  contactName: required(),
  gstCertificate: document(),
  registrationProof: document(),
  tradeLicense: document(),
});

/** Spec section 3, DSA application: the form's values (form field names). */
export type DsaApplication = InferType<typeof dsaSchema>;
/** Spec section 3, Distributor application: the form's values (form field names). */
export type DistributorApplication = InferType<typeof distributorSchema>;

const emptyPartner = {
  mobile: '',
  email: '',
  pan: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  panCard: null,
};

export const emptyDsaApplication: DsaApplication = {
  ...emptyPartner,
  fullName: '',
  altMobile: '',
  dob: '',
  gender: '',
  aadhaar: '',
  aadhaarCard: null,
};

export const emptyDistributorApplication: DistributorApplication = {
  ...emptyPartner,
  businessName: '',
  businessType: '',
  gst: '',
  registrationNumber: '',
  contactName: '',
  gstCertificate: null,
  registrationProof: null,
  tradeLicense: null,
};

/**
 * D42: each role's identity numbers, in the order the form asks for them. They live only in
 * the page's memory: no draft, no browser storage of any kind ever holds them.
 */
export const dsaIdentityFields: readonly (keyof DsaApplication)[] = ['dob', 'pan', 'aadhaar'];
export const distributorIdentityFields: readonly (keyof DistributorApplication)[] = ['pan', 'gst'];
