import { object, string, type InferType } from 'yup';
import { indianNumber, requiredText, TEN_DIGITS } from '@/components/form/rules';

/** Spec section 5, contact form; each message is a key under `contact.errors`. */
export const contactErrors = {
  nameRequired: 'contact.errors.nameRequired',
  emailInvalid: 'contact.errors.emailInvalid',
  emailRequired: 'contact.errors.emailRequired',
  contactNumberDigits: 'contact.errors.contactNumberDigits',
  contactNumberRequired: 'contact.errors.contactNumberRequired',
  messageRequired: 'contact.errors.messageRequired',
} as const;

export const contactSchema = object({
  name: requiredText(contactErrors.nameRequired),
  email: string().trim().email(contactErrors.emailInvalid).required(contactErrors.emailRequired),
  contactNumber: indianNumber()
    .matches(TEN_DIGITS, contactErrors.contactNumberDigits)
    .required(contactErrors.contactNumberRequired),
  message: requiredText(contactErrors.messageRequired),
});

/** Spec section 3, contact message: the form's values, sent as JSON with exactly these fields. */
export type ContactMessage = InferType<typeof contactSchema>;

export const emptyContactMessage: ContactMessage = {
  name: '',
  email: '',
  contactNumber: '',
  message: '',
};
