import { http, HttpResponse, type JsonBodyType } from 'msw';
import { blogApi } from '@/features/blog/blogApi';
import { careersApi } from '@/features/careers/careersApi';
import { eventsApi } from '@/features/events/eventsApi';
import { faqApi } from '@/features/faq/faqApi';
import { parkingApi } from '@/features/parking/parkingApi';
import { supportApi } from '@/features/support/supportApi';
import { server } from '@/mocks/node';
import { recordRequests } from '../utils/requests';
import { setupApp } from '../utils/renderWithProviders';

const seen = recordRequests();

/** Answers `path` with `body` and returns what the endpoint delivers to the page. */
async function deliver<T>(
  path: string,
  body: JsonBodyType,
  run: (store: Awaited<ReturnType<typeof setupApp>>['store']) => Promise<T>,
): Promise<T> {
  server.use(http.get(path, () => HttpResponse.json(body)));
  const { store } = await setupApp();
  return run(store);
}

const blog = {
  _id: 'b1',
  blogMainImage: 'https://cdn.example.com/b1.webp',
  blogHeading: 'ANPR at night',
  blogType: 'Technology',
  blogCreateDate: '2026-03-14T09:30:00.000Z',
  blogAuthurName: 'Kavya (demo)',
};

describe('GET endpoints of spec section 7', () => {
  it('parking services: GET /api/api/parking-services/getAll, the list as sent', async () => {
    const services = [{ _id: 'p1', parkingHeading: 'Mall', parkingBackgroundImage: '/m.webp' }];
    const data = await deliver('/api/api/parking-services/getAll', services, (store) =>
      store.dispatch(parkingApi.endpoints.getParkingServices.initiate('en')).unwrap(),
    );
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/api/parking-services/getAll',
    ]);
    expect(data).toEqual(
      services.map((service) => ({ ...service, contentLanguage: 'en', askedIn: 'en' })),
    );
  });

  it('sub-parking services: GET /api/sub-parking-services/getByMainId/{id}, data.data', async () => {
    const sub = {
      _id: 's1',
      subParkingHeading: 'Level 1',
      subParkingimages: ['/a.webp', 'javascript:alert(1)'],
      parkingServiceId: { parkingHeading: 'Mall', parkingBackgroundImage: '/m.webp' },
    };
    const data = await deliver(
      '/api/sub-parking-services/getByMainId/p1',
      { data: [sub] },
      (store) =>
        store
          .dispatch(
            parkingApi.endpoints.getSubParkingServices.initiate({ id: 'p1', language: 'en' }),
          )
          .unwrap(),
    );
    expect(seen[0]?.path).toBe('/api/sub-parking-services/getByMainId/p1');
    // D12: a script URL from the server is dropped.
    expect(data).toEqual([
      { ...sub, subParkingimages: ['/a.webp'], contentLanguage: 'en', askedIn: 'en' },
    ]);
  });

  it('job openings: GET /api/job-openings/getAll, data.data', async () => {
    const openings = [{ _id: 'j1', jobOpeningHeading: 'Field Engineer', jobOpeningCount: 3 }];
    const data = await deliver('/api/job-openings/getAll', { data: openings }, (store) =>
      store.dispatch(careersApi.endpoints.getJobOpenings.initiate('en')).unwrap(),
    );
    expect(seen[0]?.path).toBe('/api/job-openings/getAll');
    expect(data).toEqual([{ ...openings[0], contentLanguage: 'en', askedIn: 'en' }]);
  });

  it('job detail: GET /api/sub-job-openings/getByJobOpeningId/{id}, first item used', async () => {
    const detail = {
      jobOpeningId: { jobOpeningHeading: 'Field Engineer' },
      location: 'Pune',
      jobType: 'Full-time',
      salary: '₹6,00,000',
      aboutUs: 'About',
      jobDescription: 'Description',
      keyResponsibilities: ['Install'],
      requirements: ['Diploma'],
      preferredSkills: ['ANPR'],
    };
    const data = await deliver(
      '/api/sub-job-openings/getByJobOpeningId/j1',
      { data: [detail, { ...detail, location: 'Second' }] },
      (store) =>
        store
          .dispatch(careersApi.endpoints.getJobDetail.initiate({ id: 'j1', language: 'en' }))
          .unwrap(),
    );
    expect(seen[0]?.path).toBe('/api/sub-job-openings/getByJobOpeningId/j1');
    expect(data).toEqual({ ...detail, contentLanguage: 'en', askedIn: 'en' });
  });

  it('job detail: an empty list delivers null ("No job details found.")', async () => {
    const data = await deliver(
      '/api/sub-job-openings/getByJobOpeningId/j9',
      { data: [] },
      (store) =>
        store
          .dispatch(careersApi.endpoints.getJobDetail.initiate({ id: 'j9', language: 'en' }))
          .unwrap(),
    );
    expect(data).toBeNull();
  });

  it('blogs: GET /api/blogs/getAll, data.data', async () => {
    const data = await deliver('/api/blogs/getAll', { data: [blog] }, (store) =>
      store.dispatch(blogApi.endpoints.getBlogs.initiate('en')).unwrap(),
    );
    expect(seen[0]?.path).toBe('/api/blogs/getAll');
    expect(data).toEqual([{ ...blog, contentLanguage: 'en', askedIn: 'en' }]);
  });

  it('sub-blog: GET /api/sub-blogs/getByBlogId/{id}, first item used', async () => {
    const subBlog = { blogId: blog, blogContent: 'Line 1\nLine 2', subBlogImages: ['/x.webp'] };
    const data = await deliver('/api/sub-blogs/getByBlogId/b1', { data: [subBlog] }, (store) =>
      store.dispatch(blogApi.endpoints.getSubBlog.initiate({ id: 'b1', language: 'en' })).unwrap(),
    );
    expect(seen[0]?.path).toBe('/api/sub-blogs/getByBlogId/b1');
    expect(data).toEqual({ ...subBlog, contentLanguage: 'en', askedIn: 'en' });
  });

  it('events: GET /api/event/getAll, the body itself is the list', async () => {
    const list = [{ _id: 'e1', eventHeading: 'Expo', eventBackgroundImage: '/e.webp' }];
    const data = await deliver('/api/event/getAll', list, (store) =>
      store.dispatch(eventsApi.endpoints.getEvents.initiate('en')).unwrap(),
    );
    expect(seen[0]?.path).toBe('/api/event/getAll');
    expect(data).toEqual([{ ...list[0], contentLanguage: 'en', askedIn: 'en' }]);
  });

  it('sub-events: GET /api/sub-event/eventId/{id}, data.data', async () => {
    const sub = { eventsId: { eventHeading: 'Expo' }, subeventBackgroundImage: ['/1.webp'] };
    const data = await deliver('/api/sub-event/eventId/e1', { data: [sub] }, (store) =>
      store
        .dispatch(eventsApi.endpoints.getSubEvents.initiate({ id: 'e1', language: 'en' }))
        .unwrap(),
    );
    expect(seen[0]?.path).toBe('/api/sub-event/eventId/e1');
    expect(data).toEqual([{ ...sub, contentLanguage: 'en', askedIn: 'en' }]);
  });

  it('FAQ: GET /faqs/getAll, data.data in reverse of server order', async () => {
    const faqs = [
      { _id: 'f1', faqQuestion: 'First?', faqAnswer: 'A1', keyPoints: ['k'] },
      { _id: 'f2', faqQuestion: 'Second?', faqAnswer: 'A2' },
    ];
    const data = await deliver('/faqs/getAll', { data: faqs }, (store) =>
      store.dispatch(faqApi.endpoints.getFaqs.initiate('en')).unwrap(),
    );
    expect(seen[0]?.path).toBe('/faqs/getAll');
    expect(data).toEqual([
      {
        id: 'f2',
        faqQuestion: 'Second?',
        faqAnswer: 'A2',
        keyPoints: [],
        contentLanguage: 'en',
        askedIn: 'en',
      },
      {
        id: 'f1',
        faqQuestion: 'First?',
        faqAnswer: 'A1',
        keyPoints: ['k'],
        contentLanguage: 'en',
        askedIn: 'en',
      },
    ]);
  });

  it('support: GET /support/getAll, the body is the list of videos', async () => {
    const videos = [{ _id: 'v1', supportVideo: '/v.mp4', supportVideoHeading: 'Barrier' }];
    const data = await deliver('/support/getAll', videos, (store) =>
      store.dispatch(supportApi.endpoints.getSupportVideos.initiate('en')).unwrap(),
    );
    expect(seen[0]?.path).toBe('/support/getAll');
    expect(data).toEqual([{ ...videos[0], contentLanguage: 'en', askedIn: 'en' }]);
  });
});

describe('GET failures reach the page as errors (spec section 8)', () => {
  const getBlogs = async () => {
    const { store } = await setupApp();
    return store.dispatch(blogApi.endpoints.getBlogs.initiate('en'));
  };

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('a 500 answer is an error and is logged', async () => {
    server.use(http.get('/api/blogs/getAll', () => new HttpResponse(null, { status: 500 })));
    const result = await getBlogs();
    expect(result.isError).toBe(true);
    expect(console.error).toHaveBeenCalledWith('[api] getBlogs failed', expect.anything());
  });

  it('a network error is an error', async () => {
    server.use(http.get('/api/blogs/getAll', () => HttpResponse.error()));
    expect((await getBlogs()).isError).toBe(true);
  });

  it('a body that is not JSON is an error', async () => {
    server.use(http.get('/api/blogs/getAll', () => HttpResponse.text('<html>oops</html>')));
    expect((await getBlogs()).isError).toBe(true);
  });

  it('JSON of the wrong shape is an error', async () => {
    server.use(http.get('/api/blogs/getAll', () => HttpResponse.json({ unexpected: true })));
    expect((await getBlogs()).isError).toBe(true);
  });
});
