/**
 * Renders the nginx configuration of docs/deploying.md from the templates in deploy/nginx/ and
 * a release's hosting data (scripts/hosting/hostingData.ts, checked before it gets here): the
 * routes of the route table (D32), in the order and with the same reading of a path as
 * scripts/hosting/hostRules.ts (case-insensitive, a last slash ignored), the security headers
 * (D34) with the release's hashes, and the cache rules. Pure functions, run as root by
 * scripts/hosting/nginxSite.ts; scripts/hosting/nginx-config.ts writes a file for one folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { headersForPlainHttp } from '../serve/plainHttp';
import { cacheRules, REVALIDATE } from './cachePolicy';
import type { HostingData, LanguageRoutes } from './hostingData';
import { securityHeaders, type Header } from './securityHeaders';
import { speculationRulesNginxLines } from './speculationRules';

export const templatesDir = path.resolve(__dirname, '../../deploy/nginx');

export interface TlsOptions {
  certificate: string;
  certificateKey: string;
  /** Where plain http is answered with a redirect to https, such as `80`. */
  httpListen: string;
  /** The https port visitors use: in the redirect's Location unless it is 443. */
  httpsPort: number;
}

export interface SiteOptions {
  /** nginx `listen` address: a port (`80`, IPv4 and IPv6) or `address:port`. */
  listen: string;
  /** Absolute path of the built dist/. */
  root: string;
  serverName: string;
  /** Public origin (SITE_URL), named in the generated file's summary. */
  siteOrigin: string;
  /** Debian's brotli modules are installed: serve .br files and compress with brotli. */
  brotli: boolean;
  /** Terminate TLS here; null when a proxy or CDN in front does, or nothing does. */
  tls: TlsOptions | null;
  /**
   * No TLS anywhere (NGINX_TLS=none, a local try): the headers less HSTS and
   * `upgrade-insecure-requests`, which WebKit applies to loopback too (D45).
   */
  plainHttp: boolean;
}

export interface StandaloneOptions {
  /** Directory for pid, logs and temporary files. */
  prefix: string;
  siteConfig: string;
  brotli: boolean;
  modulesDir: string;
  mimeTypes: string;
}

/** The Debian packages libnginx-mod-http-brotli-{filter,static} install these. */
export const BROTLI_MODULES = [
  'ngx_http_brotli_filter_module.so',
  'ngx_http_brotli_static_module.so',
] as const;

const PLACEHOLDER = /^([ \t]*)\{\{(\w+)\}\}[ \t]*$|\{\{(\w+)\}\}/gm;

