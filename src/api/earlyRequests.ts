/**
 * The GETs a data page's HTML names (usePreloadRequest, preloadRequest.ts) are started by the
 * boot script before the page's body is parsed, and handed to the page's query when the app
 * asks for the same URL in the same language. Started by the app itself, they would wait for
 * the app's scripts, which start after the first paint: on a slow phone that is seconds after
 * the load event. Kept apart from usePreloadRequest, which only the pages that preload carry.
 */
import type { Language } from '@/i18n/languages';

/** The `<html>` attribute that lists a page's early GETs, space-separated (the prerender's). */
export const EARLY_REQUESTS_ATTRIBUTE = 'data-content-requests';

declare global {
  interface Window {
    /** The GETs the boot script started, by language and URL (earlyKey); each is taken once. */
    preloadedRequests?: Map<string, Promise<Response>>;
  }
}

/** The same URL in another language is another answer (E6). */
const earlyKey = (url: string, language: string) => `${language} ${url}`;

/**
 * Boot side, as soon as it runs: asks for each GET the page's `<html>` lists, in the page's
 * `language` (`Accept-Language`, as the query's own request would, src/api/contentLanguage.ts).
 */
export function startPreloadedRequests(win: Window, language: Language): void {
  const started = new Map<string, Promise<Response>>();
  const listed = win.document.documentElement.getAttribute(EARLY_REQUESTS_ATTRIBUTE) ?? '';
  for (const path of listed.split(' ').filter(Boolean)) {
    const url = new URL(path, win.location.href).href;
    // fetch's defaults are the query's (mode cors, no cookies to another origin).
    const response = fetch(url, { headers: { 'Accept-Language': language } });
    // Nobody may take it (a visitor who leaves for another page first): no unhandled rejection.
    response.catch(() => undefined);
    started.set(earlyKey(url, language), response);
  }
  win.preloadedRequests = started;
}

/**
 * App side, the API's fetch (fetchBaseQuery passes a Request): a GET the boot script started
 * for this URL and language gets that request, once, and the query's signal (its time-out,
 * D10) still ends the wait; every other request goes out as asked. The build's content
 * snapshot runs it in Node, without a window.
 */
export function fetchWithPreloads(input: RequestInfo): Promise<Response> {
  const request = new Request(input);
  const started = typeof window === 'undefined' ? undefined : window.preloadedRequests;
  const key = earlyKey(request.url, request.headers.get('Accept-Language') ?? '');
  const early = request.method === 'GET' && started?.get(key);
  if (!early) return fetch(request);
  started?.delete(key);
  const { signal } = request;
  const aborted = new Promise<never>((_, reject) => {
    // The query's own time-out or cancellation: a DOMException, as fetch would reject with.
    signal.addEventListener('abort', () => reject(signal.reason as DOMException));
  });
  return Promise.race([early, aborted]);
}
