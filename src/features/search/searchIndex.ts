import type { Options } from 'minisearch';
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

/** A word of a text and where it starts in it. */
export interface Word {
  text: string;
  index: number;
}

/**
 * MiniSearch's own rule for a word (its default tokenizer splits at these): whatever lies
 * between spaces, line breaks and punctuation.
 */
const SPACED_WORD = /[^\n\r\p{Z}\p{P}]+/gu;

let chineseSegmenter: Intl.Segmenter | undefined;

/**
 * The words of `text` in `language`, where the index and the search find them. Chinese is
 * written without spaces: its words come from the platform's word segmenter (ICU's dictionary,
 * the same in Node at build time and in browsers). The other six languages separate words by
 * spaces and punctuation, MiniSearch's own rule. The index, the search box and the marks of a
 * result (passage.ts) all cut words here, so a word found is a word marked.
 */
export function wordsOf(text: string, language: Language): Word[] {
  if (language !== 'zh') {
    return Array.from(text.matchAll(SPACED_WORD), (match) => ({
      text: match[0],
      index: match.index,
    }));
  }
  chineseSegmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words: Word[] = [];
  for (const part of chineseSegmenter.segment(text)) {
    if (part.isWordLike) words.push({ text: part.segment, index: part.index });
  }
  return words;
}

/** The options an index of `language` is built and loaded with. */
export function indexOptions(language: Language): Options<SearchDocument> {
  return {
    fields: ['title', 'text'],
    storeFields: ['url', 'kind', 'title', 'text'],
    tokenize: (text) => wordsOf(text, language).map((word) => word.text),
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
