/**
 * A date typed as three fields in the Indian order: day, month, year (E7). The form keeps it
 * as one value, the three parts as typed joined by '/' ("17/5/1990"), '' while all three are
 * empty; a date half typed ("17//") stays exactly what the visitor sees. `isoDateOf` reads a
 * whole one as the `YYYY-MM-DD` that rules compare and the request sends.
 */
export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];

const SEPARATOR = '/';

/** The value of three parts in page order (day, month, year). */
export function joinDateParts(parts: readonly string[]): string {
  return parts.every((part) => part === '') ? '' : parts.join(SEPARATOR);
}

/** The three parts of a value, day first; '' for a part not typed. */
export function datePartsOf(value: string): string[] {
  const parts = value.split(SEPARATOR);
  return DATE_PARTS.map((_, index) => parts[index] ?? '');
}

/** `YYYY-MM-DD` of a value with a day and month of one or two digits and a four-digit year. */
export function isoDateOf(value: string): string | null {
  const whole = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!whole) return null;
  const [, day = '', month = '', year = ''] = whole;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * What a part keeps of what was typed or pasted into it: its digits (a part holds nothing
 * else, so the joined value splits back into the same parts). A whole date pasted into one
 * part ("17/05/1990", "17.5.1990", "17 05 1990") gives all three parts instead.
 */
export function typedIntoPart(typed: string): { part: string } | { parts: string[] } {
  const whole = /^\D*(\d{1,2})\D+(\d{1,2})\D+(\d{4})\D*$/.exec(typed);
  if (whole) return { parts: whole.slice(1, 4) };
  return { part: typed.replace(/\D/g, '') };
}
