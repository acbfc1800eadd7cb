/**
 * Renders the nginx configuration of docs/deploying.md from the templates in deploy/nginx/:
 * the routes from the route table (D32), in the order and with the same reading of a path as
 * scripts/hosting/hostRules.ts (case-insensitive, a last slash ignored), the security headers (D34) and
 * the cache rules. Pure functions; scripts/hosting/nginx-config.ts reads the environment and writes files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  APP_SHELL_FILE,
  detailPrefix,
  detailRoutes,
  fileIn,
  fixedRoutes,
  htmlFileFor,
  NOT_FOUND_FILE,
  redirectRoutes,
} from '@/config/routeTable';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { languagePrefix, localizedPath } from '@/i18n/languagePaths';
import type { InlineSources } from '../build/inlineSources';
import { cacheRules, REVALIDATE } from './cachePolicy';
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
  /** Backend origin (API_BASE_URL), '' for none. */
  apiOrigin: string;
  /** Debian's brotli modules are installed: serve .br files and compress with brotli. */
  brotli: boolean;
  /** Terminate TLS here; null when a proxy or CDN in front does. */
  tls: TlsOptions | null;
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
export function languageMapLines(): string[] {
  const others = SUPPORTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
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

function languageLocations(language: Language): string[] {
  const redirectFirst = language === DEFAULT_LANGUAGE ? LANGUAGE_REDIRECT : '';
  const fixed = fixedRoutes.map(({ path: route }) => {
    const url = localizedPath(language, route);
    const serve = `${redirectFirst}try_files /${htmlFileFor(url)} =404;`;
    return url === '/'
      ? `location = / { ${serve} }`
      : `location ~* ${routePattern(url)} { ${serve} }`;
  });
  const redirects = redirectRoutes.map(
    ({ from, to }) =>
      `location ~* ${routePattern(localizedPath(language, from))} { return 301 ${redirectTarget(localizedPath(language, to))}; }`,
  );
  // An item's page where a snapshot build wrote one (D38), else a file under the prefix as
  // itself, else the app shell, as the preview server does.
  const details = detailRoutes.map(
    (pattern) =>
      `location ~* ^${escapeRegex(localizedPath(language, detailPrefix(pattern)))}. { ${redirectFirst}try_files $uri/index.html $uri /${fileIn(language, APP_SHELL_FILE)}; }`,
  );
  // Anything else under a language's prefix gets that language's not-found page.
  const notFound =
    language === DEFAULT_LANGUAGE
      ? []
      : [
          `location ~* ^${escapeRegex(languagePrefix(language))}/ { error_page 404 /${fileIn(language, NOT_FOUND_FILE)}; try_files $uri =404; }`,
        ];
  return [...fixed, ...redirects, ...details, ...notFound];
}

/**
 * One location per route and language (D37), in the order hostRules.answerFor decides: fixed
 * routes, redirects, then the routes with an id. `/*$` accepts the last slash(es) the router
 * ignores; `~*` is case-insensitive as the router is.
 */
export function routeLocations(): string[] {
  return SUPPORTED_LANGUAGES.flatMap(languageLocations);
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
 * Each page the route table names, in every language, its own style sources (D34); the pages of
 * the content snapshot's items fall to the default, every page's: their paths are too long for
 * nginx's default map hash buckets, and they share their styles with their list pages.
 */
export function styleMapLines(inline: InlineSources): string[] {
  const named = SUPPORTED_LANGUAGES.flatMap((language) =>
    [
      ...fixedRoutes.map(({ path: route }) => htmlFileFor(route)),
      NOT_FOUND_FILE,
      APP_SHELL_FILE,
    ].map((file) => `/${fileIn(language, file)}`),
  );
  return [
    ...named.flatMap((file) => {
      const sources = inline.pageStyleSources[file];
      return sources ? [`${quoted(file)} ${quoted(sources.join(' '))};`] : [];
    }),
    `default ${quoted(inline.styleSources.join(' '))};`,
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

const BROTLI_LINES = [
  'brotli_static on;',
  'brotli on;',
  'brotli_comp_level 5;',
  'brotli_types text/css application/javascript application/json image/svg+xml application/xml text/xml text/plain;',
];

/**
 * The site's server block. `inline` are the built pages' inline script and style hashes (D34:
 * scripts/build/inlineSources.ts `builtInlineSources`), which the CSP allows.
 */
export function renderSiteConfig(
  template: string,
  options: SiteOptions,
  inline: InlineSources,
): string {
  const { listen, root, serverName, siteOrigin, apiOrigin, brotli, tls } = options;
  const speculation = speculationRulesNginxLines();
  const policy = {
    apiOrigin,
    scriptHashes: inline.scriptHashes,
    styleSources: [STYLE_SOURCES_SLOT],
  };
  const headers = [
    ...headerLines(securityHeaders(policy)).map((line) =>
      line.replace(STYLE_SOURCES_SLOT, STYLE_SOURCES_VARIABLE),
    ),
    speculation.header,
  ];
  const summary = [
    `site ${siteOrigin}`,
    `API ${apiOrigin || 'on the site itself'}`,
    `brotli ${brotli ? 'on' : 'off'}`,
    `TLS ${tls ? 'here' : 'in front of nginx, if any'}`,
    `404 page ${NOT_FOUND_FILE}`,
  ].join(', ');
  const config = fillTemplate(template, {
    summary,
    cacheMap: cacheMapLines().join('\n'),
    styleMap: styleMapLines(inline).join('\n'),
    httpRedirectServer: httpRedirectServer(options, headers),
    listen: listenLines(listen, tls ? 'ssl http2' : '').join('\n'),
    serverName,
    root,
    tls: tls ? tlsLines(tls).join('\n') : '# TLS: terminated in front of nginx.',
    brotli: brotli ? BROTLI_LINES.join('\n') : '# brotli: module not installed, gzip only.',
    languageMaps: languageMapLines().join('\n'),
    headers: [...headers, 'add_header Vary $parknova_vary always;'].join('\n'),
    routes: [...routeLocations(), speculation.location].join('\n'),
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
