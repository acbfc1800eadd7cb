import { formatDate } from '@/features/blog/formatDate';

describe('formatDate (D23)', () => {
  const date = '2026-04-08T09:30:00.000Z';

  it('formats a server date in the selected language', () => {
    expect(formatDate(date, 'en')).toBe('April 8, 2026');
    expect(formatDate(date, 'de')).toBe('8. April 2026');
    expect(formatDate(date, 'fr')).toBe('8 avril 2026');
    expect(formatDate(date, 'zh')).toBe('2026年4月8日');
  });

  it("shows the date in the company's offices whatever the visitor's clock says", () => {
    // 20:00 UTC on 7 April is already 8 April in India; a date-only value is that day too.
    expect(formatDate('2026-04-07T20:00:00.000Z', 'en')).toBe('April 8, 2026');
    expect(formatDate('2026-04-08', 'en')).toBe('April 8, 2026');
  });

  it('gives null for a missing or unreadable date, so no "Invalid Date" is shown', () => {
    expect(formatDate('', 'en')).toBeNull();
    expect(formatDate('yesterday-ish', 'en')).toBeNull();
  });
});
