import { createContext, useContext } from 'react';
import { API_BASE_URL } from '@/config/env';

/**
 * The content GETs a prerendered page's HTML starts before the app's code. A data page's
 * largest paint is a server picture, which waits for the app's code (~150 KB), then the list,
 * then the picture; the list need not wait for the code. The prerender (src/prerender.tsx)
 * provides this set and writes what the page's render put in it into `<html>`
 * (EARLY_REQUESTS_ATTRIBUTE), where the boot script finds it at once and asks for each in the
 * page's language (src/api/earlyRequests.ts); the page's query then takes that answer: one
 * request, not two. In the browser there is no set: the running app's queries ask themselves.
 *
 * Not a `<link rel="preload" as="fetch">`: the browser would send that request with its own
 * `Accept-Language`, not the page's (E6), and the answer could be in another language.
 */
export const EarlyRequestsContext = createContext<Set<string> | null>(null);

/**
 * Lets the prerendered HTML start the GET of `path` that the page makes as soon as its code
 * runs. Not for a page that holds the answer already (`answered`: a content snapshot page,
 * D38): its refresh waits for the app anyway, and the request would take bandwidth from the
 * page's main picture.
 */
export function usePreloadRequest(path: string, answered: boolean): void {
  const early = useContext(EarlyRequestsContext);
  if (early && !answered) early.add(`${API_BASE_URL}${path}`);
}
