import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { usePreloadRequest } from '@/api/preloadRequest';
import { countField, nestedRecord, textField, textListField } from '@/api/fields';
import { firstItemResponse, listResponse } from '@/api/responses';

/** Spec section 3, job opening; the card links to `/skills/{_id}`, so the id is required. */
export const jobOpeningSchema = object({
  _id: textField().required(),
  jobOpeningHeading: textField(),
  jobOpeningCount: countField(),
});

/** Spec section 3, sub-job-opening: the details of one opening. */
export const jobDetailSchema = object({
  jobOpeningId: nestedRecord({ jobOpeningHeading: textField() }),
  location: textField(),
  jobType: textField(),
  salary: textField(),
  aboutUs: textField(),
  jobDescription: textField(),
  keyResponsibilities: textListField(),
  requirements: textListField(),
  preferredSkills: textListField(),
});

export type JobOpening = InferType<typeof jobOpeningSchema>;
export type JobDetail = InferType<typeof jobDetailSchema>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const JOB_OPENINGS_PATH = '/api/job-openings/getAll';

export const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobOpenings: build.query<JobOpening[], void>({
      query: () => JOB_OPENINGS_PATH,
      transformResponse: listResponse(jobOpeningSchema),
    }),
    /** Spec section 7: "data.data list; first item used". null means "No job details found." */
    getJobDetail: build.query<JobDetail | null, string>({
      query: (jobOpeningId) =>
        `/api/sub-job-openings/getByJobOpeningId/${encodeURIComponent(jobOpeningId)}`,
      transformResponse: firstItemResponse(jobDetailSchema),
    }),
  }),
});

const { useGetJobOpeningsQuery } = careersApi;
export const { useGetJobDetailQuery } = careersApi;

/** The job openings, whose request starts with the page's HTML. */
export function useJobOpenings() {
  const query = useGetJobOpeningsQuery();
  usePreloadRequest(JOB_OPENINGS_PATH, query.data !== undefined);
  return query;
}
