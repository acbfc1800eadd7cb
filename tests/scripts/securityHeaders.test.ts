/** D34: the headers nginx and the preview server send, and Cache-Control by path. */
import { cacheControlFor, IMMUTABLE, ONE_DAY, REVALIDATE } from '../../scripts/hosting/cachePolicy';
import {
  contentSecurityPolicy,
  originOf,
  securityHeaders,
} from '../../scripts/hosting/securityHeaders';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const BOOT_HASH = "'sha256-Ym9vdCBzY3JpcHQgaGFzaCBmb3IgdGhlIHRlc3RzIQ=='";
const STYLE_HASH = "'sha256-c3R5bGUgaGFzaCBmb3IgdGhlIHRlc3RzIQ=='";

describe('Content-Security-Policy', () => {
  const policy = directives(
    contentSecurityPolicy({
      apiOrigin: 'https://api.example.com',
      scriptHashes: [BOOT_HASH],
      styleSources: [STYLE_HASH],
    }),
  );

  it('runs only the site’s own scripts and the inline boot script by its hash: no eval (D34)', () => {
    expect(policy.get('script-src')).toEqual(["'self'", BOOT_HASH]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('allows nothing by default: each kind of resource is named (D34)', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect([...policy.keys()].sort()).toEqual([
      'base-uri',
      'connect-src',
      'default-src',
      'form-action',
      'frame-ancestors',
      'frame-src',
      'img-src',
      'media-src',
      'object-src',
      'script-src',
      'style-src',
      'upgrade-insecure-requests',
    ]);
  });

  it('allows the built inline styles by their hashes, never any inline style (D34)', () => {
    expect(policy.get('style-src')).toEqual(["'self'", STYLE_HASH]);
  });

  it('allows the API origin for fetch, images and media, and the map only as a frame', () => {
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect(policy.get(name)).toEqual(["'self'", 'https://api.example.com']);
    }
    expect(policy.get('frame-src')).toEqual(['https://www.openstreetmap.org']);
  });

  it('forbids framing the site, other bases and form targets', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('upgrade-insecure-requests')).toEqual([]);
  });

  it('names no API origin when the site answers the API itself', () => {
    const own = directives(
      contentSecurityPolicy({ apiOrigin: '', scriptHashes: [], styleSources: [] }),
    );
    expect(own.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('the other security headers', () => {
  const headers = new Map(securityHeaders({ apiOrigin: '', scriptHashes: [], styleSources: [] }));

  it.each([
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['X-Frame-Options', 'DENY'],
  ])('%s: %s', (name, value) => {
    expect(headers.get(name)).toBe(value);
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port only', () => {
    expect(originOf('https://api.example.com:8443/v1/')).toBe('https://api.example.com:8443');
    expect(originOf('')).toBe('');
  });
});

describe('Cache-Control by path', () => {
  it.each([
    ['/js/main.1a2b3c4d.js', IMMUTABLE],
    ['/js/114.8de82aa2.js.LICENSE.txt', IMMUTABLE],
    ['/images/hero-parking-1-960.webp', ONE_DAY],
    ['/images/hero-parking-1-960.AVIF', ONE_DAY],
    ['/demo/video-01.mp4', ONE_DAY],
    ['/brochures/PMS.pdf', ONE_DAY],
    ['/favicon.svg', ONE_DAY],
    ['/index.html', REVALIDATE],
    ['/aboutus/index.html', REVALIDATE],
    ['/200.html', REVALIDATE],
    ['/locales/en/translation.json', REVALIDATE],
    ['/sitemap.xml', REVALIDATE],
    ['/robots.txt', REVALIDATE],
  ])('%s: %s', (path, value) => {
    expect(cacheControlFor(path)).toBe(value);
  });
});
