/**
 * `npm run deploy:switch -- DIR`: makes the complete build in DIR the live site in one atomic
 * step (scripts/hosting/deploySwitch.ts, docs/deploying.md "Releases").
 *
 *   --live PATH          the symlink nginx serves (default: DIR/../../current, for the layout
 *                        /var/www/parknova/releases/<name> and /var/www/parknova/current)
 *   --keep N             previous releases kept for rollback (default 3)
 *   --scripts-days N     days the scripts of earlier releases stay available (default 7)
 */
import path from 'node:path';
import { switchRelease } from './deploySwitch';

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

function main(): void {
  const release = process.argv[2];
  if (!release || release.startsWith('--')) {
    throw new Error(
      'usage: npm run deploy:switch -- DIR [--live PATH] [--keep N] [--scripts-days N]',
    );
  }
  const live = argument('--live') ?? path.join(path.resolve(release), '..', '..', 'current');
  const result = switchRelease({
    release,
    live,
    keep: count('--keep', 3),
    scriptsDays: count('--scripts-days', 7),
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
