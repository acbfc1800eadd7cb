import { matchPattern, markedSegments, passage, PASSAGE_LENGTH } from '@/features/search/passage';

const marked = (segments: { text: string; mark: boolean }[]) =>
  segments.filter((segment) => segment.mark).map((segment) => segment.text);
const joined = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');

describe('passages and marks', () => {
  it('marks each word that starts with a found term, whole, whatever its case', () => {
    const pattern = matchPattern(['gate'], 'en');
    const segments = markedSegments('Gates open; the gate of navigate stays.', pattern);
    expect(marked(segments)).toEqual(['Gates', 'gate']);
    expect(joined(segments)).toBe('Gates open; the gate of navigate stays.');
  });

  it('keeps Devanagari vowel signs inside the marked word', () => {
    const segments = markedSegments('स्मार्ट पार्किंग समाधान', matchPattern(['पार्किंग'], 'hi'));
    expect(marked(segments)).toEqual(['पार्किंग']);
  });

  it('marks Chinese words anywhere, as Chinese has no spaces', () => {
    const segments = markedSegments('停车场管理系统配有道闸', matchPattern(['道闸', '停车'], 'zh'));
    expect(marked(segments)).toEqual(['停车', '道闸']);
    expect(marked(markedSegments('道闸', matchPattern(['道', '闸'], 'zh')))).toEqual(['道闸']);
  });

  it('reads the terms as text, not as a pattern', () => {
    expect(marked(markedSegments('a (b) c.d', matchPattern(['(b)', 'c.d'], 'zh')))).toEqual([
      '(b)',
      'c.d',
    ]);
  });

  it('quotes the text around its first match, cut between words, with ellipses', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The boom barrier opens. ${'Sed do eiusmod tempor. '.repeat(10)}`;
    const segments = passage(text, matchPattern(['barrier'], 'en'));
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
    expect(joined(passage('Short text.', matchPattern(['title'], 'en')))).toBe('Short text.');
  });
});
