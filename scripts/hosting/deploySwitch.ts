/**
 * The atomic switch of a deploy (D38, D41, docs/deploying.md "Releases"). Each release is a
 * complete build in a folder of its own, marked complete by the build's last step
 * (scripts/build/buildMarker.ts). Switching writes nginx's site file for the new release (its
 * own folder as root, its own styles in the policy), checks it and reloads nginx, which swaps
 * folder and headers together (scripts/hosting/nginxReload.ts); then the `current` symlink is
 * renamed over to the new release, in one rename(2), for whatever else reads it. Before the
 * switch the new release gets the scripts of the live one (a tab opened before the deploy
 * still loads its lazy chunks by their old names); after it, releases beyond the newest few
 * are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_MARKER, readBuildMarker, type BuildMarker } from '../build/buildMarker';
import { installSiteConfig, type NginxReload } from './nginxReload';

export interface SwitchOptions {
  /** The new release: a complete build (dist/) in a folder of its own. */
  release: string;
  /** The symlink nginx's `root` names (say /var/www/parknova/current). */
  live: string;
  /**
   * Previous releases kept for rollback (the live one is never removed); at least 1, since
   * nginx's old workers finish their requests from the release before.
   */
  keep: number;
  /** How long scripts of earlier releases stay available after they stopped being live. */
  scriptsDays: number;
  /**
   * nginx's site file, check and reload; null only where no nginx serves the releases (the
   * headers then come from elsewhere, docs/deploying.md "A CDN").
   */
  nginx: NginxReload | null;
  now?: Date;
}

export interface SwitchResult {
  previous: string | null;
  carriedScripts: number;
  removed: string[];
}

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

function completeBuildMarker(release: string): BuildMarker {
  const marker = readBuildMarker(release);
  if (!marker) {
    throw new Error(
      `deploy:switch: ${release} is not a complete build (no ${BUILD_MARKER}, which \`npm run build\` writes last)`,
    );
  }
  return marker;
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
  if (!Number.isInteger(options.keep) || options.keep < 1) {
    throw new Error('deploy:switch: keep at least 1 previous release (nginx may still read it)');
  }
  const release = fs.realpathSync(options.release);
  const live = path.resolve(options.live);
  const marker = completeBuildMarker(release);
  const previous = liveRelease(live);
  // Rendered before anything changes: a refused NGINX_* value leaves everything as it was.
  const { nginx } = options;
  const config = nginx ? nginx.render(release, marker) : null;
  const now = options.now ?? new Date();
  const switching = previous !== release;
  const carriedScripts =
    previous && switching ? carryScripts(previous, release, options.scriptsDays, now) : 0;
  // Also when the release is live already: a changed NGINX_* value takes effect.
  if (nginx && config !== null) installSiteConfig(nginx, config);
  if (!switching) return { previous, carriedScripts, removed: [] };
  swapSymlink(live, release);
  return { previous, carriedScripts, removed: pruneReleases(release, options.keep) };
}
