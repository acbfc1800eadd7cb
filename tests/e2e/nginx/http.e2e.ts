/**
 * nginx as plain HTTP sees it (docs/deploying.md): every path answered as the hosting rules say
 * (D32, scripts/hosting/hostRules.ts), the security headers on every kind of answer (D34), Cache-Control
 * by kind of file, and the build's .br and .gz siblings served as they are.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, test } from 'node:test';
import zlib from 'node:zlib';
import { BUILD_MARKER } from '../../../scripts/build/buildMarker';
import { builtInlineSources } from '../../../scripts/build/inlineSources';
import { HOSTING_DATA } from '../../../scripts/hosting/hostingData';
import { answerFor } from '../../../scripts/hosting/hostRules';
import { securityHeaders } from '../../../scripts/hosting/securityHeaders';
import { fixedRoutes, redirectRoutes } from '@/config/routeTable';
import { blogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events } from '@/mocks/fixtures/events';
import { parkingServices } from '@/mocks/fixtures/parking';
import { API_URL, BASE_URL } from '../support';

const distDir = path.resolve(__dirname, '../../../dist');
const BROTLI = process.env.E2E_NGINX_BROTLI === '1';

interface Answer {
  status: number;
  /** Response headers by lower-case name; a repeated header joined with ', ' as HTTP reads it. */
  headers: Record<string, string | undefined>;
  body: Buffer;
}

function flatten(headers: http.IncomingHttpHeaders): Answer['headers'] {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  );
}

