import { delay, http, HttpResponse } from 'msw';
import { blogs, subBlogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events } from '@/mocks/fixtures/events';
import { germanFaqs } from '@/mocks/fixtures/german';
import { parkingServices } from '@/mocks/fixtures/parking';
import { SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { server } from '@/mocks/node';
import { contentSnapshotFromEnv } from '../../scripts/build/snapshot/fromEnv';
import { readContentSnapshot } from '../../scripts/build/snapshot/readSnapshot';
import { recordRequests } from '../utils/requests';

const seen = recordRequests();
const snapshotEnv = { CONTENT_SNAPSHOT: '1', API_BASE_URL: 'http://localhost' };

/** The data a page of the snapshot renders from in `language`, by endpoint and argument. */
function pageData(
  snapshot: Awaited<ReturnType<typeof readContentSnapshot>>,
  page: string,
  language: Language = 'en',
) {
  const entries = snapshot.pages[language][page] ?? {};
  return Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, entry?.data]));
}

/** The id of a fixture's `index`th record. */
function idOf(records: readonly { _id: string }[], index: number): string {
  const record = records[index];
  if (!record) throw new Error(`no record ${String(index)}`);
  return record._id;
}

beforeEach(() => {
  // RTK Query reports an answer a schema could not read; the tests check the build's message.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('content snapshot (D38)', () => {
  it('without CONTENT_SNAPSHOT=1 there is no snapshot and no request', async () => {
    await expect(contentSnapshotFromEnv({ API_BASE_URL: 'http://localhost' })).resolves.toBeNull();
    expect(seen).toEqual([]);
  });

  it('CONTENT_SNAPSHOT=1 without API_BASE_URL fails before any request', async () => {
    await expect(contentSnapshotFromEnv({ CONTENT_SNAPSHOT: '1' })).rejects.toThrow(
      'CONTENT_SNAPSHOT=1 reads the backend at API_BASE_URL, which is not set',
    );
    expect(seen).toEqual([]);
  });

  it('reads every list of spec section 7, then each item’s detail, once in each language', async () => {
    const snapshot = await contentSnapshotFromEnv(snapshotEnv);
    if (!snapshot) throw new Error('expected a snapshot');
    const perLanguage =
      6 + parkingServices.length + blogs.length + events.length + jobOpenings.length;
    expect(seen).toHaveLength(perLanguage * SUPPORTED_LANGUAGES.length);
    for (const language of SUPPORTED_LANGUAGES) {
      const asked = seen.filter(
        (request) => request.request.headers.get('Accept-Language') === language,
      );
      const gets = asked.map((request) => `${request.method} ${request.path}`);
      expectListsThenDetails(gets);
    }

    expect(snapshot.items).toEqual({
      '/case/:id': parkingServices.map(({ _id }) => _id),
      '/blogsection/:id': blogs.map(({ _id }) => _id),
      '/events/:id': events.map(({ _id }) => _id),
      '/skills/:id': jobOpenings.map(({ _id }) => _id),
    });
    for (const page of ['/case', '/career', '/blog', '/events', '/faq', '/support']) {
      expect(Object.keys(snapshot.pages.en[page] ?? {})).toHaveLength(1);
    }
    expect(pageData(snapshot, '/blog')).toEqual({
      'getBlogs("en")': blogs.map((blog) => ({ ...blog, contentLanguage: 'en', askedIn: 'en' })),
    });
    const post = idOf(blogs, 0);
    const blogContent = subBlogs.find((sub) => sub.blogId._id === post)?.blogContent;
    const postPage = pageData(snapshot, `/blogsection/${post}`);
    const postKey = `getSubBlog({"id":"${post}","language":"en"})`;
    expect(Object.keys(postPage)).toEqual([postKey]);
    expect(postPage[postKey]).toMatchObject({ blogContent });
    // A service's page renders from the services list and its own sub-services; /airport too.
    const service = idOf(parkingServices, 0);
    expect(Object.keys(snapshot.pages.hi[`/case/${service}`] ?? {})).toEqual([
      'getParkingServices("hi")',
      `getSubParkingServices({"id":"${service}","language":"hi"})`,
    ]);
    const airport = idOf(
      parkingServices.filter((s) => /airport/i.test(s.parkingHeading)),
      0,
    );
    expect(Object.keys(snapshot.pages.en['/airport'] ?? {})).toEqual([
      'getParkingServices("en")',
      `getSubParkingServices({"id":"${airport}","language":"en"})`,
    ]);
    // Each language's page holds the answer to a request in that language (E6).
    expect(pageData(snapshot, '/faq', 'de')['getFaqs("de")']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          faqQuestion: germanFaqs[0]?.faqQuestion,
          contentLanguage: 'de',
        }),
      ]),
    );
    expect(pageData(snapshot, '/faq', 'zh')['getFaqs("zh")']).toEqual(
      expect.arrayContaining([expect.objectContaining({ contentLanguage: 'en', askedIn: 'zh' })]),
    );
    // The entries are what the store holds after a fetch, and survive JSON (they are embedded).
    const entry = snapshot.pages.en['/faq']?.['getFaqs("en")'];
    expect(entry).toMatchObject({ status: 'fulfilled', endpointName: 'getFaqs' });
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it('gives an item any language lists a page in every language', async () => {
    const extra = { _id: 'b-de', blogHeading: 'Nur auf Deutsch' };
    server.use(
      http.get('/api/blogs/getAll', ({ request }) =>
        HttpResponse.json({
          data: request.headers.get('Accept-Language') === 'de' ? [...blogs, extra] : blogs,
        }),
      ),
    );
    const snapshot = await readContentSnapshot();
    expect(snapshot.items['/blogsection/:id']).toEqual([...blogs.map(({ _id }) => _id), 'b-de']);
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(pageData(snapshot, '/blogsection/b-de', language))).toEqual([
        `getSubBlog({"id":"b-de","language":"${language}"})`,
      ]);
    }
  });
});

