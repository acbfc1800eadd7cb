import { speculationPatterns, speculationRules } from '@/config/speculationRules';
import { APP_RUNNING_ATTRIBUTE } from '@/lib/prefetchMarks';

/** URL patterns as the rules use them here: a literal path, or a prefix ending in `*`. */
function matches(path: string): boolean {
  return speculationPatterns().some((pattern) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}

describe('speculation rules (full-page navigations)', () => {
  it('prefetch documents with eagerness moderate, leaving the app its own links', () => {
    const [rule, ...others] = speculationRules().prefetch;
    expect(others).toEqual([]);
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    expect(JSON.stringify(rule)).toContain(`[${APP_RUNNING_ATTRIBUTE}] *`);
  });

  it.each(['/', '/aboutus', '/faq', '/blogsection/b1', '/skills/j1', '/hi/', '/hi/aboutus'])(
    'cover the page %s',
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each([
    '/api/blogs/getAll',
    '/faqs/getAll',
    '/support/getAll',
    '/api/hiring-forms/create',
    '/api/subscribe/create',
    '/dsa&distbtr/personal/create',
    '/brochures/parking.pdf',
  ])('leave out the API, the lead forms’ POST targets and files: %s', (path) => {
    expect(matches(path)).toBe(false);
  });
});
