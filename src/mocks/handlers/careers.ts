import { http } from 'msw';
import { jobOpenings, subJobOpenings } from '@/mocks/fixtures/careers';
import { germanJobOpenings } from '@/mocks/fixtures/german';
import { answerInLanguage } from './language';

export const careerHandlers = [
  http.get('/api/job-openings/getAll', ({ request }) =>
    answerInLanguage(request, { data: jobOpenings }, { de: { data: germanJobOpenings } }),
  ),
  http.get('/api/sub-job-openings/getByJobOpeningId/:id', ({ request, params }) =>
    answerInLanguage(request, {
      data: subJobOpenings.filter((detail) => detail.jobOpeningId._id === params.id),
    }),
  ),
];
