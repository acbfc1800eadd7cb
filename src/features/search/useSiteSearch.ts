import { useDeferredValue, useEffect } from 'react';
import { paths } from '@/config/paths';
import { selectLanguage } from '@/i18n/languageSlice';
import { useAppSelector } from '@/store/hooks';
import { useSearchSiteQuery } from './searchApi';
import { loadIndex } from './searchEngine';
import { selectSearchQuery } from './searchSlice';

/**
 * The visitor's words (the search slice) and their results in the page's language (the
 * `searchSite` query). `words` are the field's; `searched` the words searched, which follow
 * them a render later: a key paints the field at once, and the search and its list come after
 * (D48). `answer` is the latest answer, kept while the next is found, so the list does not
 * blink between keys (its `query` says which words it answers); `failure` the HTTP status of a
 * failed search (404: no index; 0: no answer), null otherwise.
 */
export function useSiteSearch() {
  const language = useAppSelector(selectLanguage);
  const query = useAppSelector(selectSearchQuery);
  const words = query.trim();
  const searched = useDeferredValue(words);
  const { data, error, refetch } = useSearchSiteQuery(
    { language, query: searched },
    { skip: searched === '' },
  );
  const failure = searched !== '' && error && 'data' in error ? Number(error.data) : null;
  const answer = searched !== '' && failure === null ? data : undefined;
  return { language, query, words, searched, answer, failure, refetch };
}

/** Starts fetching the language's index as the dialog opens, before the first key (E1). */
export function useIndexWarmUp(language: Parameters<typeof loadIndex>[0]): void {
  useEffect(() => {
    // A failure shows on the first search, which tries again.
    loadIndex(language).catch(() => undefined);
  }, [language]);
}

/** The search page's address for `words`: what "All results" and Enter open. */
export function searchPageUrl(words: string): string {
  return `${paths.search}?q=${encodeURIComponent(words)}`;
}