/**
 * Replaces each `{{name}}` of `template`; a placeholder alone on its line takes a multi-line
 * value, indented like it. Fails on a placeholder without a value and on a value without a
 * placeholder, so the template and this generator cannot drift apart unnoticed.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const valueOf = (name: string): string => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    used.add(name);
    return value;
  };
  const filled = template.replace(
    PLACEHOLDER,
    (_match, indent: string | undefined, lineName: string | undefined, inline: string) => {
      if (lineName === undefined) return valueOf(inline);
      return valueOf(lineName)
        .split('\n')
        .map((line) => (line === '' ? '' : `${indent ?? ''}${line}`))
        .join('\n');
    },
  );
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`nginx template: no {{${unused.join('}}, {{')}}}`);
  return filled;
}

/** Refuses characters nginx would read as syntax or variables inside a double-quoted string. */
function assertQuotable(value: string): void {
  if (/["\\$\n]/.test(value))
    throw new Error(`nginx config: cannot quote ${JSON.stringify(value)}`);
}

/** A double-quoted nginx string; refuses characters nginx would read as syntax or variables. */
export function quoted(value: string): string {
  assertQuotable(value);
  return `"${value}"`;
}

/**
 * A redirect target as a quoted nginx string that keeps the request's query string in front of
 * any fragment, as hostRules.withQuery does: `"/refund$is_args$args#cancellation-policy"`.
 */
export function redirectTarget(to: string): string {
  const hashAt = to.includes('#') ? to.indexOf('#') : to.length;
  const [path, hash] = [to.slice(0, hashAt), to.slice(hashAt)];
  assertQuotable(path);
  assertQuotable(hash);
  return `"${path}$is_args$args${hash}"`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Set by a `selectedLanguage` cookie naming another language than English: `/hi` (D37). */
export const LANGUAGE_REDIRECT_VARIABLE = '$parknova_language';

/** An unprefixed page first sends a visitor with another stored language to its URL (302). */
const LANGUAGE_REDIRECT = `if (${LANGUAGE_REDIRECT_VARIABLE}) { return 302 ${LANGUAGE_REDIRECT_VARIABLE}$request_uri; } `;

/** The nginx `map`s behind the language redirect and its `Vary: Cookie` (that answer only). */
export function languageMapLines(languages: readonly LanguageRoutes[]): string[] {
  const others = languages.filter(({ prefix }) => prefix !== '').map(({ code }) => code);
  return [
    `map $cookie_selectedLanguage ${LANGUAGE_REDIRECT_VARIABLE} {`,
    `    ~^(${others.join('|')})$ /$1;`,
    '    default "";',
    '}',
    '',
    '# Only the language redirect varies by cookie; pages never do, so caches keep them.',
    'map $status $parknova_vary {',
    '    302 Cookie;',
    '    default "";',
    '}',
  ];
}

/** `/hi/aboutus` → `^/hi/aboutus/*$`, case-insensitive as the router is. */
function routePattern(path: string): string {
  return `^${escapeRegex(path.replace(/\/+$/, ''))}/*$`;
}

function languageLocations({
  prefix,
  pages,
  redirects,
  items,
  notFound,
}: LanguageRoutes): string[] {
  const redirectFirst = prefix === '' ? LANGUAGE_REDIRECT : '';
  const fixed = pages.map(({ path: url, file }) => {
    const serve = `${redirectFirst}try_files /${file} =404;`;
    return url === '/'
      ? `location = / { ${serve} }`
      : `location ~* ${routePattern(url)} { ${serve} }`;
  });
  const redirectLocations = redirects.map(
    ({ from, to }) => `location ~* ${routePattern(from)} { return 301 ${redirectTarget(to)}; }`,
  );
  // An item's page where a snapshot build wrote one (D38), else a file under the prefix as
  // itself, else the app shell, as the preview server does.
  const details = items.map(
    ({ prefix: itemPrefix, shell }) =>
      `location ~* ^${escapeRegex(itemPrefix)}. { ${redirectFirst}try_files $uri/index.html $uri /${shell}; }`,
  );
  // Anything else under a language's prefix gets that language's not-found page.
  const notFoundLocation =
    notFound === null
      ? []
      : [
          `location ~* ^${escapeRegex(prefix)}/ { error_page 404 /${notFound}; try_files $uri =404; }`,
        ];
  return [...fixed, ...redirectLocations, ...details, ...notFoundLocation];
}

/**
 * One location per route and language (D37), in the order hostRules.answerFor decides: fixed
 * routes, redirects, then the routes with an id. `/*$` accepts the last slash(es) the router
 * ignores; `~*` is case-insensitive as the router is.
 */
export function routeLocations(languages: readonly LanguageRoutes[]): string[] {
  return languages.flatMap(languageLocations);
}

export function cacheMapLines(): string[] {
  return [
    ...cacheRules.map(
      ({ pattern, ignoreCase, value }) => `${ignoreCase ? '~*' : '~'}${pattern} ${quoted(value)};`,
    ),
    `default ${quoted(REVALIDATE)};`,
  ];
}

/** The map's variable, in place of the style sources in the CSP header. */
const STYLE_SOURCES_VARIABLE = '$parknova_style_src';
/** Stands for the variable until the header is quoted (quoting refuses a `$`). */
const STYLE_SOURCES_SLOT = 'PARKNOVA_STYLE_SOURCES';

/**
 * Each page the hosting data names (every route, the not-found page and the app shell, in
 * every language) with its own style sources (D34); any other answer, the content snapshot's
 * item pages among them, with every page's.
 */
export function styleMapLines(data: HostingData): string[] {
  return [
    ...Object.entries(data.pageStyleSources).map(
      ([file, sources]) => `${quoted(file)} ${quoted(sources.join(' '))};`,
    ),
    `default ${quoted(data.styleSources.join(' '))};`,
  ];
}

export function headerLines(headers: readonly Header[]): string[] {
  return headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
}

/** `80` listens on IPv4 and IPv6, as Debian's default site does; `127.0.0.1:8080` on that only. */
function listenLines(listen: string, parameters: string): string[] {
  const suffix = parameters ? ` ${parameters}` : '';
  return /^\d+$/.test(listen)
    ? [`listen ${listen}${suffix};`, `listen [::]:${listen}${suffix};`]
    : [`listen ${listen}${suffix};`];
}

function tlsLines(tls: TlsOptions): string[] {
  return [
    `ssl_certificate ${tls.certificate};`,
    `ssl_certificate_key ${tls.certificateKey};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_prefer_server_ciphers off;',
    'ssl_session_cache shared:parknova_tls:10m;',
    'ssl_session_timeout 1d;',
    'ssl_session_tickets off;',
  ];
}

/** The first of the server's names (`server_name` may list several): the site's own. */
function canonicalName(serverName: string): string {
  return serverName.trim().split(/\s+/)[0] ?? serverName;
}

/** Plain http only sends the visitor to https (with the same headers, for uniformity). */
function httpRedirectServer(options: SiteOptions, headers: readonly string[]): string {
  const { tls, serverName } = options;
  if (!tls) return '';
  const port = tls.httpsPort === 443 ? '' : `:${tls.httpsPort}`;
  return [
    '# Plain http: straight to https, on the configured server name, never the request Host.',
    'server {',
    ...listenLines(tls.httpListen, '').map((line) => `    ${line}`),
    `    server_name ${serverName};`,
    '    server_tokens off;',
    ...headers.map((line) => `    ${line}`),
    `    return 301 https://${canonicalName(serverName)}${port}$request_uri;`,
    '}',
  ].join('\n');
}

/** Where TLS ends, for the file's comments. */
function whereTls({ tls, plainHttp }: SiteOptions): string {
  if (tls) return 'here';
  return plainHttp
    ? 'nowhere (plain http, D45: no HSTS, no upgrading of requests)'
    : 'in front of nginx (a proxy, load balancer or CDN)';
}

const BROTLI_LINES = [
  'brotli_static on;',
  'brotli on;',
  'brotli_comp_level 5;',
  'brotli_types text/css application/javascript application/json image/svg+xml application/xml text/xml text/plain;',
];

/**
 * The site's server block for a release whose hosting data is `data` (its routes, its API
 * origin and its inline scripts' and styles' hashes, which the CSP allows, D34).
 */
export function renderSiteConfig(
  template: string,
  options: SiteOptions,
  data: HostingData,
): string {
  const { listen, root, serverName, siteOrigin, brotli, tls, plainHttp } = options;
  const { apiOrigin } = data;
  const speculation = speculationRulesNginxLines();
  const policy = {
    apiOrigin,
    scriptHashes: data.scriptHashes,
    styleSources: [STYLE_SOURCES_SLOT],
  };
  const security = securityHeaders(policy);
  const headers = [
    ...headerLines(plainHttp ? headersForPlainHttp(security) : security).map((line) =>
      line.replace(STYLE_SOURCES_SLOT, STYLE_SOURCES_VARIABLE),
    ),
    speculation.header,
  ];
  const summary = [
    `site ${siteOrigin}`,
    `API ${apiOrigin || 'on the site itself'}`,
    `brotli ${brotli ? 'on' : 'off'}`,
    `TLS ${whereTls(options)}`,
    '404 page 404.html',
  ].join(', ');
  const config = fillTemplate(template, {
    summary,
    cacheMap: cacheMapLines().join('\n'),
    styleMap: styleMapLines(data).join('\n'),
    httpRedirectServer: httpRedirectServer(options, headers),
    listen: listenLines(listen, tls ? 'ssl http2' : '').join('\n'),
    serverName,
    root,
    tls: tls ? tlsLines(tls).join('\n') : `# TLS: ${whereTls(options)}.`,
    brotli: brotli ? BROTLI_LINES.join('\n') : '# brotli: module not installed, gzip only.',
    languageMaps: languageMapLines(data.languages).join('\n'),
    headers: [...headers, 'add_header Vary $parknova_vary always;'].join('\n'),
    routes: [...routeLocations(data.languages), speculation.location].join('\n'),
  });
  // An empty optional block (no TLS redirect server) leaves no run of blank lines behind.
  return config.replace(/\n{3,}/g, '\n\n');
}

export function renderStandaloneConfig(template: string, options: StandaloneOptions): string {
  const modules = options.brotli
    ? BROTLI_MODULES.map((name) => `load_module ${path.join(options.modulesDir, name)};`)
    : [];
  return fillTemplate(template, {
    prefix: options.prefix,
    modules: modules.join('\n'),
    mimeTypes: options.mimeTypes,
    siteConfig: options.siteConfig,
  });
}

export function readTemplate(name: 'site.conf.template' | 'nginx.conf.template'): string {
  return fs.readFileSync(path.join(templatesDir, name), 'utf8');
}
