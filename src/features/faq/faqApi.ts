import { object, type InferType } from 'yup';
import { baseApi } from '@/api/baseApi';
import { useListQuery } from '@/api/contentQueries';
import { record } from '@/api/parse';
import { textField, textListField } from '@/api/fields';
import { listResponse } from '@/api/responses';
import { contentRequest, localizedList, type Localized } from '@/api/contentLanguage';
import type { Language } from '@/i18n/languages';

/**
 * Spec section 3, FAQ item. `id` is the server's `_id` when it sends one, else the item's
 * position in the server list (`$index`, given by `listResponse`), so every item has a key;
 * it is read from `_id` only (a field the server itself calls `id` is not the key). A
 * question is what makes an item worth showing.
 */
export const faqItemSchema = object({
  id: textField().when('$index', ([index]: number[], id) => {
    const byPosition = `faq-${String(index)}`;
    return id.default(byPosition).transform((value: string) => value || byPosition);
  }),
  faqQuestion: textField().required(),
  faqAnswer: textField(),
  keyPoints: textListField(),
}).transform((_: unknown, raw: unknown) => ({ ...record(raw), id: record(raw)._id }));

export type FaqItem = InferType<typeof faqItemSchema>;
/** An FAQ item as the page gets it: with the language of its text (E6). */
export type ShownFaqItem = Localized<FaqItem>;

const faqList = listResponse(faqItemSchema);

/** Spec section 7; the page's HTML requests it already (usePreloadRequest). */
const FAQS_PATH = '/faqs/getAll';

export const faqApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 2: the list is shown in reverse of the server order. */
    getFaqs: build.query<ShownFaqItem[], Language>({
      query: (language) => contentRequest(FAQS_PATH, language),
      transformResponse: localizedList((body) => faqList(body).reverse()),
    }),
  }),
});

const { useGetFaqsQuery } = faqApi;

/** The FAQ list in the page's language, whose request starts with the page's HTML. */
export function useFaqs() {
  return useListQuery(useGetFaqsQuery, FAQS_PATH);
}
