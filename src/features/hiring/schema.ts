import { object, string, type InferType } from 'yup';
import {
  fileRule,
  indianNumber,
  PDF_TYPES,
  requiredText,
  TEN_DIGITS,
} from '@/components/form/rules';

/** Spec section 5, hiring form; each message is a key under `hiring.errors`. */
export const hiringErrors = {
  nameRequired: 'hiring.errors.nameRequired',
  emailInvalid: 'hiring.errors.emailInvalid',
  emailRequired: 'hiring.errors.emailRequired',
  contactNumberDigits: 'hiring.errors.contactNumberDigits',
  contactNumberRequired: 'hiring.errors.contactNumberRequired',
  addressRequired: 'hiring.errors.addressRequired',
  positionRequired: 'hiring.errors.positionRequired',
  resumeRequired: 'hiring.errors.resumeRequired',
  resumeType: 'hiring.errors.resumeType',
} as const;

export const hiringSchema = object({
  fullName: requiredText(hiringErrors.nameRequired),
  email: string().trim().email(hiringErrors.emailInvalid).required(hiringErrors.emailRequired),
  contactNumber: indianNumber()
    .matches(TEN_DIGITS, hiringErrors.contactNumberDigits)
    .required(hiringErrors.contactNumberRequired),
  address: requiredText(hiringErrors.addressRequired),
  position: requiredText(hiringErrors.positionRequired),
  // D15: PDF only, at most 5 MB.
  uploadResume: fileRule({
    types: PDF_TYPES,
    typeMessage: hiringErrors.resumeType,
    requiredMessage: hiringErrors.resumeRequired,
  }),
});

/** Spec section 3, hiring application: the form's values, sent as multipart. */
export type HiringApplication = InferType<typeof hiringSchema>;

export function emptyHiringApplication(position = ''): HiringApplication {
  return {
    fullName: '',
    email: '',
    contactNumber: '',
    address: '',
    position,
    uploadResume: null,
  };
}
