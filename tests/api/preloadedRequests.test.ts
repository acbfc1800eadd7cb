/**
 * A list the page's HTML names (`<html data-content-requests>`, src/api/preloadRequest.ts) is
 * asked for by the boot script in the page's language (src/api/earlyRequests.ts, E6), and the
 * page's query in that language later takes that request: the backend sees one request, made
 * before the query, with the query's time-out and errors as for any GET (D10).
 */
import { delay, http, HttpResponse } from 'msw';
import { EARLY_REQUESTS_ATTRIBUTE, startPreloadedRequests } from '@/api/earlyRequests';
import { eventsApi } from '@/features/events/eventsApi';
import type { Language } from '@/i18n/languages';
import { server } from '@/mocks/node';
import { recordRequests } from '../utils/requests';
import { setupApp } from '../utils/renderWithProviders';

const seen = recordRequests();
const LIST = '/api/event/getAll';
const EVENT = { _id: 'e1', eventHeading: 'Expo 2026', eventBackgroundImage: '/e1.webp' };

/** The HTML's note of the events list, and the boot script's start on it in `language`. */
function startWithPreloadedList(language: Language = 'en'): void {
  document.documentElement.setAttribute(EARLY_REQUESTS_ATTRIBUTE, LIST);
  startPreloadedRequests(window, language);
}

async function listQuery(language: Language = 'en') {
  const { store } = await setupApp(language);
  return { store, result: store.dispatch(eventsApi.endpoints.getEvents.initiate(language)) };
}

afterEach(() => {
  document.documentElement.removeAttribute(EARLY_REQUESTS_ATTRIBUTE);
});

it('asks for the preloaded list at once; the query takes that answer', async () => {
  server.use(http.get(LIST, () => HttpResponse.json([EVENT])));
  startWithPreloadedList();
  expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([`GET ${LIST}`]);

  const { result } = await listQuery();
  expect(await result.unwrap()).toEqual([{ ...EVENT, contentLanguage: 'en', askedIn: 'en' }]);
  expect(seen).toHaveLength(1);
});

it("asks in the page's language; the query in that language takes the answer", async () => {
  server.use(
    http.get(LIST, ({ request }) =>
      HttpResponse.json([EVENT], {
        headers: { 'Content-Language': request.headers.get('Accept-Language') ?? '' },
      }),
    ),
  );
  startWithPreloadedList('de');
  expect(seen[0]?.request.headers.get('Accept-Language')).toBe('de');
  const { result } = await listQuery('de');
  expect(await result.unwrap()).toEqual([{ ...EVENT, contentLanguage: 'de', askedIn: 'de' }]);
  expect(seen).toHaveLength(1);
});

it('a query in another language does not take it', async () => {
  server.use(http.get(LIST, () => HttpResponse.json([EVENT])));
  startWithPreloadedList('de');
  const { result } = await listQuery('en');
  await result.unwrap();
  expect(seen.map(({ request }) => request.headers.get('Accept-Language'))).toEqual(['de', 'en']);
});

it('takes it once: a later refetch asks the backend again', async () => {
  server.use(http.get(LIST, () => HttpResponse.json([EVENT])));
  startWithPreloadedList();
  const { result } = await listQuery();
  await result.unwrap();
  await result.refetch().unwrap();
  expect(seen).toHaveLength(2);
});

it('asks for nothing on a page whose HTML preloads nothing', async () => {
  server.use(http.get(LIST, () => HttpResponse.json([EVENT])));
  startPreloadedRequests(window, 'en');
  expect(seen).toHaveLength(0);
  const { result } = await listQuery();
  await result.unwrap();
  expect(seen).toHaveLength(1);
});

describe('failures, as for any GET', () => {
  // The app logs each failed request (src/api/logFailures.ts).
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it("hands the query the backend's error as it came", async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    startWithPreloadedList();
    const { result } = await listQuery();
    expect((await result).error).toMatchObject({ status: 500 });
    expect(seen).toHaveLength(1);
  });

  it('a network failure of the preloaded request is a failed fetch', async () => {
    server.use(http.get(LIST, () => HttpResponse.error()));
    startWithPreloadedList();
    const { result } = await listQuery();
    expect((await result).error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  describe('time-out (D10)', () => {
    beforeEach(() => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    });
    afterEach(() => jest.useRealTimers());

    it('the query still gives up after 15 s on a preloaded request that never answers', async () => {
      server.use(http.get(LIST, async () => delay('infinite')));
      startWithPreloadedList();
      const { store, result } = await listQuery();
      await jest.advanceTimersByTimeAsync(14_900);
      expect(eventsApi.endpoints.getEvents.select('en')(store.getState()).isLoading).toBe(true);
      await jest.advanceTimersByTimeAsync(200);
      expect((await result).error).toMatchObject({ status: 'TIMEOUT_ERROR' });
      expect(seen).toHaveLength(1);
    });
  });
});
