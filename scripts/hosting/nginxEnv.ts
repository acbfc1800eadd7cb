/**
 * The deploy-time inputs of the nginx configuration, read from the environment so that no one
 * edits the generated file by hand (docs/deploying.md lists them), each checked before it goes
 * into the file (scripts/hosting/nginxValues.ts). API_BASE_URL and SITE_URL must be the values
 * the build was made with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assertSecureApiBaseUrl } from '../build/apiBaseUrl.cjs';
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

function tlsSetting(env: Env, listen: string): TlsOptions | null {
  const certificate = nginxVariable(env, 'path', 'NGINX_TLS_CERTIFICATE') ?? '';
  const certificateKey = nginxVariable(env, 'path', 'NGINX_TLS_CERTIFICATE_KEY') ?? '';
  if (!certificate && !certificateKey) return null;
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
 * The configuration's values from `env`. A checked `root` overrides NGINX_ROOT: deploy:switch
 * gives the release's own folder (docs/deploying.md, "Releases").
 */
export function siteOptionsFromEnv(env: Env, root?: string): SiteOptions {
  const apiBaseUrl = (env.API_BASE_URL ?? '').replace(/\/+$/, '');
  assertSecureApiBaseUrl(apiBaseUrl);
  const siteUrl = env.SITE_URL || DEFAULT_SITE_URL;
  const tlsHere = Boolean(env.NGINX_TLS_CERTIFICATE || env.NGINX_TLS_CERTIFICATE_KEY);
  const listen = nginxVariable(env, 'listen', 'NGINX_LISTEN') ?? (tlsHere ? '443' : '80');
  return {
    listen,
    root: root ?? rootFrom(env),
    serverName: serverNameFrom(env, siteUrl),
    siteOrigin: originOf(siteUrl),
    apiOrigin: originOf(apiBaseUrl),
    brotli: brotliSetting(env),
    tls: tlsSetting(env, listen),
  };
}
