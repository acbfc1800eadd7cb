import { connectionAllows } from '@/lib/connection';
import { PREFETCH_STALE_MS, isPrefetchDue, routePathOf } from '@/lib/prefetchRules';

describe('routePathOf: a link in any language names the same route', () => {
  it.each([
    ['/aboutus', '/aboutus'],
    ['/hi/aboutus', '/aboutus'],
    ['/zh/blogsection/b1', '/blogsection/b1'],
    ['/hi/', '/'],
    ['/hi', '/'],
    ['/', '/'],
    // Only a whole first segment is a language: /history is not Hindi's /story.
    ['/history', '/history'],
    ['/en/aboutus', '/en/aboutus'],
  ])('%s → %s', (path, route) => {
    expect(routePathOf(path)).toBe(route);
  });
});

describe('isPrefetchDue: once per route and visit, unless stale', () => {
  const now = 1_000_000;

  it('is due for a route never prefetched', () => {
    expect(isPrefetchDue(undefined, now)).toBe(true);
  });

  it('is not due again while the prefetch is fresh', () => {
    expect(isPrefetchDue(now, now)).toBe(false);
    expect(isPrefetchDue(now - PREFETCH_STALE_MS + 1, now)).toBe(false);
  });

  it('is due again once stale (RTK Query dropped the unused answer)', () => {
    expect(isPrefetchDue(now - PREFETCH_STALE_MS, now)).toBe(true);
    expect(isPrefetchDue(now - 5000, now, 5000)).toBe(true);
  });
});

describe('connectionAllows: respect the visitor', () => {
  it('prefetches on intent when the browser says nothing of its connection', () => {
    expect(connectionAllows(undefined, 'intent')).toBe(true);
    expect(connectionAllows({}, 'intent')).toBe(true);
  });

  it('prefetches nothing with Save-Data, even on 4G', () => {
    expect(connectionAllows({ saveData: true, effectiveType: '4g' }, 'intent')).toBe(false);
    expect(connectionAllows({ saveData: true, effectiveType: '4g' }, 'viewport')).toBe(false);
  });

  it.each(['2g', 'slow-2g'])('prefetches nothing on %s', (effectiveType) => {
    expect(connectionAllows({ effectiveType }, 'intent')).toBe(false);
    expect(connectionAllows({ effectiveType }, 'viewport')).toBe(false);
  });

  it('prefetches links in view on 4G only', () => {
    expect(connectionAllows({ effectiveType: '4g' }, 'viewport')).toBe(true);
    expect(connectionAllows({ effectiveType: '3g' }, 'viewport')).toBe(false);
    expect(connectionAllows(undefined, 'viewport')).toBe(false);
    expect(connectionAllows({ effectiveType: '3g' }, 'intent')).toBe(true);
  });
});
