/**
 * D41: a release goes live only whole. `npm run build` writes this marker into dist/ as its very
 * last step (scripts/build/mark-complete.ts, after precompression), and it lists every other
 * file of the build with its size and SHA-256. A copy of dist/ can therefore be checked, file by
 * file, before it goes live (`verifyRelease`, which `npm run deploy:switch` runs): a copy that
 * stopped halfway (the marker may well be among the files copied first), a truncated file or a
 * file changed after the build is refused, naming the first such file. A marker's presence
 * alone proved nothing: `cp -a dist …` wrote it as file 94 of 1,409.
 * The marker also records the origins the build baked in.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_MARKER = 'build-complete.json';

/**
 * Where deploy:switch hard-links the scripts of earlier releases into a release
 * (scripts/hosting/deploySwitch.ts): files there that the marker does not list are expected.
 */
export const CARRIED_SCRIPTS_DIR = 'js';

export interface MarkedFile {
  /** Relative to the build's folder, with `/`: `hi/aboutus/index.html`. */
  path: string;
  size: number;
  /** Hex. */
  sha256: string;
}

export interface BuildMarker {
  /** API_BASE_URL of the build, without a last slash; '' for the site's own origin (D9). */
  apiBaseUrl: string;
  /** SITE_URL of the build, without a last slash; '' for the placeholder (D33). */
  siteUrl: string;
  completedAt: string;
  /** Every file of the build but the marker, sorted by path. */
  files: MarkedFile[];
}

/** As webpack.config.js reads them: a last slash dropped, unset as ''. */
const withoutLastSlash = (value: string | undefined) => (value ?? '').replace(/\/+$/, '');

/** Everything under `dir` but folders and the marker, as sorted relative paths with `/`. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(dir, relative);
      return relative === BUILD_MARKER ? [] : [relative];
    })
    .sort();
}

function sha256Of(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export function writeBuildMarker(
  distDir: string,
  env: Readonly<Record<string, string | undefined>>,
  now = new Date(),
): string {
  const marker: BuildMarker = {
    apiBaseUrl: withoutLastSlash(env.API_BASE_URL),
    siteUrl: withoutLastSlash(env.SITE_URL),
    completedAt: now.toISOString(),
    files: filesUnder(distDir).map((relative) => {
      const file = path.join(distDir, relative);
      const stat = fs.lstatSync(file);
      if (!stat.isFile())
        throw new Error(`${file} is not a regular file: a build writes only files`);
      return { path: relative, size: stat.size, sha256: sha256Of(file) };
    }),
  };
  const file = path.join(distDir, BUILD_MARKER);
  fs.writeFileSync(file, `${JSON.stringify(marker, null, 1)}\n`);
  return file;
}

function isMarkedFile(value: unknown): value is MarkedFile {
  const record = value as Partial<Record<keyof MarkedFile, unknown>> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.path === 'string' &&
    Number.isInteger(record.size) &&
    typeof record.sha256 === 'string'
  );
}

function isMarker(value: unknown): value is BuildMarker {
  const record = value as Partial<Record<keyof BuildMarker, unknown>> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.apiBaseUrl === 'string' &&
    typeof record.siteUrl === 'string' &&
    typeof record.completedAt === 'string' &&
    Array.isArray(record.files) &&
    record.files.every(isMarkedFile)
  );
}

/**
 * The marker of the build in `dir`, or null when there is none or it is not one (a marker
 * written before it listed the files counts as none: nothing can be checked against it).
 */
export function readBuildMarker(dir: string): BuildMarker | null {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(path.join(dir, BUILD_MARKER), 'utf8'));
  } catch {
    return null;
  }
  return isMarker(value) ? value : null;
}

/** What is wrong with the file the marker lists as `listed`, or null when it is as built. */
function problemWith(dir: string, listed: MarkedFile): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(path.join(dir, listed.path));
  } catch {
    return 'is missing';
  }
  if (!stat.isFile()) return 'is not a regular file';
  if (stat.size !== listed.size) {
    return `has ${String(stat.size)} bytes where the build wrote ${String(listed.size)}`;
  }
  return sha256Of(path.join(dir, listed.path)) === listed.sha256
    ? null
    : 'changed after the build (its SHA-256 is not the one the marker lists)';
}

/**
 * The marker of `dir` once every file it lists is there with its size and hash, and no file
 * it does not list is (but scripts carried into `js/`). Otherwise throws, naming the first bad
 * file in the marker's order, then the first file that is not part of the build.
 */
export function verifyRelease(dir: string): BuildMarker {
  const marker = readBuildMarker(dir);
  if (!marker) {
    throw new Error(
      `${dir} is not a complete build (no ${BUILD_MARKER} listing its files, which \`npm run build\` writes last)`,
    );
  }
  for (const listed of marker.files) {
    const problem = problemWith(dir, listed);
    if (problem)
      throw new Error(`${dir} is not the build its marker lists: ${listed.path} ${problem}`);
  }
  const listed = new Set(marker.files.map((file) => file.path));
  const extra = filesUnder(dir).find(
    (file) => !listed.has(file) && !file.startsWith(`${CARRIED_SCRIPTS_DIR}/`),
  );
  if (extra !== undefined) {
    throw new Error(`${dir} is not the build its marker lists: ${extra} is not part of the build`);
  }
  return marker;
}
