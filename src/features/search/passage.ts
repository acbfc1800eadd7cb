import type { Language } from '@/i18n/languages';

/** A piece of a title or passage; `mark`: a found word, shown marked. */
export interface Segment {
  text: string;
  mark: boolean;
}

/** Letters, their signs (Devanagari's vowel signs) and digits: what a word is made of. */
const WORD_CHARACTER = '[\\p{L}\\p{M}\\p{N}]';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The words the index matched (`parking` for a search of "parkng"), as a pattern that finds
 * each where a word starts and takes the rest of that word (`gate` marks "gates"); anywhere in
 * Chinese, which has no spaces between words. Null when nothing matched in the text.
 */
export function matchPattern(terms: readonly string[], language: Language): RegExp | null {
  const words = terms.filter(Boolean);
  if (words.length === 0) return null;
  // Longest first, so that "parking" is preferred to "park" at the same place.
  const alternatives = [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const spaced = language !== 'zh';
  const source = spaced
    ? `(?<!${WORD_CHARACTER})(?:${alternatives})${WORD_CHARACTER}*`
    : `(?:${alternatives})`;
  return new RegExp(source, 'giu');
}

/**
 * `text` cut into plain and marked segments by `pattern`; matches side by side are one mark
 * (Chinese "道闸" found as 道 and 闸).
 */
export function markedSegments(text: string, pattern: RegExp | null): Segment[] {
  if (!pattern) return text ? [{ text, mark: false }] : [];
  const segments: Segment[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) segments.push({ text: text.slice(at, match.index), mark: false });
    const last = segments.at(-1);
    if (last?.mark) last.text += match[0];
    else segments.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
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
 * The part of `text` around its first match, about {@link PASSAGE_LENGTH} characters cut
 * between words, with an ellipsis where it was cut, and its matches marked. Without a match in
 * the text (the title matched) it is the text's beginning.
 */
export function passage(text: string, pattern: RegExp | null): Segment[] {
  const first = pattern ? new RegExp(pattern.source, 'iu').exec(text) : null;
  const lead = Math.floor(PASSAGE_LENGTH / 4);
  let start = first && first.index > lead ? wordStart(text, first.index - lead) : 0;
  if (start > (first?.index ?? 0)) start = first?.index ?? 0;
  let end = start + PASSAGE_LENGTH;
  if (end < text.length) end = Math.max(wordEnd(text, end), (first?.index ?? 0) + 1);
  else end = text.length;
  const quoted = `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
  return markedSegments(quoted, pattern);
}
