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

/** D10: every GET gives up after 15 s, every submission after 60 s. */
export const GET_TIMEOUT_MS = 15_000;
export const SUBMIT_TIMEOUT_MS = 60_000;
