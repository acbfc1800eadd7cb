import { API_BASE_URL } from '@/config/env';

/**
 * The backend is a separate system; its answers are checked before they reach a page. This
 * module holds the rules for single values (text, D12 URLs) and list bodies; `fields.ts` builds
 * the yup fields of each feature's response schema from them and `responses.ts` applies a
 * schema to a body. A body that is not what the spec describes throws
 * `MalformedResponseError`, which RTK Query turns into a failed request (spec section 8: the
 * page shows its empty view).
 */
export class MalformedResponseError extends Error {
  constructor(what: string) {
    super(`Malformed response: ${what}`);
    this.name = 'MalformedResponseError';
  }
}

export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field; numbers are accepted as text, anything else becomes ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((item) => item.trim() !== '') : [];
}

/** Site-relative URLs are resolved against this stand-in origin, which no real host can have. */
const SITE_BASE = 'https://site.invalid';

/** The backend's own origin (D9), '' when it is this site's (or not a URL: the build says so). */
const BACKEND_ORIGIN = (() => {
  try {
    return new URL(API_BASE_URL).origin;
  } catch {
    return '';
  }
})();

/**
 * D12: a server URL as a browser would read it, resolved with `URL`, and kept only when it
 * stays where it says: a site-relative path (one leading slash) that lands on this site and
 * reads the same when the browser resolves it again (`/..//evil.example/x.jpg` resolves to the
 * path `//evil.example/x.jpg`, which is another host: refused), an absolute `https:` URL, or an
 * absolute URL on the backend's own origin (a dev backend may be plain http). A backslash
 * reads as a slash and tabs and newlines are dropped inside URLs, so a URL holding one, or any
 * control character, is refused; so is every other scheme (`javascript:`, `data:`, `http:`
 * elsewhere) and a relative path without its leading slash.
 */
export function safeUrl(value: unknown): string {
  const raw = text(value).trim();
  if (/[\\\p{Cc}]/u.test(raw)) return '';
  let url: URL;
  try {
    url = new URL(raw, SITE_BASE);
  } catch {
    return '';
  }
  if (url.origin === SITE_BASE) {
    const path = `${url.pathname}${url.search}${url.hash}`;
    const readAgain = new URL(path, SITE_BASE).href;
    return raw.startsWith('/') && readAgain === url.href ? path : '';
  }
  if (!/^https?:\/\//i.test(raw)) return '';
  return url.protocol === 'https:' || url.origin === BACKEND_ORIGIN ? url.href : '';
}

export function safeUrlList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(safeUrl).filter((url) => url !== '') : [];
}

/**
 * Spec section 7 names two list shapes: `data.data` (an envelope `{ data: [...] }`) and a
 * bare array. Both are accepted for every list so a backend that answers with the other
 * shape still shows its content.
 */
export function listFrom(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (isRecord(body) && Array.isArray(body.data)) return body.data;
  throw new MalformedResponseError('expected a list or { data: [...] }');
}

/** A nested reference that the backend may send populated (object) or as a bare id. */
export function record(value: unknown): RawRecord {
  return isRecord(value) ? value : {};
}
