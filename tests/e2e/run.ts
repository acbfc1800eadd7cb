/**
 * `npm run test:e2e`: serves dist/ (build first) with the mock API on a free localhost port,
 * then runs every tests/e2e/*.e2e.ts file with Node's test runner against it.
 * A second server serves the same build like the plainest static host (index.html for every
 * path that is not a file), for the checks that the site holds up there too (D32).
 * `npm run test:e2e -- chrome leads` runs only the files whose names contain those words.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startPreview } from '../../scripts/preview';

const filters = process.argv.slice(2);

async function main(): Promise<number> {
  const { server, url } = await startPreview(0, { mockApi: true });
  const plain = await startPreview(0, { mockApi: true, plainFallback: true });
  const files = fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith('.e2e.ts'))
    .filter((name) => filters.length === 0 || filters.some((word) => name.includes(word)))
    .sort()
    .map((name) => path.join(__dirname, name));
  console.info(`e2e: ${files.length} file(s) against ${url}`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: url, E2E_PLAIN_HOST_URL: plain.url } },
  );
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  server.close();
  plain.server.close();
  return code;
}

void main().then((code) => process.exit(code));
