import { PUBLISHER_TIME_ZONE } from '@/config/site';

/**
 * D23: a server date shown in the visitor's selected language, e.g. "April 8, 2026" in
 * English and "8. April 2026" in German, as the date it was in the company's offices (so a
 * visitor in another time zone does not see the day before). Returns null when the server
 * sent no usable date, so the date line can be left out instead of showing "Invalid Date".
 */
export function formatDate(value: string, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeZone: PUBLISHER_TIME_ZONE,
  }).format(date);
}