/** A GET with exactly the request headers given: no client adds or decodes an encoding. */
function get(urlPath: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(urlPath, BASE_URL), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: flatten(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

/** A POST of a small urlencoded form, as a form the app has not taken over sends it (D40). */
function post(urlPath: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(urlPath, BASE_URL),
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: flatten(response.headers),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const distFile = (file: string) => fs.readFileSync(path.join(distDir, file));
/** A snapshot build (D38) wrote the fixtures' items pages of their own; a plain build did not. */
const inDist = (file: string) => fs.existsSync(path.join(distDir, file));

/** The first file in dist/js/ whose name matches. */
function script(pattern: RegExp): string {
  const name = fs.readdirSync(path.join(distDir, 'js')).find((file) => pattern.test(file));
  assert.ok(name, `no dist/js file matches ${pattern.source}`);
  return `/js/${name}`;
}

const DETAIL_PATHS = [
  `/case/${parkingServices[0]?._id ?? ''}`,
  `/blogsection/${blogs[0]?._id ?? ''}`,
  `/events/${events[0]?._id ?? ''}`,
  `/skills/${jobOpenings[0]?._id ?? ''}`,
];

describe('routes answered as the hosting rules say (D32)', () => {
  const paths = [
    ...fixedRoutes.map(({ path: route }) => route),
    // The router ignores case and a last slash; so must the host.
    '/AboutUs',
    '/faq/',
    '/CASE/',
    ...redirectRoutes.map(({ from }) => from),
    '/ERP/',
    ...DETAIL_PATHS,
    '/case/42/',
    '/nowhere',
    '/about',
    '/case-studies',
    '/js/missing.js',
    '/images/',
  ];

  test('every fixed route, redirect, detail route and unknown path', async () => {
    for (const urlPath of paths) {
      const answer = answerFor(urlPath, '', inDist);
      const response = await get(urlPath);
      if (answer.kind === 'redirect') {
        assert.equal(response.status, 301, urlPath);
        assert.equal(response.headers.location, answer.location, urlPath);
      } else {
        assert.equal(response.status, answer.status, urlPath);
        assert.ok(response.headers['content-type']?.startsWith('text/html'), urlPath);
        assert.ok(response.body.equals(distFile(answer.file)), `${urlPath}: not ${answer.file}`);
      }
    }
  });

  test('every language behind its prefix, with its own not-found page (D37)', async () => {
    const prefixed = ['/hi', '/hi/', '/DE/FAQ/', '/zh/erp', '/ru/case/42', '/es/nowhere'];
    for (const urlPath of [...prefixed, `/hi${DETAIL_PATHS[1] ?? ''}`]) {
      const answer = answerFor(urlPath, '', inDist);
      const response = await get(urlPath);
      if (answer.kind === 'redirect') {
        assert.equal(response.status, 301, urlPath);
        assert.equal(response.headers.location, answer.location, urlPath);
      } else {
        assert.equal(response.status, answer.status, urlPath);
        assert.ok(response.body.equals(distFile(answer.file)), `${urlPath}: not ${answer.file}`);
      }
    }
  });

  test('a stored language (its cookie) sends an unprefixed page on with 302 and Vary: Cookie on that answer only (D37)', async () => {
    const cookie = 'theme=dark; selectedLanguage=hi';
    for (const [from, to] of [
      ['/', '/hi/'],
      ['/aboutus?utm=x', '/hi/aboutus?utm=x'],
      ['/case/42', '/hi/case/42'],
    ] as const) {
      const response = await get(from, { cookie });
      assert.equal(response.status, 302, from);
      assert.equal(response.headers.location, to, from);
      assert.match(response.headers.vary ?? '', /\bCookie\b/, from);
    }
    for (const [path, headers] of [
      ['/aboutus', { cookie: 'selectedLanguage=en' }],
      ['/aboutus', {}],
      ['/de/faq', { cookie }],
    ] as const) {
      const response = await get(path, headers);
      assert.equal(response.status, 200, path);
      // Pages never vary by cookie: caches keep one copy (and revalidate it).
      assert.doesNotMatch(response.headers.vary ?? '', /Cookie/i, path);
      assert.equal(response.headers['cache-control'], 'no-cache', path);
    }
  });

  test('the CSP allows the inline boot script by its hash, and nothing else inline (D34)', async () => {
    const response = await get('/hi/aboutus');
    const html = response.body.toString('utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    assert.equal(inline.length, 1);
    const policy = response.headers['content-security-policy'] ?? '';
    assert.match(policy, /^default-src 'none'; /);
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    assert.deepEqual(scriptSrc, ["'self'", ...builtInlineSources(distDir).scriptHashes]);
  });

  test('the redirects are the four of the route table', async () => {
    const expected = [
      ['/erp', '/solution'],
      ['/cancel', '/refund#cancellation-policy'],
      ['/skills', '/career'],
      ['/blogsection', '/blog'],
    ];
    for (const [from = '', to] of expected) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.location, to, from);
    }
  });

  test('a redirect keeps the query string, before any fragment', async () => {
    const expected = [
      ['/erp?utm_source=x', '/solution?utm_source=x'],
      ['/cancel?x=1', '/refund?x=1#cancellation-policy'],
      ['/Skills/?a=1&b=2', '/career?a=1&b=2'],
    ];
    for (const [from = '', to] of expected) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.location, to, from);
    }
  });

  test('a POST to a page is refused and its data never echoed (D40)', async () => {
    const response = await post('/joinus', 'aadhaar=234123412346&pan=ABCDE1234F');
    assert.equal(response.status, 405);
    assert.doesNotMatch(response.body.toString(), /234123412346|ABCDE1234F/);
  });
});

