import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/renderWithProviders';

/**
 * The three ways a data request fails (spec section 8: logged, then the page's empty view;
 * D13: with "Try again"): a server error, no answer at all, and a body of the wrong shape.
 */
export const failedAnswers: [string, () => Response][] = [
  ['a 500 answer', () => new HttpResponse(null, { status: 500 })],
  ['a network error', () => HttpResponse.error()],
  ['an HTML body', () => HttpResponse.text('<html><body>Gateway</body></html>')],
  ['a JSON body of the wrong shape', () => HttpResponse.json({ unexpected: true })],
];

/** Silences and returns the API layer's failure log, so tests can assert it was written. */
export function captureErrorLog(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

interface FailedListCase {
  /** The API path the page's list comes from. */
  path: string;
  /** The page's URL. */
  url: string;
  /** The page's empty-view text. */
  emptyMessage: string;
  /** The RTK Query endpoint whose failure is logged. */
  endpoint: string;
  /** A link the page shows once the list has loaded. */
  firstLink: string | undefined;
}

/**
 * For each way a list request can fail: the failure is logged, the page shows its empty
 * view, and "Try again" (D13) fetches again and shows the list.
 */
export function itRecoversFromFailedList({
  path,
  url,
  emptyMessage,
  endpoint,
  firstLink,
}: FailedListCase) {
  const main = () => within(screen.getByRole('main'));
  it.each(failedAnswers)(
    'after %s: logs it, shows the empty view and "Try again" refetches (D13)',
    async (_, answer) => {
      const log = captureErrorLog();
      server.use(http.get(path, answer, { once: true }));
      const { user } = await renderRoute(url);
      expect(await main().findByText(emptyMessage, {}, { timeout: 5000 })).toBeVisible();
      expect(log).toHaveBeenCalledWith(`[api] ${endpoint} failed`, expect.anything());
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await main().findByRole('link', { name: firstLink })).toBeVisible();
    },
  );
}
