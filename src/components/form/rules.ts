import { mixed, string } from 'yup';
import { hasContentOf } from './fileContent';
import { isBeingPrepared, refusalOf } from './filePreparations';
import { bareIndianNumber, normalisedWith } from './indianNumbers';

/** D15: no file may be larger than 5 MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** D15: the resume is a PDF; partner documents may be PDF, JPEG or PNG. */
export const PDF_TYPES = ['application/pdf'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The `accept` attribute for a file picker limited to `types`. */
export const acceptOf = (types: readonly string[]) => types.join(',');

/** Contact and hiring numbers: exactly 10 digits (spec section 9). */
export const TEN_DIGITS = /^\d{10}$/;

/** A mobile or contact number as typed, checked and sent as its bare digits (D40). */
export const indianNumber = () => string().trim().transform(normalisedWith(bareIndianNumber));

/** Error messages in schemas are translation keys; fields translate them when shown. */
export const formErrors = {
  fileTooLarge: 'forms.errors.fileTooLarge',
  documentType: 'forms.errors.documentType',
  fileEmpty: 'forms.errors.fileEmpty',
} as const;

/** Text that must not be empty once surrounding spaces are gone. */
export const requiredText = (message: string) => string().trim().required(message);

interface FileRuleOptions {
  types: readonly string[];
  typeMessage: string;
  /** Leave out for an optional file. */
  requiredMessage?: string;
}

/**
 * A single file field: required (when asked), not refused by the field's preparation (a photo
 * too large to decode, D43), not empty, then the allowed types by content and reported type
 * (D40), then the 5 MB limit (D15), in that order so the first failing rule is the one shown.
 * A chosen file held while the one to send is made from it (a photo being shrunk) is only
 * required: type and size are the prepared file's to meet.
 */
export function fileRule({ types, typeMessage, requiredMessage }: FileRuleOptions) {
  const base = mixed<File>().nullable().default(null);
  const required = requiredMessage
    ? base.test('required', requiredMessage, (file) => file != null)
    : base;
  return (
    required
      // Decided at once: yup keeps the errors in the order the tests finish.
      .test('refused', (file, context) => {
        const message = file ? refusalOf(file) : undefined;
        return message === undefined || context.createError({ message });
      })
      .test('empty', formErrors.fileEmpty, (file) => !file || file.size > 0)
      .test(
        'type',
        typeMessage,
        async (file) =>
          !file || file.size === 0 || isBeingPrepared(file) || hasContentOf(file, types),
      )
      // yup collects errors as tests finish: the limit is only reported for a file of the right
      // kind, so a large file of the wrong kind always shows the type message.
      .test(
        'size',
        formErrors.fileTooLarge,
        async (file) =>
          !file ||
          file.size <= MAX_FILE_BYTES ||
          isBeingPrepared(file) ||
          !(await hasContentOf(file, types)),
      )
  );
}

/** Strips surrounding spaces from every text value before it is sent. */
export function trimmed<Values extends object>(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : (value as unknown),
    ]),
  ) as Values;
}
