/**
 * D39: a partner's date of birth is a real date in the past, not before 1900, and the partner
 * is at least 18 years old on the day of registration, the visitor's own calendar day. Dates are
 * `YYYY-MM-DD` (the schema reads the typed day, month and year so), so they compare as text.
 */
export const MIN_AGE = 18;
const EARLIEST_BIRTH_DATE = '1900-01-01';

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a day, if it exists in the calendar. */
function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${pad(year)}-${pad(month)}-${pad(day)}` : null;
}

/** Today in the visitor's own calendar, as `YYYY-MM-DD`. */
export function localIsoDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The latest birth date of someone `MIN_AGE` years old on `now`: the same day 18 years back
 * (28 February for a 29 February that year lacks): the age rule's limit.
 */
export function latestBirthDate(now: Date): string {
  const year = now.getFullYear() - MIN_AGE;
  const month = now.getMonth() + 1;
  const day = now.getDate();
  return isoDate(year, month, day) ?? isoDate(year, month, day - 1) ?? '';
}

/** A real calendar date, from 1900 on, before today. */
export function isValidBirthDate(value: string, now: Date): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return false;
  const date = isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  return date !== null && date >= EARLIEST_BIRTH_DATE && date < localIsoDate(now);
}

/** Whoever was born on `value` (a valid birth date) is at least 18 years old on `now`. */
export function isAdultOn(value: string, now: Date): boolean {
  return value <= latestBirthDate(now);
}
