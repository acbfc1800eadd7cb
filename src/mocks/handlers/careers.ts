import { http, HttpResponse } from 'msw';
import { jobOpenings, subJobOpenings } from '@/mocks/fixtures/careers';

export const careerHandlers = [
  http.get('/api/job-openings/getAll', () => HttpResponse.json({ data: jobOpenings })),
  http.get('/api/sub-job-openings/getByJobOpeningId/:id', ({ params }) =>
    HttpResponse.json({
      data: subJobOpenings.filter((detail) => detail.jobOpeningId._id === params.id),
    }),
  ),
];
