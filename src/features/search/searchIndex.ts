import MiniSearch, { type Options } from 'minisearch';
import type { Language } from '@/i18n/languages';

/**
 * The site search's index (E1, docs/decisions.md): one MiniSearch index per language, written
 * at build time by scripts/build/searchIndex/ from the prerendered pages and read by the browser
 * when a visitor first searches. Both sides build MiniSearch with the options of this module, as
 * a loaded index must be searched with the options it was made with.
 */

/** What a result is, shown beside its title (spec section 2's screens). */
export const SEARCH_KINDS = [
  'solution',
  'space',
  'blogPost',
  'event',
  'job',
  'faq',
  'page',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable page, or one FAQ answer, in one language. */
export interface SearchDocument {
  id: number;
  /**
   * The route to open (`/solution`, `/faq#faq-…`), without the language's prefix, which the
   * router adds (D37): each language's index holds its own pages.
   */
  url: string;
  kind: SearchKind;
  title: string;
  /** The page's visible text, whitespace collapsed: what is searched and quoted. */
  text: string;
}

/** The fields a result carries from the index (everything but the id). */
export type StoredDocument = Omit<SearchDocument, 'id'>;

/** Where a language's index is served from: dist/search-index/hi.json. */
export const SEARCH_INDEX_DIR = 'search-index';

export function searchIndexPath(language: Language): string {
  return `/${SEARCH_INDEX_DIR}/${language}.json`;
}

/**
 * Chinese is written without spaces: its words come from the platform's word segmenter (ICU's
 * dictionary, the same in Node at build time and in browsers), as the search box's do. The other
 * six languages separate words by spaces and punctuation, MiniSearch's own rule.
 */
function tokenizerFor(language: Language): (text: string) => string[] {
  if (language !== 'zh') return MiniSearch.getDefault('tokenize') as (text: string) => string[];
  const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
  return (text) =>
    Array.from(segmenter.segment(text), (part) => (part.isWordLike ? part.segment : '')).filter(
      Boolean,
    );
}

/** The options an index of `language` is built and loaded with. */
export function indexOptions(language: Language): Options<SearchDocument> {
  return {
    fields: ['title', 'text'],
    storeFields: ['url', 'kind', 'title', 'text'],
    tokenize: tokenizerFor(language),
    processTerm: (term) => term.toLocaleLowerCase(language),
  };
}

/**
 * A visitor's words: each may be the start of a word ("park" finds "parking") and may carry a
 * typo (one wrong, missing or extra letter in a word of 3 to 7 letters, two from 8 on: "parkng",
 * "gates" for "gate"); every word must be found (AND), a title counting double.
 */
export const QUERY_OPTIONS = {
  prefix: true,
  fuzzy: (term: string) => (term.length < 3 ? 0 : term.length < 8 ? 1 : 2),
  boost: { title: 2 },
  combineWith: 'AND',
} as const;
