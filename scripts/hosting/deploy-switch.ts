/**
 * `npm run deploy:switch -- DIR`: makes the complete build in DIR the live site in one atomic
 * step (scripts/hosting/deploySwitch.ts, docs/deploying.md "Releases"): DIR is checked against
 * its marker, its hosting data goes to the privileged step NGINX_SITE_COMMAND (say
 * `sudo -n /usr/local/lib/parknova-nginx/scripts/hosting/nginx-site.cjs /etc/parknova/build.env`),
 * which writes nginx's site file for DIR, checks it and reloads nginx; then the live symlink
 * moves.
 *
 *   --live PATH          the symlink naming the live release (default: DIR/../../current, for
 *                        the layout /var/www/parknova/releases/<name> and /var/www/parknova/current)
 *   --keep N             previous releases kept for rollback (default 3, at least 1)
 *   --scripts-days N     days the scripts of earlier releases stay available (default 7)
 *   --no-nginx           no nginx serves the releases: switch the symlink only (the host's
 *                        headers must then follow the release some other way)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { switchRelease } from './deploySwitch';
import type { SiteRequest } from './hostingData';
import { commandWords } from './nginxValues';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function count(name: string, fallback: number): number {
  const value = argument(name);
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`deploy:switch: ${name} must be a whole number, not "${String(value)}"`);
  }
  return number;
}

/** Variables the privileged step reads from its own settings now, not from this process. */
const MOVED = ['NGINX_SITE_CONFIG', 'NGINX_TEST_COMMAND', 'NGINX_RELOAD_COMMAND'];

/**
 * Runs NGINX_SITE_COMMAND with the request on its standard input, without a shell; its output
 * is passed on, and its failure (nginx's own message among it) stops the switch.
 */
function publishThrough(words: readonly string[]) {
  return (request: SiteRequest): void => {
    const [program = '', ...args] = words;
    try {
      const output = execFileSync(program, args, {
        input: JSON.stringify(request),
        stdio: ['pipe', 'pipe', 'pipe'],
        encoding: 'utf8',
      });
      if (output.trim()) console.info(output.trim());
    } catch (error) {
      const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
      const output = `${stdout}${stderr}`.trim() || (error as Error).message;
      throw new Error(`deploy:switch: NGINX_SITE_COMMAND (${words.join(' ')}) failed:\n${output}`);
    }
  };
}

/** The nginx step, unless --no-nginx says there is none; never skipped by forgetting a value. */
function nginxStep() {
  if (process.argv.includes('--no-nginx')) return null;
  const command = process.env.NGINX_SITE_COMMAND;
  if (!command) {
    const moved = MOVED.filter((name) => process.env[name]);
    throw new Error(
      "deploy:switch: set NGINX_SITE_COMMAND to the privileged step that writes nginx's site " +
        'file for the release (docs/deploying.md, "Who owns what"), or pass --no-nginx when no ' +
        'nginx serves it' +
        (moved.length > 0 ? `; that step reads ${moved.join(', ')} from its own settings now` : ''),
    );
  }
  return publishThrough(commandWords('NGINX_SITE_COMMAND', command));
}

function main(): void {
  const release = process.argv[2];
  if (!release || release.startsWith('--')) {
    throw new Error(
      'usage: npm run deploy:switch -- DIR [--live PATH] [--keep N] [--scripts-days N] [--no-nginx]',
    );
  }
  const live = argument('--live') ?? path.join(path.resolve(release), '..', '..', 'current');
  const result = switchRelease({
    release,
    live,
    keep: count('--keep', 3),
    scriptsDays: count('--scripts-days', 7),
    publish: nginxStep(),
  });
  console.info(
    `deploy:switch: ${live} → ${path.resolve(release)} (was ${result.previous ?? 'nothing'}); ` +
      `${String(result.carriedScripts)} earlier script(s) kept; ` +
      `removed ${result.removed.length > 0 ? result.removed.join(', ') : 'no release'}`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
