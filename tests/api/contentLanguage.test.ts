/**
 * E6: every content GET asks for the page's language in `Accept-Language`, each language is an
 * answer of its own in the cache, and each answer carries the language its server text is in,
 * read from `Content-Language` (English, the backend's default, when the answer names none).
 */
import { http, HttpResponse } from 'msw';
import { blogApi } from '@/features/blog/blogApi';
import { careersApi } from '@/features/careers/careersApi';
import { eventsApi } from '@/features/events/eventsApi';
import { faqApi } from '@/features/faq/faqApi';
import { parkingApi } from '@/features/parking/parkingApi';
import { supportApi } from '@/features/support/supportApi';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { server } from '@/mocks/node';
import { recordRequests } from '../utils/requests';
import { setupApp } from '../utils/renderWithProviders';

const seen = recordRequests();

type Store = Awaited<ReturnType<typeof setupApp>>['store'];

/** Each content endpoint, started in `language`. */
const endpoints: [string, (store: Store, language: Language) => PromiseLike<unknown>][] = [
  ['getParkingServices', (s, l) => s.dispatch(parkingApi.endpoints.getParkingServices.initiate(l))],
  [
    'getSubParkingServices',
    (s, l) =>
      s.dispatch(parkingApi.endpoints.getSubParkingServices.initiate({ id: 'p1', language: l })),
  ],
  ['getJobOpenings', (s, l) => s.dispatch(careersApi.endpoints.getJobOpenings.initiate(l))],
  [
    'getJobDetail',
    (s, l) => s.dispatch(careersApi.endpoints.getJobDetail.initiate({ id: 'j1', language: l })),
  ],
  ['getBlogs', (s, l) => s.dispatch(blogApi.endpoints.getBlogs.initiate(l))],
  [
    'getSubBlog',
    (s, l) => s.dispatch(blogApi.endpoints.getSubBlog.initiate({ id: 'b1', language: l })),
  ],
  ['getEvents', (s, l) => s.dispatch(eventsApi.endpoints.getEvents.initiate(l))],
  [
    'getSubEvents',
    (s, l) => s.dispatch(eventsApi.endpoints.getSubEvents.initiate({ id: 'e1', language: l })),
  ],
  ['getFaqs', (s, l) => s.dispatch(faqApi.endpoints.getFaqs.initiate(l))],
  ['getSupportVideos', (s, l) => s.dispatch(supportApi.endpoints.getSupportVideos.initiate(l))],
];

describe.each(endpoints)('%s', (_, start) => {
  it.each(['hi', 'de', 'zh'] as const)('asks in %s with Accept-Language', async (language) => {
    const { store } = await setupApp(language);
    await start(store, language);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.request.headers.get('Accept-Language')).toBe(language);
  });

  it('keeps each language apart: the same content in another language is asked again', async () => {
    const { store } = await setupApp('de');
    await start(store, 'de');
    await start(store, 'de');
    await start(store, 'en');
    expect(seen.map(({ request }) => request.headers.get('Accept-Language'))).toEqual(['de', 'en']);
  });
});

it('sends a value the Fetch standard safelists for every language: no CORS preflight', () => {
  // CORS-safelisted Accept-Language: at most 128 bytes of 0-9 A-Z a-z space * , - . ; =
  for (const language of SUPPORTED_LANGUAGES) {
    expect(language).toMatch(/^[0-9A-Za-z *,\-.;=]{1,128}$/);
  }
});

describe("each item carries its answer's language", () => {
  const FAQS = '/faqs/getAll';
  const faq = { _id: 'f1', faqQuestion: 'Q?', faqAnswer: 'A' };

  async function answerLanguage(language: Language, headers: Record<string, string>) {
    server.use(http.get(FAQS, () => HttpResponse.json({ data: [faq] }, { headers })));
    const { store } = await setupApp(language);
    const items = await store.dispatch(faqApi.endpoints.getFaqs.initiate(language)).unwrap();
    return items.map((item) => item.contentLanguage);
  }

  it('as Content-Language names it', async () => {
    expect(await answerLanguage('de', { 'Content-Language': 'de' })).toEqual(['de']);
    expect(await answerLanguage('de', { 'Content-Language': 'en' })).toEqual(['en']);
    expect(await answerLanguage('hi', { 'Content-Language': 'en-IN' })).toEqual(['en-IN']);
  });

  it('English when the answer names no language, the backend default', async () => {
    expect(await answerLanguage('de', {})).toEqual(['en']);
  });

  it('the asked-for language where the header names several; else the first usable one', async () => {
    expect(await answerLanguage('de', { 'Content-Language': 'en, de' })).toEqual(['de']);
    expect(await answerLanguage('ru', { 'Content-Language': 'en, de' })).toEqual(['en']);
    expect(await answerLanguage('ru', { 'Content-Language': '<b>, fr' })).toEqual(['fr']);
    expect(await answerLanguage('ru', { 'Content-Language': '"; x' })).toEqual(['en']);
  });

  it('one item or none, as for a list', async () => {
    const post = { blogId: { _id: 'b1', blogHeading: 'Titel' }, blogContent: 'Text' };
    server.use(
      http.get('/api/sub-blogs/getByBlogId/:id', ({ params }) =>
        HttpResponse.json(
          { data: params.id === 'b1' ? [post] : [] },
          { headers: { 'Content-Language': 'de' } },
        ),
      ),
    );
    const { store } = await setupApp('de');
    const found = await store
      .dispatch(blogApi.endpoints.getSubBlog.initiate({ id: 'b1', language: 'de' }))
      .unwrap();
    expect(found?.contentLanguage).toBe('de');
    const none = await store
      .dispatch(blogApi.endpoints.getSubBlog.initiate({ id: 'b2', language: 'de' }))
      .unwrap();
    expect(none).toBeNull();
  });
});
