import { safeUrl, safeUrlList } from '@/api/parse';

describe('server URLs (D12): http(s) or this origin, as a browser reads them', () => {
  it.each([
    ['/demo/site-01.webp', '/demo/site-01.webp'],
    ['  /a.webp?w=2#top ', '/a.webp?w=2#top'],
    ['https://cdn.example.com/b.webp', 'https://cdn.example.com/b.webp'],
    ['HTTPS://CDN.example.com/b.webp', 'https://cdn.example.com/b.webp'],
    ['/a/../b.webp', '/b.webp'],
    // Encoded slashes and backslashes are path characters on this site, not a host.
    ['/%2F%2Fevil.example/x.jpg', '/%2F%2Fevil.example/x.jpg'],
    ['/%5C%5Cevil.example/x.jpg', '/%5C%5Cevil.example/x.jpg'],
    ['/a/%2e%2e/b.webp', '/b.webp'],
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
    // Paths whose dot segments leave two leading slashes: another host once read again.
    '/..//evil.example/x.jpg',
    '/.//evil.example/x.jpg',
    '/%2e%2e//evil.example/x.jpg',
    '/%2E%2E//evil.example/x.jpg',
    '/.%2e//evil.example/x.jpg',
    '/a/../..//evil.example/x.jpg',
    '/././/evil.example/x.jpg',
    '/..\\/evil.example/x.jpg',
    '/..//evil.example/x.jpg?a=b#c',
    // Tabs and newlines inside, which browsers drop.
    '/.\t.//evil.example/x.jpg',
    '/..//\nevil.example/x.jpg',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    // Other schemes and relative paths.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://site.invalid/1',
    // Plain http elsewhere than the backend's own origin.
    'http://cdn.example.com/b.webp',
    'HTTP://CDN.example.com/b.webp',
    'https:evil.example/x.jpg',
    'x.webp',
    '',
    'https://',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBe('');
  });

  it("keeps plain http on the backend's own origin only (a dev backend), resolved", () => {
    jest.isolateModules(() => {
      process.env.API_BASE_URL = 'http://127.0.0.1:4000/api';
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded with its env
      const parse = require('@/api/parse') as typeof import('@/api/parse');
      expect(parse.safeUrl('http://127.0.0.1:4000/uploads/../x.jpg')).toBe(
        'http://127.0.0.1:4000/x.jpg',
      );
      expect(parse.safeUrl('http://127.0.0.1:4001/x.jpg')).toBe('');
      expect(parse.safeUrl('http://localhost:4000/x.jpg')).toBe('');
      expect(parse.safeUrl('/..//evil.example/x.jpg')).toBe('');
    });
    delete process.env.API_BASE_URL;
  });

  it('refuses what is not text and drops refused URLs from a list', () => {
    expect(safeUrl({ url: '/a.webp' })).toBe('');
    expect(
      safeUrlList(['/a.webp', '/\\evil.example', 7, 'https://cdn.example.com/b.webp']),
    ).toEqual(['/a.webp', 'https://cdn.example.com/b.webp']);
  });
});
