/**
 * The security headers every response of the site carries (D34, docs/hosting.md), as data: the
 * nginx configuration generator writes them as `add_header` lines and the preview server sends
 * them itself, so the end-to-end tests run the site under the same policy as production.
 */
import { MAP_ORIGIN } from '@/config/site';

export interface HeaderOptions {
  /** Origin of the backend (API_BASE_URL), or '' when the site's own origin answers the API. */
  apiOrigin: string;
  /** `'sha256-…'` of each inline script: the boot script (D34, scripts/build/inlineSources.ts). */
  scriptHashes: readonly string[];
  /** The inline styles' hashes (and `'unsafe-hashes'` for style attributes), from the build. */
  styleSources: readonly string[];
}

export type Header = readonly [name: string, value: string];

/** `https://api.example.com/v1/` → `https://api.example.com`; '' stays ''. */
export function originOf(url: string): string {
  return url === '' ? '' : new URL(url).origin;
}

/**
 * What the site loads, and nothing more (`default-src 'none'`, then each kind named): its own
 * scripts and the one inline boot script by its hash (no other inline script, no eval; JSON
 * blocks are data, not script), the built pages' inline styles by their hashes (no
 * 'unsafe-inline': styled-components adds its rules in the browser through the CSSOM), the
 * API for fetch, images and media, and the map provider as a frame (D21, D34). Images are never
 * `data:` URLs, so img-src does not allow them. `upgrade-insecure-requests` turns a stray
 * http:// URL from the backend into https://; browsers leave loopback origins alone, so the
 * plain-http test runs on 127.0.0.1 keep working (checked by tests/e2e/nginx/).
 */
export function contentSecurityPolicy({
  apiOrigin,
  scriptHashes,
  styleSources,
}: HeaderOptions): string {
  const selfAndApi = ["'self'", apiOrigin].filter(Boolean).join(' ');
  const directives = [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    ["style-src 'self'", ...styleSources].join(' '),
    `img-src ${selfAndApi}`,
    `media-src ${selfAndApi}`,
    `connect-src ${selfAndApi}`,
    `frame-src ${MAP_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ];
  return directives.join('; ');
}

export function securityHeaders(options: HeaderOptions): readonly Header[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    // Two years, the subdomains too; browsers ignore it on plain http.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    // frame-ancestors 'none' says the same to browsers that read CSP; this is for older ones.
    ['X-Frame-Options', 'DENY'],
  ];
}