/** One language's requests: its six lists, then each item's detail. */
function expectListsThenDetails(gets: string[]): void {
  {
    expect(gets.slice(0, 6).sort()).toEqual([
      'GET /api/api/parking-services/getAll',
      'GET /api/blogs/getAll',
      'GET /api/event/getAll',
      'GET /api/job-openings/getAll',
      'GET /faqs/getAll',
      'GET /support/getAll',
    ]);
    const expectedDetails = [
      ...parkingServices.map(({ _id }) => `GET /api/sub-parking-services/getByMainId/${_id}`),
      ...blogs.map(({ _id }) => `GET /api/sub-blogs/getByBlogId/${_id}`),
      ...events.map(({ _id }) => `GET /api/sub-event/eventId/${_id}`),
      ...jobOpenings.map(({ _id }) => `GET /api/sub-job-openings/getByJobOpeningId/${_id}`),
    ];
    expect(gets.slice(6).sort()).toEqual(expectedDetails.sort());
  }
}

describe('content snapshot (D38): rows and failures', () => {
  it('drops the rows the app drops, and gives no page to an item without a usable id', async () => {
    const good = { _id: 'b1', blogHeading: 'ANPR at night', blogMainImage: 'javascript:x' };
    server.use(
      http.get('/api/blogs/getAll', () =>
        HttpResponse.json({
          data: [good, { blogHeading: 'No id' }, 'not a record', { ...good, _id: '..' }],
        }),
      ),
    );
    const snapshot = await readContentSnapshot();
    expect(snapshot.items['/blogsection/:id']).toEqual(['b1']);
    expect(pageData(snapshot, '/blog')).toEqual({
      'getBlogs("en")': [
        expect.objectContaining({ _id: 'b1', blogHeading: 'ANPR at night', blogMainImage: '' }),
        expect.objectContaining({ _id: '..' }),
      ],
    });
    // The one usable post, asked for in each language.
    expect(seen.filter((request) => request.path.startsWith('/api/sub-blogs/'))).toHaveLength(
      SUPPORTED_LANGUAGES.length,
    );
  });

  it('a list answering 500 fails the snapshot, naming the endpoint', async () => {
    server.use(http.get('/api/event/getAll', () => new HttpResponse(null, { status: 500 })));
    await expect(readContentSnapshot()).rejects.toThrow(
      /^Content snapshot: getEvents\("[a-z]{2}"\) answered HTTP 500; no snapshot was written$/,
    );
  });

  it('one item’s detail failing fails the snapshot, naming the endpoint and the item', async () => {
    const post = idOf(blogs, 1);
    server.use(
      http.get(`/api/sub-blogs/getByBlogId/${post}`, () => new HttpResponse(null, { status: 503 })),
    );
    await expect(readContentSnapshot()).rejects.toThrow(
      new RegExp(
        `^Content snapshot: getSubBlog\\(\\{"id":"${post}","language":"[a-z]{2}"\\}\\) answered HTTP 503`,
      ),
    );
  });

  it('a request without an answer in time fails the snapshot, naming the endpoint', async () => {
    server.use(http.get('/faqs/getAll', () => delay('infinite')));
    await expect(readContentSnapshot({ timeoutMs: 200 })).rejects.toThrow(
      /^Content snapshot: getFaqs\("[a-z]{2}"\) no answer within 200 ms/,
    );
  });

  it('a malformed body fails the snapshot, naming the endpoint', async () => {
    server.use(http.get('/support/getAll', () => HttpResponse.json({ videos: [] })));
    await expect(readContentSnapshot()).rejects.toThrow(
      /^Content snapshot: getSupportVideos\("[a-z]{2}"\) Malformed response: expected a list or \{ data: \[\.\.\.\] \}/,
    );
  });

  it('a body that is not JSON fails the snapshot, naming the endpoint', async () => {
    const opening = idOf(jobOpenings, 0);
    server.use(
      http.get(`/api/sub-job-openings/getByJobOpeningId/${opening}`, () =>
        HttpResponse.text('<html>Bad gateway</html>'),
      ),
    );
    await expect(readContentSnapshot()).rejects.toThrow(
      new RegExp(
        `^Content snapshot: getJobDetail\\(\\{"id":"${opening}","language":"[a-z]{2}"\\}\\) answered a body that is not JSON \\(HTTP 200\\)`,
      ),
    );
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const started = () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
    };
    const answered = () => {
      inFlight -= 1;
    };
    server.events.on('request:start', started);
    server.events.on('response:mocked', answered);
    server.use(
      http.get('*', async () => {
        await delay(5);
        return undefined;
      }),
    );
    await readContentSnapshot({ concurrency: 2 });
    server.events.removeListener('request:start', started);
    server.events.removeListener('response:mocked', answered);
    expect(seen.length).toBeGreaterThan(20);
    expect(most).toBe(2);
  });
});
