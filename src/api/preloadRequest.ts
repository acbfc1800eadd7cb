import { preload } from 'react-dom';
import { API_BASE_URL } from '@/config/env';
import { useAppRunning } from '@/hooks/useAppRunning';

/**
 * Lets the prerendered HTML start a GET that the page makes as soon as its code runs. A data
 * page's largest paint is a server picture, which waits for the app's code (~150 KB), then
 * the list, then the picture; the list need not wait for the code. React writes `preload()`
 * calls of the server render as `<link rel="preload" as="fetch">` (src/prerender.tsx puts
 * them in <head>), so the browser requests the list with the page, and hands the answer to the
 * request the app makes for the same URL as soon as its code runs (earlyRequests.ts), which the
 * page's query then takes: one request, not two. It saves most on a backend of
 * its own origin, whose connection is opened then too.
 *
 * Only the HTML gets the hint (and hydration, which finds it there): in the running app the
 * query starts the request itself, and a preload that a cached answer left unused would be a
 * console warning. Nor does a page that holds the answer already (`answered`: a content
 * snapshot page, D38): its refresh waits for the app anyway, and the request would take
 * bandwidth from the page's main picture.
 */
export function usePreloadRequest(path: string, answered: boolean): void {
  const inHtml = !useAppRunning() && !answered;
  // `crossOrigin` as the query's fetch sends it (mode cors, no cookies), or the browser would
  // not reuse the preloaded answer.
  if (inHtml) preload(`${API_BASE_URL}${path}`, { as: 'fetch', crossOrigin: 'anonymous' });
}
