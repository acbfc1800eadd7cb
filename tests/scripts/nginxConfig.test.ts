/**
 * The generated nginx configuration (docs/deploying.md): made from the route table, so no route
 * can be left out, and answering every path as the hosting rules do (D32). The generated
 * locations are read back and matched the way nginx does: an exact location first, then the
 * regular expressions in order, else `location /` (a file in dist/, or the 404 page).
 */
import { answerFor, type HostAnswer } from '../../scripts/hosting/hostRules';
import {
  fillTemplate,
  quoted,
  readTemplate,
  renderSiteConfig,
  renderStandaloneConfig,
  routeLocations,
  type SiteOptions,
} from '../../scripts/hosting/nginxConfig';
import { siteOptionsFromEnv } from '../../scripts/hosting/nginxEnv';
import { hostingDataFrom, languageRoutes } from '../../scripts/hosting/releaseHosting';
import { fixedRoutes, redirectRoutes } from '@/config/routeTable';

const options: SiteOptions = {
  listen: '80',
  root: '/srv/parknova/dist',
  serverName: 'www.parknova.example',
  siteOrigin: 'https://www.parknova.example',
  brotli: false,
  tls: null,
  plainHttp: false,
};

interface Location {
  exact: boolean;
  pattern: string;
  body: string;
}

function parseLocations(lines: readonly string[]): Location[] {
  return lines.map((line) => {
    const match = /^location (=|~\*) (\S+) \{ (.*) \}$/.exec(line);
    if (!match) throw new Error(`unexpected location: ${line}`);
    return { exact: match[1] === '=', pattern: match[2] ?? '', body: match[3] ?? '' };
  });
}

/** The unprefixed pages first answer a visitor with a stored language (its cookie, D37). */
const LANGUAGE_REDIRECT =
  /^if \(\$parknova_language\) \{ return 302 \$parknova_language\$request_uri; \} /;

/**
 * What nginx answers for `path` (not a file in dist/, without a language cookie); `search` is
 * the request's query string, which nginx puts in `$is_args$args`.
 */
function nginxAnswer(
  locations: readonly Location[],
  path: string,
  search = '',
  files: ReadonlySet<string> = new Set(),
): HostAnswer {
  const location =
    locations.find(({ exact, pattern }) => exact && pattern === path) ??
    locations.find(({ exact, pattern }) => !exact && new RegExp(pattern, 'i').test(path));
  if (!location) return { kind: 'page', file: '404.html', status: 404 };
  const body = location.body.replace(LANGUAGE_REDIRECT, '');
  const redirect = /^return 301 "(.*)";$/.exec(body);
  if (redirect) {
    return { kind: 'redirect', location: (redirect[1] ?? '').replace('$is_args$args', search) };
  }
  const notFound = /^error_page 404 \/(\S+); try_files \$uri =404;$/.exec(body);
  if (notFound) return { kind: 'page', file: notFound[1] ?? '', status: 404 };
  const page = /^try_files (\$uri\/index\.html )?(?:\$uri )?\/(\S+)(?: =404)?;$/.exec(body);
  if (!page) throw new Error(`unexpected location body: ${location.body}`);
  // `$uri/index.html`: the directory of the (decoded) path, as nginx looks it up.
  const itemPage = `${decodeURIComponent(path).replace(/^\/+|\/+$/g, '')}/index.html`;
  if (page[1] && files.has(itemPage)) return { kind: 'page', file: itemPage, status: 200 };
  return { kind: 'page', file: page[2] ?? '', status: 200 };
}

