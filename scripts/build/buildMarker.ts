/**
 * D41: a release is made live only when the build that made it finished. `npm run build` writes
 * this marker into dist/ as its very last step (scripts/build/mark-complete.ts, after
 * precompression), so a folder that has it holds every file of one build, and
 * `npm run deploy:switch` refuses a folder without it. The marker also records the origins the
 * build baked in, so the nginx configuration written for the release names that API in its
 * Content-Security-Policy even when a release is switched to later (a rollback).
 */
import fs from 'node:fs';
import path from 'node:path';

export const BUILD_MARKER = 'build-complete.json';

export interface BuildMarker {
  /** API_BASE_URL of the build, without a last slash; '' for the site's own origin (D9). */
  apiBaseUrl: string;
  /** SITE_URL of the build, without a last slash; '' for the placeholder (D33). */
  siteUrl: string;
  completedAt: string;
}

/** As webpack.config.js reads them: a last slash dropped, unset as ''. */
const withoutLastSlash = (value: string | undefined) => (value ?? '').replace(/\/+$/, '');

export function writeBuildMarker(
  distDir: string,
  env: Readonly<Record<string, string | undefined>>,
  now = new Date(),
): string {
  const marker: BuildMarker = {
    apiBaseUrl: withoutLastSlash(env.API_BASE_URL),
    siteUrl: withoutLastSlash(env.SITE_URL),
    completedAt: now.toISOString(),
  };
  const file = path.join(distDir, BUILD_MARKER);
  fs.writeFileSync(file, `${JSON.stringify(marker, null, 2)}\n`);
  return file;
}

function isMarker(value: unknown): value is BuildMarker {
  const record = value as Partial<Record<keyof BuildMarker, unknown>> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.apiBaseUrl === 'string' &&
    typeof record.siteUrl === 'string' &&
    typeof record.completedAt === 'string'
  );
}

/** The marker of the build in `dir`, or null when there is none or it is not one. */
export function readBuildMarker(dir: string): BuildMarker | null {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(path.join(dir, BUILD_MARKER), 'utf8'));
  } catch {
    return null;
  }
  return isMarker(value) ? value : null;
}
