/**
 * Backend origin baked in at build time (D9). Empty means "this origin": the dev server and
 * `npm run preview` then answer every API path from the mock handlers in src/mocks.
 */
export const API_BASE_URL: string = process.env.API_BASE_URL ?? '';

/**
 * D33: the public origin of the site, baked in at build time, from which canonical, Open Graph
 * and sitemap URLs are made absolute. The default is a placeholder like the contact details.
 */
export const DEFAULT_SITE_URL = 'https://www.example.com';
// Without a trailing slash, so that `${SITE_URL}${path}` never doubles it (webpack strips it too,
// but the build scripts read the variable directly).
export const SITE_URL: string =
  (process.env.SITE_URL ?? '').replace(/\/+$/, '') || DEFAULT_SITE_URL;

/** D10: every GET gives up after 15 s. */
export const GET_TIMEOUT_MS = 15_000;

/**
 * D10 (amended): a submission has no fixed total limit short of 10 minutes; it fails when no
 * byte of its body has moved for 30 s, or when no answer came 60 s after its last byte.
 */
export const SUBMIT_LIMITS = {
  uploadStallMs: 30_000,
  answerMs: 60_000,
  totalMs: 10 * 60_000,
} as const;