describe('the route locations', () => {
  const locations = parseLocations(routeLocations(languageRoutes()));

  it('have one location per fixed route, redirect and route with an id in each language, and a not-found page per prefix', () => {
    const perLanguage = fixedRoutes.length + redirectRoutes.length + 4;
    expect(locations).toHaveLength(7 * perLanguage + 6);
  });

  it('send an unprefixed page to the stored language first, never a prefixed one (D37)', () => {
    const withRedirect = locations.filter(({ body }) => LANGUAGE_REDIRECT.test(body));
    expect(withRedirect).toHaveLength(fixedRoutes.length + 4);
    for (const { pattern } of withRedirect) expect(pattern).not.toMatch(/^\^\/(hi|de|fr|ru|es|zh)/);
  });

  it.each([
    ...fixedRoutes.map(({ path }) => path),
    ...redirectRoutes.map(({ from }) => from),
    '/AboutUs',
    '/faq/',
    '/faq//',
    '/CASE/',
    '/Skills/',
    '/case/42',
    '/case/42/',
    '/blogsection/abc',
    '/events/e-1',
    '/SKILLS/x9',
    '/nowhere',
    '/about',
    '/aboutus-team',
    '/case-studies',
    '/cases/1',
    '/index',
    '/hi',
    '/hi/',
    '/HI/AboutUs/',
    '/de/faq',
    '/zh/erp',
    '/fr/cancel',
    '/ru/case/42',
    '/es/skills/x9',
    '/hi/nowhere',
    '/de/case',
    '/hindi/aboutus',
    '/xx/aboutus',
  ])('answer %s as hostRules.answerFor does', (path) => {
    expect(nginxAnswer(locations, path)).toEqual(answerFor(path));
  });

  it.each(['/blogsection/abc', '/case/42/', '/hi/events/e-1', '/es/skills/x9', '/case/43'])(
    'answer %s from the item page a snapshot build wrote, as hostRules.answerFor does (D38)',
    (path) => {
      const files = new Set([
        'blogsection/abc/index.html',
        'case/42/index.html',
        'hi/events/e-1/index.html',
        'es/skills/x9/index.html',
      ]);
      expect(nginxAnswer(locations, path, '', files)).toEqual(
        answerFor(path, '', (file) => files.has(file)),
      );
    },
  );

  it.each([
    ['/erp', '?utm_source=x', '/solution?utm_source=x'],
    ['/cancel', '?x=1', '/refund?x=1#cancellation-policy'],
    ['/SKILLS/', '?a=1&b=2', '/career?a=1&b=2'],
  ])('keep the query string of %s%s on the redirect: %s', (path, search, location) => {
    const expected = { kind: 'redirect', location };
    expect(nginxAnswer(locations, path, search)).toEqual(expected);
    expect(answerFor(path, search)).toEqual(expected);
  });
});

const BOOT_HASH = "'sha256-Ym9vdCBzY3JpcHQgaGFzaCBmb3IgdGhlIHRlc3RzIQ=='";
const STYLE_HASH = "'sha256-c3R5bGUgaGFzaCBmb3IgdGhlIHRlc3RzIQ=='";
const PAGE_STYLE_HASH = "'sha256-cGFnZSBzdHlsZSBoYXNoIGZvciB0aGUgdGVzdHMh'";
const INLINE = hostingDataFrom(
  {
    scriptHashes: [BOOT_HASH],
    styleSources: [STYLE_HASH, PAGE_STYLE_HASH],
    pageStyleSources: {
      '/aboutus/index.html': [PAGE_STYLE_HASH],
      '/hi/404.html': [STYLE_HASH],
      '/blogsection/64f1c2aa0b9e4d7f12ab34cd/index.html': [PAGE_STYLE_HASH],
    },
  },
  'https://api.parknova.example',
);

describe('the site configuration', () => {
  const config = renderSiteConfig(readTemplate('site.conf.template'), options, INLINE);

  it('fills every placeholder of the template', () => {
    expect(config).not.toMatch(/\{\{|\}\}/);
  });

  it('serves dist/ and sends the not-found page for what it does not know', () => {
    expect(config).toContain('root /srv/parknova/dist;');
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toMatch(/location \/ \{\s+try_files \$uri =404;\s+\}/);
    expect(config).toContain('listen 80;\n    listen [::]:80;');
  });

  it('sends every security header on every answer, error pages included', () => {
    expect(config).toContain(
      `add_header Content-Security-Policy "default-src 'none'; script-src 'self' ${BOOT_HASH}; style-src 'self' $parknova_style_src;`,
    );
    expect(config).toContain("connect-src 'self' https://api.parknova.example;");
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Frame-Options',
      'Cache-Control',
    ]) {
      expect(config).toMatch(new RegExp(`add_header ${name} \\S.* always;`));
    }
    // One add_header in a location would drop all of the server's: none may have one.
    // Seven security headers, Cache-Control, Speculation-Rules and Vary (D37's redirect only).
    expect(config.match(/^\s*add_header /gm)).toHaveLength(10);
  });

  it('names in a page’s policy only its own styles; item pages and other answers name all (D34)', () => {
    const map = /map \$uri \$parknova_style_src \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(map).toContain(`"/aboutus/index.html" "${PAGE_STYLE_HASH}";`);
    expect(map).toContain(`"/hi/404.html" "${STYLE_HASH}";`);
    expect(map).not.toContain('/blogsection/');
    expect(map).toContain(`default "${STYLE_HASH} ${PAGE_STYLE_HASH}";`);
  });

  it('varies by cookie on the language redirect only (D37)', () => {
    expect(config).toContain('add_header Vary $parknova_vary always;');
    expect(config).toMatch(/map \$status \$parknova_vary \{\s+302 Cookie;\s+default "";\s+\}/);
    expect(config).toMatch(
      /map \$cookie_selectedLanguage \$parknova_language \{\s+~\^\(hi\|de\|fr\|ru\|es\|zh\)\$ \/\$1;/,
    );
  });

  it('names the speculation rules on every answer and serves them with their content type', () => {
    expect(config).toContain(`add_header Speculation-Rules '"/speculation-rules.json"' always;`);
    expect(config).toContain(
      'location = /speculation-rules.json { types { } default_type application/speculationrules+json; try_files $uri =404; }',
    );
  });

  it('maps Cache-Control by path', () => {
    expect(config).toContain('~^/js/ "public, max-age=31536000, immutable";');
    expect(config).toContain('"public, max-age=86400";');
    expect(config).toContain('default "no-cache";');
  });

  it('serves the precompressed files; brotli only with its module', () => {
    expect(config).toContain('gzip_static on;');
    expect(config).not.toContain('brotli_static on;');
    const brotli = renderSiteConfig(
      readTemplate('site.conf.template'),
      {
        ...options,
        brotli: true,
      },
      INLINE,
    );
    expect(brotli).toContain('brotli_static on;');
  });

  it('with a certificate: TLS here, and plain http redirected to https', () => {
    const tls = renderSiteConfig(
      readTemplate('site.conf.template'),
      {
        ...options,
        listen: '443',
        tls: {
          certificate: '/etc/ssl/site.pem',
          certificateKey: '/etc/ssl/site.key',
          httpListen: '80',
          httpsPort: 443,
        },
      },
      INLINE,
    );
    expect(tls).toContain('listen 443 ssl http2;');
    expect(tls).toContain('ssl_certificate /etc/ssl/site.pem;');
    // The configured name: a request's own Host header must not choose where it is sent.
    expect(tls).toContain('return 301 https://www.parknova.example$request_uri;');
    expect(tls).not.toContain('$host');
    expect(tls).toMatch(/server \{\s+listen 80;/);
  });
});

