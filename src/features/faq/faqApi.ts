import { baseApi } from '../../api/baseApi';
import { parseList, text, textList, type RawRecord } from '../../api/parse';

export interface FaqItem {
  /** The server's _id when it sends one, else the item's position in the server list. */
  id: string;
  faqQuestion: string;
  faqAnswer: string;
  keyPoints: string[];
}

function parseFaqItem(raw: RawRecord, index: number): FaqItem | null {
  const faqQuestion = text(raw.faqQuestion);
  if (!faqQuestion) return null;
  return {
    id: text(raw._id) || `faq-${index}`,
    faqQuestion,
    faqAnswer: text(raw.faqAnswer),
    keyPoints: textList(raw.keyPoints),
  };
}

export const faqApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec section 2: the list is shown in reverse of the server order. */
    getFaqs: build.query<FaqItem[], void>({
      query: () => '/faqs/getAll',
      transformResponse: (body: unknown) => parseList(body, parseFaqItem).reverse(),
    }),
  }),
});

export const { useGetFaqsQuery } = faqApi;
