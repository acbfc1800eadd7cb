/**
 * The deploy-time inputs of the nginx configuration, read from the environment (or, for the
 * privileged step of a deploy, from its root-owned settings file) so that no one edits the
 * generated file by hand (docs/deploying.md lists them), each checked before it goes into the
 * file (scripts/hosting/nginxValues.ts). SITE_URL must be the value the build was made with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLoopbackHost } from '../build/apiBaseUrl.cjs';
import { DEFAULT_SITE_URL } from '@/config/env';
import { BROTLI_MODULES, type SiteOptions, type TlsOptions } from './nginxConfig';
import { checkedNginxValue, type NginxValueKind } from './nginxValues';
import { originOf } from './securityHeaders';

export const DEFAULT_MODULES_DIR = '/usr/lib/nginx/modules';
export const DEFAULT_MIME_TYPES = '/etc/nginx/mime.types';
export const distDir = path.resolve(__dirname, '../../dist');

export type Env = Readonly<Record<string, string | undefined>>;

/**
 * The checked value of the variable `name`, or undefined when it is unset or empty (an env
 * file's `NGINX_LISTEN=` means the default).
 */
export function nginxVariable(env: Env, kind: NginxValueKind, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : checkedNginxValue(kind, name, value);
}

/** Where Debian's brotli modules are looked for. */
export function modulesDirFrom(env: Env): string {
  return nginxVariable(env, 'path', 'NGINX_MODULES_DIR') ?? DEFAULT_MODULES_DIR;
}

/** Whether Debian's brotli module packages are installed where nginx loads modules from. */
export function brotliModulesInstalled(modulesDir: string): boolean {
  return BROTLI_MODULES.every((name) => fs.existsSync(path.join(modulesDir, name)));
}

/** The port of a `listen` value: `443`, `127.0.0.1:8443`, `[::1]:8443`. */
export function portOf(listen: string): number {
  const port = Number(/(\d+)$/.exec(listen)?.[1]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`no port in listen "${listen}"`);
  return port;
}

function brotliSetting(env: Env): boolean {
  const setting = env.NGINX_BROTLI || 'auto';
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  if (setting === 'auto') return brotliModulesInstalled(modulesDirFrom(env));
  throw new Error(`NGINX_BROTLI must be on, off or auto, not "${setting}"`);
}

/** Where TLS ends (NGINX_TLS): in nginx, in a proxy in front of it, or nowhere (a local try). */
export type TlsMode = 'here' | 'proxy' | 'none';
const TLS_MODES: readonly string[] = ['here', 'proxy', 'none'] satisfies TlsMode[];

/** `127.0.0.1:8080`, `[::1]:8080`, `localhost:8080`; a bare port listens everywhere. */
function onLoopback(listen: string): boolean {
  const host = /^(.*):\d+$/.exec(listen)?.[1];
  return host !== undefined && isLoopbackHost(host.toLowerCase());
}

/**
 * NGINX_TLS when it is unset and no certificate is given: what SITE_URL and the listener say,
 * and a refusal where they leave it open.
 */
function tlsModeWithoutCertificate(listen: string, siteScheme: string | null): TlsMode {
  if (siteScheme === 'http:') return 'none';
  if (!onLoopback(listen)) return 'proxy';
  if (siteScheme === 'https:') {
    throw new Error(
      `NGINX_LISTEN ${listen} is a loopback address without TLS, and SITE_URL is https://: set ` +
        'NGINX_TLS=proxy if a TLS-terminating proxy on this machine forwards to it (HSTS and ' +
        'upgrade-insecure-requests are sent), or NGINX_TLS=none to try the site over plain ' +
        'http (neither is sent, D45)',
    );
  }
  return 'none';
}

/**
 * NGINX_TLS, checked against the certificate variables and SITE_URL: a setting that
 * contradicts them is refused rather than guessed.
 */
