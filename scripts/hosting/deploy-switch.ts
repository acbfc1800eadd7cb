/**
 * `npm run deploy:switch -- DIR`: makes the complete build in DIR the live site in one atomic
 * step (scripts/hosting/deploySwitch.ts, docs/deploying.md "Releases"): nginx's site file is
 * written for DIR, checked and reloaded (NGINX_SITE_CONFIG, NGINX_TEST_COMMAND,
 * NGINX_RELOAD_COMMAND and the other NGINX_* values), then the live symlink moves.
 *
 *   --live PATH          the symlink naming the live release (default: DIR/../../current, for
 *                        the layout /var/www/parknova/releases/<name> and /var/www/parknova/current)
 *   --keep N             previous releases kept for rollback (default 3, at least 1)
 *   --scripts-days N     days the scripts of earlier releases stay available (default 7)
 *   --no-nginx           no nginx serves the releases: switch the symlink only (the host's
 *                        headers must then follow the release some other way)
 */
import path from 'node:path';
import { switchRelease } from './deploySwitch';
import { nginxReloadFromEnv } from './nginxReload';

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

/** The nginx step, unless --no-nginx says there is none; never skipped by forgetting a value. */
function nginxStep() {
  if (process.argv.includes('--no-nginx')) return null;
  const nginx = nginxReloadFromEnv(process.env);
  if (!nginx) {
    throw new Error(
      'deploy:switch: set NGINX_SITE_CONFIG to the nginx site file to write for the release ' +
        '(docs/deploying.md, "Releases"), or pass --no-nginx when no nginx serves it',
    );
  }
  return nginx;
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
    nginx: nginxStep(),
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
