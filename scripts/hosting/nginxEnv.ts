/**
 * The deploy-time inputs of the nginx configuration, read from the environment so that no one
 * edits the generated file by hand (docs/deploying.md lists them). API_BASE_URL and SITE_URL
 * must be the values the build was made with.
 */
import fs from 'node:fs';
import path from 'node:path';
import { assertSecureApiBaseUrl } from '../build/apiBaseUrl.cjs';
import { DEFAULT_SITE_URL } from '@/config/env';
import { BROTLI_MODULES, type SiteOptions, type TlsOptions } from './nginxConfig';
import { originOf } from './securityHeaders';

export const DEFAULT_MODULES_DIR = '/usr/lib/nginx/modules';
export const DEFAULT_MIME_TYPES = '/etc/nginx/mime.types';
export const distDir = path.resolve(__dirname, '../../dist');

type Env = Readonly<Record<string, string | undefined>>;

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
  const setting = env.NGINX_BROTLI ?? 'auto';
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  if (setting === 'auto')
    return brotliModulesInstalled(env.NGINX_MODULES_DIR ?? DEFAULT_MODULES_DIR);
  throw new Error(`NGINX_BROTLI must be on, off or auto, not "${setting}"`);
}

function tlsSetting(env: Env, listen: string): TlsOptions | null {
  const certificate = env.NGINX_TLS_CERTIFICATE ?? '';
  const certificateKey = env.NGINX_TLS_CERTIFICATE_KEY ?? '';
  if (!certificate && !certificateKey) return null;
  if (!certificate || !certificateKey) {
    throw new Error('set both NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY, or neither');
  }
  return {
    certificate,
    certificateKey,
    httpListen: env.NGINX_HTTP_LISTEN ?? '80',
    httpsPort: portOf(listen),
  };
}

export function siteOptionsFromEnv(env: Env): SiteOptions {
  const apiBaseUrl = (env.API_BASE_URL ?? '').replace(/\/+$/, '');
  assertSecureApiBaseUrl(apiBaseUrl);
  const siteUrl = env.SITE_URL || DEFAULT_SITE_URL;
  const tlsHere = Boolean(env.NGINX_TLS_CERTIFICATE ?? env.NGINX_TLS_CERTIFICATE_KEY);
  const listen = env.NGINX_LISTEN ?? (tlsHere ? '443' : '80');
  return {
    listen,
    root: path.resolve(env.NGINX_ROOT ?? distDir),
    serverName: env.NGINX_SERVER_NAME ?? new URL(siteUrl).hostname,
    siteOrigin: originOf(siteUrl),
    apiOrigin: originOf(apiBaseUrl),
    brotli: brotliSetting(env),
    tls: tlsSetting(env, listen),
  };
}