export function tlsModeFrom(env: Env, listen: string): TlsMode {
  const declared = env.NGINX_TLS || undefined;
  if (declared !== undefined && !TLS_MODES.includes(declared)) {
    throw new Error(`NGINX_TLS must be here, proxy or none, not ${JSON.stringify(declared)}`);
  }
  const certificate = Boolean(env.NGINX_TLS_CERTIFICATE || env.NGINX_TLS_CERTIFICATE_KEY);
  if (certificate && declared !== undefined && declared !== 'here') {
    throw new Error(
      `NGINX_TLS=${declared} contradicts NGINX_TLS_CERTIFICATE: with a certificate, TLS ends in nginx (NGINX_TLS=here or unset)`,
    );
  }
  if (!certificate && declared === 'here') {
    throw new Error('NGINX_TLS=here needs NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY');
  }
  const siteScheme = env.SITE_URL ? new URL(env.SITE_URL).protocol : null;
  const mode =
    (declared as TlsMode | undefined) ??
    (certificate ? 'here' : tlsModeWithoutCertificate(listen, siteScheme));
  if (siteScheme === 'http:' && mode !== 'none') {
    throw new Error(
      `SITE_URL ${String(env.SITE_URL)} is plain http, but ${declared === undefined ? 'the certificate' : `NGINX_TLS=${mode}`} says visitors use https: make SITE_URL https://, or set NGINX_TLS=none`,
    );
  }
  return mode;
}

function tlsSetting(env: Env, listen: string, mode: TlsMode): TlsOptions | null {
  if (mode !== 'here') return null;
  const certificate = nginxVariable(env, 'path', 'NGINX_TLS_CERTIFICATE') ?? '';
  const certificateKey = nginxVariable(env, 'path', 'NGINX_TLS_CERTIFICATE_KEY') ?? '';
  if (!certificate || !certificateKey) {
    throw new Error('set both NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY, or neither');
  }
  return {
    certificate,
    certificateKey,
    httpListen: nginxVariable(env, 'listen', 'NGINX_HTTP_LISTEN') ?? '80',
    httpsPort: portOf(listen),
  };
}

/** NGINX_SERVER_NAME, else the host of SITE_URL, checked alike (a URL's host may hold `;{}`). */
function serverNameFrom(env: Env, siteUrl: string): string {
  return (
    nginxVariable(env, 'serverNames', 'NGINX_SERVER_NAME') ??
    checkedNginxValue(
      'serverNames',
      'NGINX_SERVER_NAME (unset: the host of SITE_URL)',
      new URL(siteUrl).hostname,
    )
  );
}

/** NGINX_ROOT, else this checkout's dist/ (checked too: the checkout's path goes in the file). */
function rootFrom(env: Env): string {
  const root = nginxVariable(env, 'path', 'NGINX_ROOT');
  return root === undefined
    ? checkedNginxValue('path', "NGINX_ROOT (unset: this checkout's dist/)", distDir)
    : path.resolve(root);
}

/**
 * The configuration's values from `env`. A checked `root` overrides NGINX_ROOT: a deploy gives
 * the release's own folder (docs/deploying.md, "Releases").
 */
export function siteOptionsFromEnv(env: Env, root?: string): SiteOptions {
  const siteUrl = env.SITE_URL || DEFAULT_SITE_URL;
  const certificate = Boolean(env.NGINX_TLS_CERTIFICATE || env.NGINX_TLS_CERTIFICATE_KEY);
  const listen = nginxVariable(env, 'listen', 'NGINX_LISTEN') ?? (certificate ? '443' : '80');
  const mode = tlsModeFrom(env, listen);
  return {
    listen,
    root: root ?? rootFrom(env),
    serverName: serverNameFrom(env, siteUrl),
    siteOrigin: originOf(siteUrl),
    brotli: brotliSetting(env),
    tls: tlsSetting(env, listen, mode),
    plainHttp: mode === 'none',
  };
}
