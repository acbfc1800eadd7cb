import { excerpt } from '@/lib/excerpt';

describe('excerpt', () => {
  it('keeps short text whole, with its whitespace collapsed', () => {
    expect(excerpt('  Two\n\nparagraphs  here ')).toBe('Two paragraphs here');
  });

  it('cuts long text at a word boundary, with an ellipsis, within the limit', () => {
    const text = 'Parking sites fill up fast. '.repeat(10);
    const result = excerpt(text, 60);
    expect(result.length).toBeLessThanOrEqual(60);
    expect(result).toBe('Parking sites fill up fast. Parking sites fill up fast…');
  });
});
