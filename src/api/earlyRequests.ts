/**
 * The GET a data page's HTML preloads (usePreloadRequest, preloadRequest.ts) is taken up by the
 * boot script as soon as the document is parsed, and handed to the page's query when the app
 * asks for the same URL. Taken up by the app itself, it would wait for the app's scripts, which
 * start after the first paint: on a slow phone that is seconds after the load event, and
 * Chromium then warns that the preload went unused. Kept apart from usePreloadRequest, which
 * only the pages that preload carry.
 */

declare global {
  interface Window {
    /** The GETs the boot script started for the HTML's preloads, by URL; each is taken once. */
    preloadedRequests?: Map<string, Promise<Response>>;
  }
}

/** Boot side, once the document is parsed (before its load event): asks for each preload. */
export function startPreloadedRequests(win: Window): void {
  const started = new Map<string, Promise<Response>>();
  // `as` is read on preload links only.
  for (const { href } of win.document.head.querySelectorAll<HTMLLinkElement>('link[as=fetch]')) {
    // fetch's defaults are what the link's `crossorigin` asks (mode cors, no cookies to another
    // origin); a request that differs would not be handed the preloaded answer.
    const response = fetch(href);
    // Nobody may take it (a visitor who leaves for another page first): no unhandled rejection.
    response.catch(() => undefined);
    started.set(href, response);
  }
  win.preloadedRequests = started;
}

/**
 * App side, the API's fetch (fetchBaseQuery passes a Request): a GET the boot script started
 * gets that request, once, and the query's signal (its time-out, D10) still ends the wait; every
 * other request goes out as asked. The build's content snapshot runs it in Node, without a window.
 */
export function fetchWithPreloads(input: RequestInfo): Promise<Response> {
  const request = new Request(input);
  const started = typeof window === 'undefined' ? undefined : window.preloadedRequests;
  const early = request.method === 'GET' && started?.get(request.url);
  if (!early) return fetch(request);
  started?.delete(request.url);
  const { signal } = request;
  const aborted = new Promise<never>((_, reject) => {
    // The query's own time-out or cancellation: a DOMException, as fetch would reject with.
    signal.addEventListener('abort', () => reject(signal.reason as DOMException));
  });
  return Promise.race([early, aborted]);
}
