/**
 * D41: the nginx configuration follows the release it serves. For each switch the privileged
 * step (scripts/hosting/nginxSite.ts) writes the site file for the new release, whose `root` is
 * the release's own folder (not the `current` symlink) and whose Content-Security-Policy names
 * that release's inline styles, checks nginx's whole configuration and reloads it. The reload
 * is the switch: nginx's new workers serve the new folder with its headers, and the old
 * workers finish their requests from the old folder with the old headers, so no page is ever
 * sent with another release's policy (docs/deploying.md, "Releases").
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface NginxReload {
  /** The site file nginx includes (NGINX_SITE_CONFIG), rewritten for each release. */
  siteConfig: string;
  /** Checks nginx's whole configuration (NGINX_TEST_COMMAND). */
  test: readonly string[];
  /** Makes nginx load it (NGINX_RELOAD_COMMAND). */
  reload: readonly string[];
}

export const DEFAULT_TEST_COMMAND = 'nginx -t';
export const DEFAULT_RELOAD_COMMAND = 'nginx -s reload';

/** Replaces `file` in one rename: nginx never reads half a file. */
function writeAtomically(file: string, text: string): void {
  const next = `${file}.next-${String(process.pid)}`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(next, { force: true });
  fs.writeFileSync(next, text, { flag: 'wx', mode: 0o644 });
  fs.renameSync(next, file);
}

function run(words: readonly string[], what: string): void {
  const [program = '', ...args] = words;
  try {
    execFileSync(program, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    const output = `${stdout}${stderr}`.trim() || (error as Error).message;
    throw new Error(`nginx-site: ${what} (${words.join(' ')}) failed:\n${output}`);
  }
}

/**
 * Installs `config` as the site file, checks nginx's configuration and reloads it. When the
 * check or the reload fails, the file that was there is put back (nginx still runs with it)
 * and the error says why.
 */
export function installSiteConfig(nginx: NginxReload, config: string): void {
  const { siteConfig } = nginx;
  const previous = fs.existsSync(siteConfig) ? fs.readFileSync(siteConfig, 'utf8') : null;
  writeAtomically(siteConfig, config);
  try {
    run(nginx.test, 'the check of the nginx configuration, NGINX_TEST_COMMAND');
    run(nginx.reload, 'the reload of nginx, NGINX_RELOAD_COMMAND');
  } catch (error) {
    if (previous === null) fs.rmSync(siteConfig, { force: true });
    else writeAtomically(siteConfig, previous);
    throw error;
  }
}
