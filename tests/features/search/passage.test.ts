import { markedResult, markedSegments, passage, PASSAGE_LENGTH } from '@/features/search/passage';
import { wordsOf } from '@/features/search/searchIndex';

const marked = (segments: { text: string; mark: boolean }[]) =>
  segments.filter((segment) => segment.mark).map((segment) => segment.text);
const joined = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');
const terms = (...words: string[]) => new Set(words);

describe('passages and marks', () => {
  it('marks each word the index matched, whatever its case, not a word that holds it', () => {
    const text = 'Gates open; the gate of navigate stays.';
    const segments = markedSegments(text, terms('gate', 'gates'), 'en');
    expect(marked(segments)).toEqual(['Gates', 'gate']);
    expect(joined(segments)).toBe(text);
  });

  it('cuts words as the index does: at spaces and punctuation, not inside a word', () => {
    expect(wordsOf('Boom-barrier, ANPR (24×7).', 'en').map((word) => word.text)).toEqual([
      'Boom',
      'barrier',
      'ANPR',
      '24×7',
    ]);
    expect(marked(markedSegments('Boom-barrier', terms('barrier'), 'en'))).toEqual(['barrier']);
  });

  it('keeps Devanagari vowel signs inside the marked word', () => {
    const segments = markedSegments('स्मार्ट पार्किंग समाधान।', terms('पार्किंग'), 'hi');
    expect(marked(segments)).toEqual(['पार्किंग']);
  });

  it('marks Chinese words where the segmenter finds them, found words side by side as one', () => {
    const text = '停车场管理系统配有道闸';
    expect(marked(markedSegments(text, terms('停车', '道', '闸'), 'zh'))).toEqual(['停车', '道闸']);
  });

  it('reads the terms as words, not as a pattern', () => {
    expect(marked(markedSegments('a b.c d', terms('.', 'b.c', 'b'), 'en'))).toEqual(['b']);
  });

  it('quotes the text around its first match, cut between words, with ellipses', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The boom barrier opens. ${'Sed do eiusmod tempor. '.repeat(10)}`;
    const segments = passage(text, terms('barrier'), 'en');
    const quoted = joined(segments);
    expect(quoted.startsWith('…')).toBe(true);
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(PASSAGE_LENGTH + 2);
    expect(marked(segments)).toEqual(['barrier']);
    // Whole words: a space before the quote and after it in the text.
    const inner = quoted.slice(1, -1);
    const at = text.indexOf(inner);
    expect(text[at - 1]).toBe(' ');
    expect(text[at + inner.length]).toBe(' ');
  });

  it('quotes the beginning, unmarked, when only the title matched', () => {
    expect(joined(passage('Short text.', terms('title'), 'en'))).toBe('Short text.');
  });

  it("marks a result's title and passage with the words it matched", () => {
    const result = markedResult(
      {
        title: 'Boom barriers',
        text: 'Each barrier opens in 0.9 s.',
        terms: ['barrier', 'barriers'],
        inText: true,
      },
      'en',
    );
    expect(marked(result.title)).toEqual(['barriers']);
    expect(joined(result.passage)).toBe('Each barrier opens in 0.9 s.');
    expect(marked(result.passage)).toEqual(['barrier']);
  });
});
