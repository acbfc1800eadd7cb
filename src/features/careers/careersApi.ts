import { baseApi } from '../../api/baseApi';
import { parseFirst, parseList, record, text, textList, type RawRecord } from '../../api/parse';

export interface JobOpening {
  _id: string;
  jobOpeningHeading: string;
  jobOpeningCount: number;
}

export interface JobDetail {
  jobOpeningId: { jobOpeningHeading: string };
  location: string;
  jobType: string;
  salary: string;
  aboutUs: string;
  jobDescription: string;
  keyResponsibilities: string[];
  requirements: string[];
  preferredSkills: string[];
}

function parseJobOpening(raw: RawRecord): JobOpening | null {
  const _id = text(raw._id);
  if (!_id) return null;
  const count = Number(raw.jobOpeningCount);
  return {
    _id,
    jobOpeningHeading: text(raw.jobOpeningHeading),
    jobOpeningCount: Number.isFinite(count) ? count : 0,
  };
}

function parseJobDetail(raw: RawRecord): JobDetail {
  return {
    jobOpeningId: { jobOpeningHeading: text(record(raw.jobOpeningId).jobOpeningHeading) },
    location: text(raw.location),
    jobType: text(raw.jobType),
    salary: text(raw.salary),
    aboutUs: text(raw.aboutUs),
    jobDescription: text(raw.jobDescription),
    keyResponsibilities: textList(raw.keyResponsibilities),
    requirements: textList(raw.requirements),
    preferredSkills: textList(raw.preferredSkills),
  };
}

export const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobOpenings: build.query<JobOpening[], void>({
      query: () => '/api/job-openings/getAll',
      transformResponse: (body: unknown) => parseList(body, parseJobOpening),
    }),
    /** Spec section 7: "data.data list; first item used". null means "No job details found." */
    getJobDetail: build.query<JobDetail | null, string>({
      query: (jobOpeningId) =>
        `/api/sub-job-openings/getByJobOpeningId/${encodeURIComponent(jobOpeningId)}`,
      transformResponse: (body: unknown) => parseFirst(body, parseJobDetail),
    }),
  }),
});

export const { useGetJobOpeningsQuery, useGetJobDetailQuery } = careersApi;
