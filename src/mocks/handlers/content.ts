import { http, HttpResponse } from 'msw';
import { blogs, subBlogs } from '@/mocks/fixtures/blog';
import { events, subEvents } from '@/mocks/fixtures/events';
import { faqs } from '@/mocks/fixtures/faq';
import { parkingServices, subParkingServices } from '@/mocks/fixtures/parking';
import { supportVideos } from '@/mocks/fixtures/support';

/** Spec section 7's "data.data" answers are an envelope `{ data: [...] }`. */
const envelope = (data: unknown[]) => HttpResponse.json({ data });

/** Read-only content: each answer has the shape spec section 7 gives for its path. */
export const contentHandlers = [
  http.get('/api/api/parking-services/getAll', () => HttpResponse.json(parkingServices)),
  http.get('/api/sub-parking-services/getByMainId/:id', ({ params }) =>
    envelope(subParkingServices.filter((sub) => sub.parkingServiceId._id === params.id)),
  ),
  http.get('/api/blogs/getAll', () => envelope(blogs)),
  http.get('/api/sub-blogs/getByBlogId/:id', ({ params }) =>
    envelope(subBlogs.filter((sub) => sub.blogId._id === params.id)),
  ),
  http.get('/api/event/getAll', () => HttpResponse.json(events)),
  http.get('/api/sub-event/eventId/:id', ({ params }) =>
    envelope(subEvents.filter((sub) => sub.eventsId._id === params.id)),
  ),
  http.get('/faqs/getAll', () => envelope(faqs)),
  http.get('/support/getAll', () => HttpResponse.json(supportVideos)),
];
