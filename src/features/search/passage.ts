import type { Language } from '@/i18n/languages';
import { wordsOf } from './searchIndex';

/** A piece of a title or passage; `mark`: a found word, shown marked. */
export interface Segment {
  text: string;
  mark: boolean;
}

/**
 * The words of `text` that the index matched, as [start, end) ranges: a word is found when the
 * index holds it as a term of the result (`parking` for a search of "parkng", `gate` for
 * "gates"), since the index cut the same text into the same words (searchIndex.ts `wordsOf`).
 * One pass over the words with a lookup each, not a pattern of every term tried at every
 * character: a short search's terms are many ("w" matches every word starting with w), and
 * such a pattern took a second per key on the slowed phone (docs/performance.md).
 */
function foundRanges(
  text: string,
  terms: ReadonlySet<string>,
  language: Language,
  first = false,
): [number, number][] {
  const ranges: [number, number][] = [];
  if (terms.size === 0) return ranges;
  for (const word of wordsOf(text, language)) {
    if (!terms.has(word.text.toLocaleLowerCase(language))) continue;
    ranges.push([word.index, word.index + word.text.length]);
    if (first) break;
  }
  return ranges;
}

/**
 * `text` cut into plain and marked segments, the words of `terms` marked; found words side by
 * side are one mark (Chinese "道闸" found as 道 and 闸).
 */
export function markedSegments(
  text: string,
  terms: ReadonlySet<string>,
  language: Language,
): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of foundRanges(text, terms, language)) {
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    const last = segments.at(-1);
    if (last?.mark && start === at) last.text += text.slice(start, end);
    else segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/** How many characters a passage quotes, about two lines of a result. */
export const PASSAGE_LENGTH = 160;

/** The nearest space at or after `index` (to cut between words), or `index` itself. */
function wordStart(text: string, index: number): number {
  const space = text.indexOf(' ', index);
  return space < 0 || space - index > 20 ? index : space + 1;
}

/** The last space at or before `index`, or `index` itself. */
function wordEnd(text: string, index: number): number {
  const space = text.lastIndexOf(' ', index);
  return space < 0 || index - space > 20 ? index : space;
}

/**
 * The part of `text` around its first found word, about {@link PASSAGE_LENGTH} characters cut
 * between words, with an ellipsis where it was cut, and its found words marked. Without one in
 * the text (the title matched) it is the text's beginning.
 */
export function passage(text: string, terms: ReadonlySet<string>, language: Language): Segment[] {
  const first = foundRanges(text, terms, language, true)[0]?.[0] ?? 0;
  const lead = Math.floor(PASSAGE_LENGTH / 4);
  let start = first > lead ? wordStart(text, first - lead) : 0;
  if (start > first) start = first;
  let end = start + PASSAGE_LENGTH;
  if (end < text.length) end = Math.max(wordEnd(text, end), first + 1);
  else end = text.length;
  const quoted = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return markedSegments(quoted, terms, language);
}

/** What a result needs to be shown with its found words marked (searchEngine.ts `SearchHit`). */
export interface FoundText {
  title: string;
  text: string;
  /** The words of the index the result matched (its terms, lower-case as the index has them). */
  terms: readonly string[];
  /** Whether any of them is in the text: else the passage is the text's beginning, unsearched. */
  inText: boolean;
}

/**
 * A result's title and passage, marked: made when the result is shown, not for every result a
 * key finds (the dialog shows 8 of up to 50).
 */
export function markedResult(
  { title, text, terms, inText }: FoundText,
  language: Language,
): { title: Segment[]; passage: Segment[] } {
  const found = new Set(terms);
  return {
    title: markedSegments(title, found, language),
    passage: passage(text, inText ? found : new Set(), language),
  };
}
