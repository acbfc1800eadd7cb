import { http } from 'msw';
import { blogs, subBlogs } from '@/mocks/fixtures/blog';
import { events, subEvents } from '@/mocks/fixtures/events';
import { faqs } from '@/mocks/fixtures/faq';
import {
  germanEvents,
  germanFaqs,
  germanSubEvents,
  germanSupportVideos,
} from '@/mocks/fixtures/german';
import { parkingServices, subParkingServices } from '@/mocks/fixtures/parking';
import { supportVideos } from '@/mocks/fixtures/support';
import { answerInLanguage } from './language';

/** Spec section 7's "data.data" answers are an envelope `{ data: [...] }`. */
const envelope = (data: unknown[]) => ({ data });

/**
 * Read-only content: each answer has the shape spec section 7 gives for its path, in the
 * request's language where the demo backend has it (language.ts).
 */
export const contentHandlers = [
  http.get('/api/api/parking-services/getAll', ({ request }) =>
    answerInLanguage(request, parkingServices),
  ),
  http.get('/api/sub-parking-services/getByMainId/:id', ({ request, params }) =>
    answerInLanguage(
      request,
      envelope(subParkingServices.filter((sub) => sub.parkingServiceId._id === params.id)),
    ),
  ),
  http.get('/api/blogs/getAll', ({ request }) => answerInLanguage(request, envelope(blogs))),
  http.get('/api/sub-blogs/getByBlogId/:id', ({ request, params }) =>
    answerInLanguage(request, envelope(subBlogs.filter((sub) => sub.blogId._id === params.id))),
  ),
  http.get('/api/event/getAll', ({ request }) =>
    answerInLanguage(request, events, { de: germanEvents }),
  ),
  http.get('/api/sub-event/eventId/:id', ({ request, params }) => {
    const of = (list: typeof subEvents) =>
      envelope(list.filter((sub) => sub.eventsId._id === params.id));
    return answerInLanguage(request, of(subEvents), { de: of(germanSubEvents) });
  }),
  http.get('/faqs/getAll', ({ request }) =>
    answerInLanguage(request, envelope(faqs), { de: envelope(germanFaqs) }),
  ),
  http.get('/support/getAll', ({ request }) =>
    answerInLanguage(request, supportVideos, { de: germanSupportVideos }),
  ),
];
