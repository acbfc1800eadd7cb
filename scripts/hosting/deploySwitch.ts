/**
 * The atomic switch of a deploy (D38, D41, docs/deploying.md "Releases"), run by the account
 * that builds. Each release is a complete build in a folder of its own; its marker lists every
 * file with its size and hash (scripts/build/buildMarker.ts), and the release is checked
 * against it first. Switching hands the release's hosting data to the privileged step, which
 * writes nginx's site file for it (its own folder as root, its own styles in the policy),
 * checks it and reloads nginx, swapping folder and headers together
 * (scripts/hosting/nginxSite.ts); then the `current` symlink is renamed over to the new
 * release, in one rename(2), for whatever else reads it. Before the switch the new release gets
 * the scripts of the live one (a tab opened before the deploy still loads its lazy chunks by
 * their old names); after it, releases beyond the few last live are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readBuildMarker, verifyRelease } from '../build/buildMarker';
import { checkHostingData, HOSTING_DATA, type SiteRequest } from './hostingData';

export interface SwitchOptions {
  /** The new release: a complete build (dist/) in a folder of its own. */
  release: string;
  /** The symlink naming the live release (say /var/www/parknova/current). */
  live: string;
  /**
   * Previous releases kept for rollback, the most recently live first (the live one is never
   * removed); at least 1, since nginx's old workers finish their requests from the one before.
   */
  keep: number;
  /** How long scripts of earlier releases stay available after they stopped being live. */
  scriptsDays: number;
  /**
   * The privileged step that writes nginx's site file for the release, checks and reloads it
   * (NGINX_SITE_COMMAND); null only where no nginx serves the releases (the headers then come
   * from elsewhere, docs/deploying.md "A CDN").
   */
  publish: ((request: SiteRequest) => void) | null;
  now?: Date;
}

export interface SwitchResult {
  previous: string | null;
  carriedScripts: number;
  removed: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Beside the releases: when each was last live, by folder name. */
export const LIVE_HISTORY = 'live-history.json';

/** Beside a release, outside what nginx serves: when each carried script stopped being live. */
function carriedListOf(release: string): string {
  return `${release}.carried.json`;
}

function readJsonRecord(file: string): Record<string, string> {
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
}

/** Replaces `file` in one rename, so a switch cut short leaves the old content. */
function writeJson(file: string, value: unknown): void {
  const next = `${file}.next-${String(process.pid)}`;
  fs.writeFileSync(next, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(next, file);
}

/** The checked release and its hosting data, or an error naming what is wrong. */
function checkedRelease(release: string): SiteRequest {
  try {
    verifyRelease(release);
    const file = path.join(release, HOSTING_DATA);
    if (!fs.existsSync(file)) {
      throw new Error(
        `${release} has no ${HOSTING_DATA}: it was built before releases carried it; build anew`,
      );
    }
    return { release, hosting: checkHostingData(JSON.parse(fs.readFileSync(file, 'utf8'))) };
  } catch (error) {
    throw new Error(`deploy:switch: ${(error as Error).message}`);
  }
}

/** The release the live symlink points to, or null before the first deploy. */
function liveRelease(live: string): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(live);
  } catch {
    return null;
  }
  if (!stat.isSymbolicLink()) {
    throw new Error(`deploy:switch: ${live} must be a symlink (move that folder into a release)`);
  }
  return fs.realpathSync(live);
}

/**
 * Scripts of the live release that the new one lacks: the live release's own (live until
 * now) and those it carried itself, while they are younger than `scriptsDays`. Hard links
 * where the file system allows (no copy, same bytes), copies otherwise. The new release's own
 * earlier list is kept for the scripts still in it (a rollback to a release that carried some).
 */
