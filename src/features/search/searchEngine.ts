import MiniSearch from 'minisearch';
import { GET_TIMEOUT_MS } from '@/config/env';
import type { Language } from '@/i18n/languages';
import type { FoundText } from './passage';
import {
  indexOptions,
  QUERY_OPTIONS,
  searchIndexPath,
  type SearchDocument,
  type SearchKind,
  type StoredDocument,
} from './searchIndex';

/**
 * One result, plain data kept in the query cache: the dialog and the search page mark its title
 * and passage as they show it (passage.ts `markedResult`).
 */
export interface SearchHit extends FoundText {
  url: string;
  kind: SearchKind;
}

/** The most results a search gives: more than anyone reads, and every one is marked up. */
export const MAX_HITS = 50;

/** The index could not be had; `status` is the HTTP status, 0 for no answer. */
export class SearchIndexError extends Error {
  constructor(readonly status: number) {
    super(`search index: ${status ? `HTTP ${String(status)}` : 'no answer'}`);
    this.name = 'SearchIndexError';
  }
}

type Index = MiniSearch<SearchDocument>;

/** Each language's index once loaded, or loading; a failed load is forgotten, to try again. */
const indexes = new Map<Language, Promise<Index>>();

async function fetchIndex(language: Language): Promise<Index> {
  let response: Response;
  try {
    response = await fetch(new URL(searchIndexPath(language), window.location.origin), {
      signal: AbortSignal.timeout(GET_TIMEOUT_MS),
    });
  } catch {
    throw new SearchIndexError(0);
  }
  if (!response.ok) throw new SearchIndexError(response.status);
  // The async load hands the main thread back between parts of the index (D49).
  return MiniSearch.loadJSONAsync(await response.text(), indexOptions(language));
}

/** The index of `language`, fetched on the first search in that language (E1). */
export function loadIndex(language: Language): Promise<Index> {
  const known = indexes.get(language);
  if (known) return known;
  const loading = fetchIndex(language);
  indexes.set(language, loading);
  loading.catch(() => indexes.delete(language));
  return loading;
}

/** The results of `query` in `index`, best first, with the words each matched. */
export function findIn(index: Index, query: string): SearchHit[] {
  return index
    .search(query, QUERY_OPTIONS)
    .slice(0, MAX_HITS)
    .map((result) => {
      const { url, kind, title, text } = result as unknown as StoredDocument;
      const fields = Object.values(result.match).flat();
      return { url, kind, title, text, terms: result.terms, inText: fields.includes('text') };
    });
}
