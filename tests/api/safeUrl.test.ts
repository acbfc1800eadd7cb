import { safeUrl, safeUrlList } from '@/api/parse';

describe('server URLs (D12): http(s) or this origin, as a browser reads them', () => {
  it.each([
    ['/demo/site-01.webp', '/demo/site-01.webp'],
    ['  /a.webp?w=2#top ', '/a.webp?w=2#top'],
    ['https://cdn.example.com/b.webp', 'https://cdn.example.com/b.webp'],
    ['HTTP://CDN.example.com/b.webp', 'http://cdn.example.com/b.webp'],
    ['/a/../b.webp', '/b.webp'],
  ])('keeps %j as %j', (raw, kept) => {
    expect(safeUrl(raw)).toBe(kept);
  });

  it.each([
    // Another host, as browsers resolve them.
    '//evil.example/x.jpg',
    '/\\evil.example/x.jpg',
    '\\\\evil.example/x.jpg',
    'https:\\\\evil.example/x.jpg',
    '/\t/evil.example/x.jpg',
    '/\n/evil.example/x.jpg',
    'https://cdn.example.com/a\u0000.webp',
    '/a.webp\u007f',
    // Other schemes and relative paths.
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'https:evil.example/x.jpg',
    'x.webp',
    '',
    'https://',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBe('');
  });

  it('refuses what is not text and drops refused URLs from a list', () => {
    expect(safeUrl({ url: '/a.webp' })).toBe('');
    expect(
      safeUrlList(['/a.webp', '/\\evil.example', 7, 'https://cdn.example.com/b.webp']),
    ).toEqual(['/a.webp', 'https://cdn.example.com/b.webp']);
  });
});