function carryScripts(from: string, to: string, scriptsDays: number, now: Date): number {
  const earlier = readJsonRecord(carriedListOf(from));
  const kept = readJsonRecord(carriedListOf(to));
  const carried: Record<string, string> = {};
  const sourceDir = path.join(from, 'js');
  const targetDir = path.join(to, 'js');
  for (const name of fs.readdirSync(sourceDir)) {
    const target = path.join(targetDir, name);
    if (fs.existsSync(target)) continue;
    const retired = earlier[name] ?? now.toISOString();
    if (now.getTime() - Date.parse(retired) > scriptsDays * DAY_MS) continue;
    const source = path.join(sourceDir, name);
    if (!fs.statSync(source).isFile()) continue;
    try {
      fs.linkSync(source, target);
    } catch {
      fs.copyFileSync(source, target);
    }
    carried[name] = retired;
  }
  const stillThere = Object.entries(kept).filter(([name]) =>
    fs.existsSync(path.join(targetDir, name)),
  );
  writeJson(carriedListOf(to), { ...Object.fromEntries(stillThere), ...carried });
  return Object.keys(carried).length;
}

/** Points `live` at `release` in one rename: a temporary symlink replaces the live one. */
function swapSymlink(live: string, release: string): void {
  const next = `${live}.next-${String(process.pid)}`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(path.relative(path.dirname(live), release), next);
  fs.renameSync(next, live);
}

/** When `dir` was last live; one that never was counts from its build (its marker). */
function lastLive(dir: string, history: Record<string, string>): number {
  const recorded = history[path.basename(dir)];
  if (recorded) return Date.parse(recorded);
  const built = readBuildMarker(dir)?.completedAt;
  return built ? Date.parse(built) : fs.statSync(dir).mtimeMs;
}

/**
 * Records `release` and `previous` as live now (LIVE_HISTORY), then removes the releases
 * beside `release` beyond the `keep` last live: never the live one, nor the one live just
 * before it, whose time is now. A copy in progress (`*.partial`) is not a release yet.
 */
function pruneReleases(
  release: string,
  previous: string | null,
  keep: number,
  now: Date,
): string[] {
  const folder = path.dirname(release);
  const file = path.join(folder, LIVE_HISTORY);
  const history = readJsonRecord(file);
  for (const dir of [release, previous]) {
    if (dir !== null && path.dirname(dir) === folder)
      history[path.basename(dir)] = now.toISOString();
  }
  const others = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith('.partial'))
    .map((entry) => path.join(folder, entry.name))
    .filter((dir) => dir !== release)
    .map((dir) => ({ dir, live: lastLive(dir, history) }))
    .sort((a, b) => b.live - a.live);
  const removed = others.slice(keep).map(({ dir }) => dir);
  for (const dir of removed) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(carriedListOf(dir), { force: true });
  }
  const gone = new Set(removed.map((dir) => path.basename(dir)));
  writeJson(file, Object.fromEntries(Object.entries(history).filter(([name]) => !gone.has(name))));
  return removed;
}

export function switchRelease(options: SwitchOptions): SwitchResult {
  if (!fs.existsSync(options.release)) {
    throw new Error(`deploy:switch: ${options.release} does not exist`);
  }
  if (!Number.isInteger(options.keep) || options.keep < 1) {
    throw new Error('deploy:switch: keep at least 1 previous release (nginx may still read it)');
  }
  const release = fs.realpathSync(options.release);
  const live = path.resolve(options.live);
  // Checked whole before anything changes: a half copy or refused data leaves everything as it was.
  const request = checkedRelease(release);
  const previous = liveRelease(live);
  const now = options.now ?? new Date();
  const switching = previous !== release;
  const carriedScripts =
    previous && switching ? carryScripts(previous, release, options.scriptsDays, now) : 0;
  // Also when the release is live already: a changed NGINX_* value takes effect.
  options.publish?.(request);
  if (!switching) return { previous, carriedScripts, removed: [] };
  swapSymlink(live, release);
  return { previous, carriedScripts, removed: pruneReleases(release, previous, options.keep, now) };
}