describe('security headers on every kind of answer (D34)', () => {
  const apiOrigin = new URL(API_URL).origin;
  const inline = builtInlineSources(distDir);
  /**
   * What nginx sends with an answer: a page the route table names has a policy with its own
   * inline styles (`served`, its file); anything else, the content snapshot's item pages
   * included, one with every page's.
   */
  const expectedFor = (served?: string) =>
    securityHeaders({
      apiOrigin,
      scriptHashes: inline.scriptHashes,
      styleSources: (served && inline.pageStyleSources[served]) || inline.styleSources,
    });
  const detail = DETAIL_PATHS[0] ?? '';
  // A detail page is its own file in a content snapshot build, the app shell otherwise.
  const detailServed = inDist(`${detail}/index.html`) ? undefined : '/200.html';
  const samples: [urlPath: string, served?: string][] = [
    ['/aboutus', '/aboutus/index.html'],
    ['/hi/faq', '/hi/faq/index.html'],
    [detail, detailServed],
    ['/erp'],
    ['/no-such-page', '/404.html'],
    ['/locales/en/translation.json'],
    ['/images/cert-1.svg'],
    ['/sitemap.xml'],
  ];

  test('the policy allows the site, its API and the map, and nothing inline but the boot script', async () => {
    const csp = (await get('/contact')).headers['content-security-policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    // D34: nothing unless named; the one inline script by its hash.
    assert.deepEqual(directives.get('default-src'), ["'none'"]);
    assert.deepEqual(directives.get('script-src'), [
      "'self'",
      ...builtInlineSources(distDir).scriptHashes,
    ]);
    // Its own inline styles only: what a page's policy names does not grow with the site.
    assert.deepEqual(directives.get('style-src'), [
      "'self'",
      ...(inline.pageStyleSources['/contact/index.html'] ?? ['(no such page)']),
    ]);
    assert.ok(!csp.includes("'unsafe-inline'"), csp);
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      assert.deepEqual(directives.get(name), ["'self'", apiOrigin], name);
    }
    assert.deepEqual(directives.get('frame-src'), ['https://www.openstreetmap.org']);
    assert.deepEqual(directives.get('object-src'), ["'none'"]);
    assert.deepEqual(directives.get('base-uri'), ["'self'"]);
    assert.deepEqual(directives.get('form-action'), ["'self'"]);
    assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
    // Production is https only; Chromium leaves this plain-http loopback run alone, which the
    // browser suite (browser.e2e.ts) shows.
    assert.deepEqual(directives.get('upgrade-insecure-requests'), []);
  });

  test('pages, app shell, redirect, 404, scripts, translations and images all carry them', async () => {
    for (const [urlPath, served] of [...samples, [script(/^main\..*\.js$/)] as const]) {
      const { headers } = await get(urlPath);
      for (const [name, value] of expectedFor(served)) {
        assert.equal(headers[name.toLowerCase()], value, `${name} on ${urlPath}`);
      }
      assert.equal(headers['strict-transport-security'], 'max-age=63072000; includeSubDomains');
      assert.equal(headers['x-frame-options'], 'DENY');
      assert.equal(headers['x-content-type-options'], 'nosniff');
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin');
      assert.match(headers['permissions-policy'] ?? '', /camera=\(\).*microphone=\(\)/);
      assert.match(headers['permissions-policy'] ?? '', /geolocation=\(\).*payment=\(\)/);
      assert.equal(headers.server, 'nginx', `no version in Server on ${urlPath}`);
    }
  });
});

describe('speculation rules for full-page navigations (issue 25)', () => {
  test('pages, the app shell and the 404 page name them; the file is rules JSON', async () => {
    for (const urlPath of ['/', '/aboutus', DETAIL_PATHS[0] ?? '', '/no-such-page']) {
      const { headers } = await get(urlPath);
      assert.equal(headers['speculation-rules'], '"/speculation-rules.json"', urlPath);
    }
    const rules = await get('/speculation-rules.json');
    assert.equal(rules.status, 200);
    assert.equal(rules.headers['content-type'], 'application/speculationrules+json');
    const body = JSON.parse(rules.body.toString('utf8')) as {
      prefetch: { source: string; eagerness: string }[];
    };
    assert.deepEqual(
      body.prefetch.map(({ source, eagerness }) => [source, eagerness]),
      [['document', 'moderate']],
    );
  });
});

