/**
 * A data page's HTML starts the request for its list (spec section 7) with the page, not after
 * the app's code: the prerendered head holds `<link rel="preload" as="fetch">` for it, with
 * the same CORS mode as the query's fetch so the browser reuses the answer. Pages without
 * server data preload none. (The e2e suite checks in Chromium that the list is requested once.)
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
  const { head } = await renderPage(path, 'en', english);
  const holder = document.createElement('div');
  holder.innerHTML = head;
  return [...holder.querySelectorAll('link[rel="preload"][as="fetch"]')];
}

describe.each(fixedRoutes.map(({ path }) => path))('the prerendered head of %s', (path) => {
  const expected = listRequests[path];
  if (expected) {
    it(`preloads ${expected}, as the query fetches it`, async () => {
      const links = await fetchPreloads(path);
      expect(links.map((link) => link.getAttribute('href'))).toEqual([expected]);
      expect(links[0]).toHaveAttribute('crossorigin', '');
    });
  } else {
    it('preloads no API request', async () => {
      expect(await fetchPreloads(path)).toEqual([]);
    });
  }
});
