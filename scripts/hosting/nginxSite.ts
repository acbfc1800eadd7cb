/**
 * The privileged step of a deploy (D41; docs/deploying.md, "Who owns what"). The account that
 * builds the site writes data only: a release and its `hosting.json`. This step, which root
 * runs (a fixed command the sudoers file allows, installed from a copy of this repository the
 * build account cannot change), takes that data on its standard input, checks every value
 * (scripts/hosting/hostingData.ts), writes nginx's site file itself from its own template and
 * its own settings, has nginx check it and reloads; when nginx refuses, it puts the previous
 * file back. It never reads a file the build account owns, and never runs its code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkHostingData, type SiteRequest } from './hostingData';
import { readTemplate, renderSiteConfig } from './nginxConfig';
import { nginxVariable, siteOptionsFromEnv, type Env } from './nginxEnv';
import {
  DEFAULT_RELOAD_COMMAND,
  DEFAULT_TEST_COMMAND,
  installSiteConfig,
  type NginxReload,
} from './nginxReload';
import { checkedNginxValue, commandWords } from './nginxValues';

export interface SiteSettings {
  /** PARKNOVA_RELEASES: nginx serves a folder directly in it, nothing else. */
  releases: string;
  nginx: NginxReload;
  /** The NGINX_* values and SITE_URL for the file (scripts/hosting/nginxEnv.ts). */
  env: Env;
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/;
/** What sh (cron) and systemd's EnvironmentFile would read differently, or sh would run. */
const UNSAFE_VALUE = /["'\\$`]/;

/**
 * The `NAME=value` lines of an environment file such as /etc/parknova/build.env, read by
 * systemd, by sh and by this step alike: blank lines and `#` comments aside, a value is plain
 * or in double quotes, without quotes, backslashes, `$` or backquotes inside.
 */
export function parseEnvFile(text: string, file: string): Record<string, string> {
  const values: Record<string, string> = {};
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${file}:${String(index + 1)}`;
    const [, name = '', value = ''] = ASSIGNMENT.exec(line) ?? [];
    if (!name) throw new Error(`${where}: not a NAME=value line`);
    const quoted = /^"(.*)"$/.exec(value)?.[1];
    const inner = quoted ?? value;
    if (UNSAFE_VALUE.test(inner) || (quoted === undefined && /\s/.test(value))) {
      throw new Error(
        `${where}: the value of ${name} must be plain, or in double quotes if it has spaces, ` +
          'without quotes, backslashes, $ or backquotes inside',
      );
    }
    values[name] = inner;
  });
  return values;
}

/**
 * The settings say which commands root runs: they must be root's (or, for a test or a
 * one-account server, the running user's), in a folder and a file no one else may write to.
 */
function assertOperatorOwned(target: string): void {
  const stat = fs.lstatSync(target);
  const uid = process.getuid?.() ?? 0;
  const owners = uid === 0 ? 'root' : `root or uid ${String(uid)}`;
  if (stat.isSymbolicLink()) throw new Error(`nginx-site: ${target} must not be a symlink`);
  if (stat.uid !== 0 && stat.uid !== uid) {
    throw new Error(
      `nginx-site: ${target} must be owned by ${owners}, not uid ${String(stat.uid)}: it names the commands this step runs`,
    );
  }
  if ((stat.mode & 0o022) !== 0) {
    throw new Error(
      `nginx-site: ${target} must be writable by its owner only (mode ${(stat.mode & 0o777).toString(8)})`,
    );
  }
}

/** The settings in `file` (PARKNOVA_RELEASES, NGINX_SITE_CONFIG and the other NGINX_* values). */
export function readSiteSettings(file: string): SiteSettings {
  const settingsFile = checkedNginxValue('path', 'the settings file', file);
  assertOperatorOwned(path.dirname(settingsFile));
  assertOperatorOwned(settingsFile);
  const env = parseEnvFile(fs.readFileSync(settingsFile, 'utf8'), settingsFile);
  const releases = nginxVariable(env, 'path', 'PARKNOVA_RELEASES');
  const siteConfig = nginxVariable(env, 'path', 'NGINX_SITE_CONFIG');
  if (releases === undefined || siteConfig === undefined) {
    throw new Error(`nginx-site: ${settingsFile} must set PARKNOVA_RELEASES and NGINX_SITE_CONFIG`);
  }
  const command = (name: string, fallback: string) => commandWords(name, env[name] || fallback);
  return {
    releases: path.resolve(releases),
    nginx: {
      siteConfig,
      test: command('NGINX_TEST_COMMAND', DEFAULT_TEST_COMMAND),
      reload: command('NGINX_RELOAD_COMMAND', DEFAULT_RELOAD_COMMAND),
    },
    env,
  };
}

/** A release's name: no `.partial` (a copy in progress), no dot first. */
const RELEASE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The request once its release is a real folder directly in `releases` and its hosting data
 * checks: nginx will serve that folder and nothing outside the releases.
 */
export function checkSiteRequest(value: unknown, releases: string): SiteRequest {
  const request = value as Partial<Record<keyof SiteRequest, unknown>> | null;
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new Error('nginx-site: the request must be { "release": …, "hosting": … }');
  }
  const extra = Object.keys(request).find((key) => key !== 'release' && key !== 'hosting');
  if (extra !== undefined)
    throw new Error(`nginx-site: the request has no field ${JSON.stringify(extra)}`);
  const release = checkedNginxValue('path', 'the release folder', String(request.release));
  const name = path.basename(release);
  const where = `a folder directly in PARKNOVA_RELEASES (${releases})`;
  if (path.dirname(release) !== releases || !RELEASE_NAME.test(name) || name.endsWith('.partial')) {
    throw new Error(`nginx-site: the release ${release} must be ${where}, not a copy in progress`);
  }
  if (fs.realpathSync(releases) !== releases) {
    throw new Error(
      `nginx-site: PARKNOVA_RELEASES ${releases} must be a real path, no symlink in it`,
    );
  }
  const stat = fs.lstatSync(release, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) throw new Error(`nginx-site: the release ${release} must be ${where}`);
  return { release, hosting: checkHostingData(request.hosting) };
}

/** Writes, checks and reloads nginx's site file for the request; what it did, in a line. */
export function publishSite(settings: SiteSettings, request: SiteRequest): string {
  const options = siteOptionsFromEnv(settings.env, request.release);
  const config = renderSiteConfig(readTemplate('site.conf.template'), options, request.hosting);
  installSiteConfig(settings.nginx, config);
  return `nginx-site: ${settings.nginx.siteConfig} serves ${request.release}, checked and reloaded`;
}