describe('Cache-Control', () => {
  const YEAR = 'public, max-age=31536000, immutable';
  const DAY = 'public, max-age=86400';
  const cases: [string, string][] = [
    ['/', 'no-cache'],
    ['/aboutus', 'no-cache'],
    [DETAIL_PATHS[1] ?? '', 'no-cache'],
    ['/no-such-page', 'no-cache'],
    ['/erp', 'no-cache'],
    ['/locales/hi/translation.json', 'no-cache'],
    ['/sitemap.xml', 'no-cache'],
    ['/robots.txt', 'no-cache'],
    ['/images/hero-parking-1-960.webp', DAY],
    ['/images/hero-parking-1-960.avif', DAY],
    ['/demo/video-01.mp4', DAY],
    ['/brochures/PMS.pdf', DAY],
    ['/js/missing.js', 'no-cache'],
  ];

  test('hashed scripts are immutable for a year', async () => {
    for (const file of [script(/^main\..*\.js$/), script(/^boot\..*\.js$/)]) {
      const response = await get(file);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers['cache-control'], YEAR, file);
    }
  });

  for (const [urlPath, value] of cases) {
    test(`${urlPath}: ${value}`, async () => {
      const response = await get(urlPath);
      assert.equal(response.headers['cache-control'], value);
    });
  }
});

describe('compression', () => {
  test('every page and text asset the build wrote has its .gz and .br, and each decodes to it', () => {
    const missing: string[] = [];
    const wrong: string[] = [];
    const decoders = { '.gz': zlib.gunzipSync, '.br': zlib.brotliDecompressSync };
    const decodesTo = (sibling: string, decode: (input: Buffer) => Buffer, original: Buffer) => {
      try {
        return decode(fs.readFileSync(sibling)).equals(original);
      } catch {
        return false; // not the encoding its name says
      }
    };
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          walk(full);
          continue;
        }
        if (/\.(?:gz|br)$/.test(entry.name)) continue;
        // The release's own data for the deploy (D41), written after the pages are compressed
        // since it lists them: read by deploy:switch and root's step, never asked for by a page.
        if (dir === distDir && [HOSTING_DATA, BUILD_MARKER].includes(entry.name)) continue;
        const original = fs.readFileSync(full);
        const mustHave = /\.(?:html|js|json)$/.test(entry.name) && original.length >= 1024;
        for (const [extension, decode] of Object.entries(decoders)) {
          const sibling = `${full}${extension}`;
          if (!fs.existsSync(sibling)) {
            if (mustHave) missing.push(path.relative(distDir, sibling));
          } else if (!decodesTo(sibling, decode, original)) {
            wrong.push(path.relative(distDir, sibling));
          }
        }
      }
    };
    walk(distDir);
    assert.deepEqual(missing, []);
    assert.deepEqual(wrong, [], 'siblings that do not decode to their file');
  });

  const negotiated: [string, string][] = [
    [script(/^main\..*\.js$/), script(/^main\..*\.js$/).slice(1)],
    ['/aboutus', 'aboutus/index.html'],
    ['/locales/de/translation.json', 'locales/de/translation.json'],
  ];

  for (const [urlPath, file] of negotiated) {
    test(`${urlPath}: gzip_static sends ${file}.gz as it is`, async () => {
      const response = await get(urlPath, { 'Accept-Encoding': 'gzip' });
      assert.equal(response.headers['content-encoding'], 'gzip');
      assert.match(response.headers.vary ?? '', /Accept-Encoding/);
      assert.ok(response.body.equals(distFile(`${file}.gz`)), 'the precompressed file');
    });

    test(`${urlPath}: ${BROTLI ? 'brotli_static sends the .br' : 'gzip only without the brotli module'}`, async () => {
      const response = await get(urlPath, { 'Accept-Encoding': 'br, gzip' });
      if (BROTLI) {
        assert.equal(response.headers['content-encoding'], 'br');
        assert.ok(response.body.equals(distFile(`${file}.br`)), 'the precompressed file');
      } else {
        assert.equal(response.headers['content-encoding'], 'gzip');
      }
    });
  }

  test('no encoding asked, none sent', async () => {
    const response = await get('/aboutus');
    assert.equal(response.headers['content-encoding'], undefined);
    assert.ok(response.body.equals(distFile('aboutus/index.html')));
  });
});
