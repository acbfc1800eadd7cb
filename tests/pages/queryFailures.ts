import { HttpResponse } from 'msw';

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