describe('the standalone configuration for unprivileged runs', () => {
  it('keeps pid, logs and temporary files under the prefix and loads brotli when asked', () => {
    const main = renderStandaloneConfig(readTemplate('nginx.conf.template'), {
      prefix: '/tmp/run',
      siteConfig: '/tmp/run/site.conf',
      brotli: true,
      modulesDir: '/usr/lib/nginx/modules',
      mimeTypes: '/etc/nginx/mime.types',
    });
    expect(main).toContain('pid /tmp/run/nginx.pid;');
    expect(main).toContain('client_body_temp_path /tmp/run/client_body;');
    expect(main).toContain('include /tmp/run/site.conf;');
    expect(main).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(main).not.toMatch(/\{\{/);
  });
});

describe('template filling', () => {
  it('fails on a placeholder without a value and on a value without a placeholder', () => {
    expect(() => fillTemplate('listen {{port}};', {})).toThrow(/no value for \{\{port\}\}/);
    expect(() => fillTemplate('listen 80;', { port: '80' })).toThrow(/no \{\{port\}\}/);
  });

  it('indents a multi-line value like its placeholder', () => {
    expect(fillTemplate('server {\n    {{lines}}\n}', { lines: 'a;\nb;' })).toBe(
      'server {\n    a;\n    b;\n}',
    );
  });

  it('refuses a value nginx would read as syntax or a variable', () => {
    expect(quoted("default-src 'self'")).toBe(`"default-src 'self'"`);
    expect(() => quoted('a"b')).toThrow();
    expect(() => quoted('$uri')).toThrow();
  });
});

describe('the deploy-time environment', () => {
  it('takes the origins, root and server name from the environment', () => {
    const fromEnv = siteOptionsFromEnv({
      SITE_URL: 'https://www.parknova.example/',
      API_BASE_URL: 'https://api.parknova.example/',
      NGINX_ROOT: '/srv/parknova/dist',
      NGINX_BROTLI: 'off',
    });
    expect(fromEnv).toEqual(options);
  });

  it('refuses an http API that is not on a loopback host, as the build does (D34)', () => {
    const inline = { scriptHashes: [], styleSources: [], pageStyleSources: {} };
    expect(() => hostingDataFrom(inline, 'http://api.parknova.example')).toThrow(/not https/);
  });

  it('with a certificate listens on 443 and redirects port 80', () => {
    const fromEnv = siteOptionsFromEnv({
      NGINX_TLS_CERTIFICATE: '/etc/ssl/site.pem',
      NGINX_TLS_CERTIFICATE_KEY: '/etc/ssl/site.key',
      NGINX_BROTLI: 'off',
    });
    expect(fromEnv.listen).toBe('443');
    expect(fromEnv.tls).toEqual({
      certificate: '/etc/ssl/site.pem',
      certificateKey: '/etc/ssl/site.key',
      httpListen: '80',
      httpsPort: 443,
    });
    expect(() => siteOptionsFromEnv({ NGINX_TLS_CERTIFICATE: '/etc/ssl/site.pem' })).toThrow(
      /both/,
    );
  });
});

describe('where TLS ends (NGINX_TLS): the headers of each case (D45)', () => {
  const headersOf = (env: Record<string, string>) => {
    const config = renderSiteConfig(
      readTemplate('site.conf.template'),
      siteOptionsFromEnv({ NGINX_BROTLI: 'off', NGINX_ROOT: '/srv/parknova/dist', ...env }),
      INLINE,
    );
    return {
      hsts: /^\s*add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;$/m.test(
        config,
      ),
      upgrade: /add_header Content-Security-Policy "[^"]*upgrade-insecure-requests" always;/.test(
        config,
      ),
      csp: /add_header Content-Security-Policy "default-src 'none'; [^"]*frame-ancestors 'none'/.test(
        config,
      ),
    };
  };
  const PRODUCTION = { hsts: true, upgrade: true, csp: true };
  const PLAIN_HTTP = { hsts: false, upgrade: false, csp: true };
  const CERTIFICATE = {
    NGINX_TLS_CERTIFICATE: '/etc/ssl/site.pem',
    NGINX_TLS_CERTIFICATE_KEY: '/etc/ssl/site.key',
  };

  it.each([
    [
      'a loopback listener, no TLS: a local try',
      { NGINX_LISTEN: '127.0.0.1:8080', SITE_URL: 'http://127.0.0.1:8080' },
      PLAIN_HTTP,
    ],
    ['a loopback listener without SITE_URL', { NGINX_LISTEN: '127.0.0.1:8080' }, PLAIN_HTTP],
    ['[::1] and localhost alike', { NGINX_LISTEN: '[::1]:8080' }, PLAIN_HTTP],
    ['localhost', { NGINX_LISTEN: 'localhost:8080' }, PLAIN_HTTP],
    [
      'NGINX_TLS=none, said so',
      {
        NGINX_LISTEN: '127.0.0.1:8080',
        NGINX_TLS: 'none',
        SITE_URL: 'https://www.parknova.example',
      },
      PLAIN_HTTP,
    ],
    [
      'a loopback listener behind a TLS-terminating proxy (NGINX_TLS=proxy)',
      {
        NGINX_LISTEN: '127.0.0.1:8080',
        NGINX_TLS: 'proxy',
        SITE_URL: 'https://www.parknova.example',
      },
      PRODUCTION,
    ],
    [
      'a public listener without a certificate: TLS in front, as before',
      { SITE_URL: 'https://www.parknova.example' },
      PRODUCTION,
    ],
    [
      'a public listener, NGINX_TLS=proxy',
      { NGINX_LISTEN: '8080', NGINX_TLS: 'proxy' },
      PRODUCTION,
    ],
    ['a certificate: TLS in nginx', CERTIFICATE, PRODUCTION],
    [
      'a certificate on loopback (the Observatory run)',
      { ...CERTIFICATE, NGINX_LISTEN: '127.0.0.1:8443', NGINX_TLS: 'here' },
      PRODUCTION,
    ],
  ])('%s', (_case, env, expected) => {
    expect(headersOf(env)).toEqual(expected);
  });

  it.each([
    [
      { NGINX_LISTEN: '127.0.0.1:8080', SITE_URL: 'https://www.parknova.example' },
      'NGINX_LISTEN 127.0.0.1:8080 is a loopback address without TLS, and SITE_URL is https://: set NGINX_TLS=proxy',
    ],
    [{ ...CERTIFICATE, NGINX_TLS: 'none' }, 'NGINX_TLS=none contradicts NGINX_TLS_CERTIFICATE'],
    [{ ...CERTIFICATE, NGINX_TLS: 'proxy' }, 'NGINX_TLS=proxy contradicts NGINX_TLS_CERTIFICATE'],
    [{ NGINX_TLS: 'here' }, 'NGINX_TLS=here needs NGINX_TLS_CERTIFICATE'],
    [
      { NGINX_TLS: 'proxy', SITE_URL: 'http://127.0.0.1:8080' },
      'SITE_URL http://127.0.0.1:8080 is plain http, but NGINX_TLS=proxy says visitors use https',
    ],
    [
      { ...CERTIFICATE, SITE_URL: 'http://www.parknova.example' },
      'is plain http, but the certificate says visitors use https',
    ],
    [{ NGINX_TLS: 'off' }, 'NGINX_TLS must be here, proxy or none, not "off"'],
  ])('refuses what it cannot tell apart or what contradicts itself: %j', (env, message) => {
    expect(() => headersOf(env)).toThrow(message);
  });
});
