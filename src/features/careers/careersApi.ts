import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { useDeferredAnswer, useListQuery } from '@/api/contentQueries';
import { countField, nestedRecord, textField, textListField } from '@/api/fields';
import { firstItemResponse, listResponse } from '@/api/responses';
import {
  contentRequest,
  localizedItem,
  localizedList,
  type ItemRequest,
  type Localized,
} from '@/api/contentLanguage';
import { selectLanguage } from '@/i18n/languageSlice';
import type { Language } from '@/i18n/languages';
import { useAppSelector } from '@/store/hooks';

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
/** An opening and its details as the pages get them: with the language of their text (E6). */
export type ShownJobOpening = Localized<JobOpening>;
export type ShownJobDetail = Localized<JobDetail>;

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const JOB_OPENINGS_PATH = '/api/job-openings/getAll';

export const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getJobOpenings: build.query<ShownJobOpening[], Language>({
      query: (language) => contentRequest(JOB_OPENINGS_PATH, language),
      transformResponse: localizedList(listResponse(jobOpeningSchema)),
    }),
    /** Spec section 7: "data.data list; first item used". null means "No job details found." */
    getJobDetail: build.query<ShownJobDetail | null, ItemRequest>({
      query: ({ id, language }) =>
        contentRequest(
          `/api/sub-job-openings/getByJobOpeningId/${encodeURIComponent(id)}`,
          language,
        ),
      transformResponse: localizedItem(firstItemResponse(jobDetailSchema)),
    }),
  }),
});

const { useGetJobOpeningsQuery, useGetJobDetailQuery } = careersApi;

/** One opening's details in the page's language, deferred (useDeferredAnswer). */
export function useJobDetail(id: string) {
  return useDeferredAnswer(useGetJobDetailQuery({ id, language: useAppSelector(selectLanguage) }));
}

/** The job openings in the page's language, whose request starts with the page's HTML. */
export function useJobOpenings() {
  return useListQuery(useGetJobOpeningsQuery, JOB_OPENINGS_PATH);
}
