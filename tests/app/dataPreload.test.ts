/**
 * A data page's HTML starts the request for its list (spec section 7) with the page, not after
 * the app's code: the prerender names it for the boot script, which asks for it in the page's
 * language (E6). Not as `<link rel="preload" as="fetch">`, which the browser would send with its
 * own Accept-Language. Pages without server data name none. (The e2e suite checks in Chromium
 * that the list is requested once.)
 */
import { readLocale } from '../../scripts/build/locales.cjs';
import { fixedRoutes } from '@/config/routeTable';
import { renderPage } from '@/prerender';

const english = readLocale('en');

/** The spec's list request of each prerendered data page; the build here has no API origin. */
const listRequests: Record<string, string> = {
  '/case': '/api/api/parking-services/getAll',
  '/airport': '/api/api/parking-services/getAll',
  '/career': '/api/job-openings/getAll',
  '/blog': '/api/blogs/getAll',
  '/events': '/api/event/getAll',
  '/faq': '/faqs/getAll',
  '/support': '/support/getAll',
};

async function fetchPreloads(path: string) {
  const { head, contentRequests } = await renderPage(path, 'en', english);
  const holder = document.createElement('div');
  holder.innerHTML = head;
  return { links: [...holder.querySelectorAll('link[as="fetch"]')], contentRequests };
}

describe.each(fixedRoutes.map(({ path }) => path))('the prerendered head of %s', (path) => {
  const expected = listRequests[path];
  if (expected) {
    it(`names ${expected} for the boot script, and preloads nothing in the browser's language`, async () => {
      const { links, contentRequests } = await fetchPreloads(path);
      expect(contentRequests).toEqual([expected]);
      expect(links).toEqual([]);
    });
  } else {
    it('names no API request', async () => {
      expect(await fetchPreloads(path)).toEqual({ links: [], contentRequests: [] });
    });
  }
});
