import { baseApi } from '@/api/baseApi';
import type { Language } from '@/i18n/languages';
import { nextTask } from '@/lib/nextTask';
import { findIn, loadIndex, SearchIndexError, type SearchHit } from './searchEngine';

export interface SearchArgs {
  language: Language;
  query: string;
}

/** The results of one search, and the words they answer (what "No results for …" quotes). */
export interface SearchAnswer {
  query: string;
  hits: SearchHit[];
}

/**
 * The site search as an RTK Query endpoint over MiniSearch (E1), so that every search shows in
 * Redux DevTools with its words and results. The visitor's language's index is fetched on its
 * first search and kept; a failure is an error the dialog and page show (status 404: no index,
 * the build writes it), and the next search tries again.
 */
export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchSite: build.query<SearchAnswer, SearchArgs>({
      queryFn: async ({ language, query }) => {
        const words = query.trim();
        if (!words) return { data: { query: words, hits: [] } };
        try {
          const index = await loadIndex(language);
          // In a task of its own: the key that typed the word paints first (D48).
          await nextTask();
          return { data: { query: words, hits: findIn(index, words) } };
        } catch (error) {
          const status = error instanceof SearchIndexError ? error.status : 0;
          return { error: { status: 'CUSTOM_ERROR', error: String(error), data: status } };
        }
      },
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useSearchSiteQuery } = searchApi;
