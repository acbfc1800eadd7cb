/**
 * `npm run test:e2e`: serves dist/ (build first) with the mock API on a free localhost port,
 * then runs every tests/e2e/*.e2e.ts file with Node's test runner against it.
 * A second server serves the same build like the plainest static host (index.html for every
 * path that is not a file), for the checks that the site holds up there too (D32).
 * tests/e2e/dev/*.e2e.ts need what only a development build has (the Redux DevTools
 * connection): when one of them runs, this script first builds one itself into dist-dev/
 * (about 15 s, tests/e2e/devBuild.ts) and serves it, the mock API included, at E2E_DEV_URL.
 * `npm run test:e2e -- chrome leads` runs only the files whose names contain those words;
 * `-- --no-dev-build` reuses dist-dev/ as it is.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPreview } from '../../scripts/serve/preview';
import { buildForDevelopment, DEV_DIST_DIR } from './devBuild';

const args = process.argv.slice(2);
const filters = args.filter((arg) => !arg.startsWith('--'));

/**
 * The files that take longest, started first: the runner (runFiles.ts) takes files in the order
 * given, three at a time, so a long file started last would run on alone at the end.
 */
const LONGEST_FIRST = [
  'sweep.e2e.ts',
  'reflow.e2e.ts',
  'slow-network.e2e.ts',
  'html-in-pieces.e2e.ts',
];

const startOrder = (name: string) => {
  const rank = LONGEST_FIRST.indexOf(name);
  return rank === -1 ? LONGEST_FIRST.length : rank;
};

function testFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.e2e.ts'))
    .filter((name) => filters.length === 0 || filters.some((word) => name.includes(word)))
    .sort((a, b) => startOrder(a) - startOrder(b) || a.localeCompare(b))
    .map((name) => path.join(dir, name));
}

type Server = Awaited<ReturnType<typeof startPreview>>;

async function main(): Promise<number> {
  const files = testFiles(__dirname);
  const devFiles = testFiles(path.join(__dirname, 'dev'));
  const servers: Server[] = [];
  const env: Record<string, string> = {};
  if (files.length > 0) {
    const site = await startPreview(0, { mockApi: true });
    const plain = await startPreview(0, { mockApi: true, plainFallback: true });
    servers.push(site, plain);
    Object.assign(env, { E2E_BASE_URL: site.url, E2E_PLAIN_HOST_URL: plain.url });
  }
  if (devFiles.length > 0) {
    if (!args.includes('--no-dev-build')) buildForDevelopment();
    // A development build has no prerendered pages: index.html answers every route.
    const dev = await startPreview(0, {
      mockApi: true,
      plainFallback: true,
      distDir: DEV_DIST_DIR,
    });
    servers.push(dev);
    env.E2E_DEV_URL = dev.url;
  }
  console.info(`e2e: ${files.length} file(s) against dist/, ${devFiles.length} against dist-dev/`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'runFiles.ts'), ...files, ...devFiles],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  for (const { server } of servers) server.close();
  return code;
}

void main().then((code) => process.exit(code));
