/**
 * The atomic switch of a deploy (D38, docs/deploying.md "Releases"). nginx serves a symlink
 * (`current`) to a release folder, each release a complete build; switching renames a new
 * symlink over the live one, which rename(2) does atomically: every request is answered from
 * the old release or the new one, never from a folder being written. Before the switch the
 * new release gets the scripts of the live one (a tab opened before the deploy still loads its
 * lazy chunks by their old names); after it, releases beyond the newest few are removed.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface SwitchOptions {
  /** The new release: a complete build (dist/) in a folder of its own. */
  release: string;
  /** The symlink nginx's `root` names (say /var/www/parknova/current). */
  live: string;
  /** Previous releases kept for rollback (the live one is never removed). */
  keep: number;
  /** How long scripts of earlier releases stay available after they stopped being live. */
  scriptsDays: number;
  now?: Date;
}

export interface SwitchResult {
  previous: string | null;
  carriedScripts: number;
  removed: string[];
}

/** Files every finished build has (scripts/build/prerender.ts writes the pages last). */
const BUILD_FILES = ['index.html', '200.html', '404.html', 'js'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Beside a release, outside what nginx serves: when each carried script stopped being live. */
function carriedListOf(release: string): string {
  return `${release}.carried.json`;
}

function readCarried(release: string): Record<string, string> {
  const file = carriedListOf(release);
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
}

function assertCompleteBuild(release: string): void {
  const missing = BUILD_FILES.filter((name) => !fs.existsSync(path.join(release, name)));
  if (missing.length > 0) {
    throw new Error(`deploy:switch: ${release} is not a complete build (no ${missing.join(', ')})`);
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
 * where the file system allows (no copy, same bytes), copies otherwise.
 */
function carryScripts(from: string, to: string, scriptsDays: number, now: Date): number {
  const earlier = readCarried(from);
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
  fs.writeFileSync(carriedListOf(to), `${JSON.stringify(carried, null, 2)}\n`);
  return Object.keys(carried).length;
}

/** Points `live` at `release` in one rename: a temporary symlink replaces the live one. */
function swapSymlink(live: string, release: string): void {
  const next = `${live}.next-${String(process.pid)}`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(path.relative(path.dirname(live), release), next);
  fs.renameSync(next, live);
}

/** Releases beside `release` beyond the `keep` newest (by build time), never the live one. */
function pruneReleases(release: string, keep: number): string[] {
  const folder = path.dirname(release);
  const others = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(folder, entry.name))
    .filter((dir) => dir !== release && fs.existsSync(path.join(dir, 'index.html')))
    .map((dir) => ({ dir, built: fs.statSync(path.join(dir, 'index.html')).mtimeMs }))
    .sort((a, b) => b.built - a.built);
  const removed = others.slice(keep).map(({ dir }) => dir);
  for (const dir of removed) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(carriedListOf(dir), { force: true });
  }
  return removed;
}

export function switchRelease(options: SwitchOptions): SwitchResult {
  if (!fs.existsSync(options.release)) {
    throw new Error(`deploy:switch: ${options.release} does not exist`);
  }
  const release = fs.realpathSync(options.release);
  const live = path.resolve(options.live);
  assertCompleteBuild(release);
  const previous = liveRelease(live);
  if (previous === release) return { previous, carriedScripts: 0, removed: [] };
  const now = options.now ?? new Date();
  const carriedScripts = previous ? carryScripts(previous, release, options.scriptsDays, now) : 0;
  swapSymlink(live, release);
  return { previous, carriedScripts, removed: pruneReleases(release, options.keep) };
}
