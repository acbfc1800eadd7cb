/**
 * D40: numbers as Indians type them. Applied by the schemas as yup transforms, so the spec's
 * checks see the bare digits and the payload carries them (LeadForm sends the cast values).
 */

/**
 * A mobile or contact number without spaces, hyphens and brackets, then without a leading
 * `+91`, or a leading `91` or `0` only when ten digits remain: `9123456780` is a number, not
 * 91 + 23456780. Anything else is left for the spec's own check to refuse.
 */
export function bareIndianNumber(typed: string): string {
  const compact = typed.replace(/[\s()-]/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  const national = /^(?:91|0)(\d{10})$/.exec(compact);
  return national?.[1] ?? compact;
}

/** An Aadhaar number as printed on the card, `2345 6789 0123`, without its spaces. */
export function bareAadhaar(typed: string): string {
  return typed.replace(/\s/g, '');
}

/** A yup transform applying `normalise` to text (Formik validates an empty field as undefined). */
export const normalisedWith =
  (normalise: (typed: string) => string) =>
  (value: unknown): unknown =>
    typeof value === 'string' ? normalise(value) : value;
