/**
 * `npm run test:e2e:nginx`: the production hosting set-up end to end (docs/deploying.md).
 *  1. starts the mock backend on an origin of its own (scripts/serve/mockApiServer.ts),
 *  2. builds the site against it (API_BASE_URL), so the Content-Security-Policy's API origin
 *     and CORS are exercised for real,
 *  3. serves dist/ through Debian's nginx with the generated configuration, unprivileged on a
 *     loopback port (scripts/hosting/nginxServer.ts),
 *  4. runs tests/e2e/nginx/*.e2e.ts, the lead forms (leads.e2e.ts, file uploads included) and
 *     the data pages' list preloads (data-preload.e2e.ts, across origins as in production)
 *     against nginx,
 *  5. with `--engine NAME` (chromium, firefox, webkit; repeat for more), then the journeys of
 *     tests/e2e/engines/ in those engines, two at a time, against the same build and backend,
 *     served on the same port by nginx with the generated configuration less the https-only
 *     headers (D45: WebKit upgrades every script of a plain-http origin that sends
 *     `upgrade-insecure-requests`): what CI runs (D47),
 *  6. from the start, beside steps 2–5, nginx/content-rebuild.e2e.ts, which runs the scheduled
 *     rebuild (deploy/content/rebuild.sh) twice in a deploy checkout of its own, against a
 *     backend and nginx of its own (its output is printed when it ends, not mixed into the
 *     others'). It is the longest file and reads nothing of this checkout's build, so it does
 *     not wait for step 2.
 * The build is a snapshot build (CONTENT_SNAPSHOT=1, D38): the data pages carry the mock
 * backend's content and every item has its page, as a production deploy's do
 * (nginx/snapshot.e2e.ts, nginx/structured-data.e2e.ts); `npm run test:e2e` covers the plain
 * build. It leaves dist/ built against a port that is gone: rebuild before `npm run test:e2e`.
 *
 *   npm run test:e2e:nginx -- http browser  only the files whose names contain those words
 *   npm run test:e2e:nginx -- --engine webkit --engine firefox   the engines' journeys too
 *   npm run test:e2e:nginx -- --no-build    reuse dist/, built with E2E_API_PORT's backend
 *   E2E_API_PORT=4390                       a fixed port for the mock backend (default: free)
 *   CONTENT_SNAPSHOT=0                      a plain build instead (the snapshot suites fail)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startNginx } from '../../scripts/hosting/nginxServer';
import { startMockApi } from '../../scripts/serve/mockApiServer';
import { isEngineName, type EngineName } from './engines/driver/engine';
import { reportOutcomes, runJourneys } from './engines/runJourneys';
import { buildAgainstMock } from './snapshotBuild';

const nginxTests = path.join(__dirname, 'nginx');
const { values, positionals: filters } = parseArgs({
  allowPositionals: true,
  options: {
    'no-build': { type: 'boolean', default: false },
    engine: { type: 'string', multiple: true, default: [] },
  },
});
const unknownEngines = values.engine.filter((name) => !isEngineName(name));
if (unknownEngines.length > 0) throw new Error(`unknown engine: ${unknownEngines.join(', ')}`);
const engines: readonly EngineName[] = values.engine.filter(isEngineName);
/**
 * Builds twice with servers of its own: mostly one core busy with webpack while the other
 * files mostly wait on pages and the network, so it runs beside them.
 */
const REBUILDS = 'content-rebuild.e2e.ts';

/**
 * Runs the test files with node's test runner; its exit status (0 for no file). With `quiet`
 * the report is held and printed once the run ends.
 */
async function runTests(files: string[], env: NodeJS.ProcessEnv, quiet = false): Promise<number> {
  if (files.length === 0) return 0;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
    {
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: { ...process.env, ...env },
    },
  );
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  const status = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (quiet) process.stdout.write(Buffer.concat(held));
  return status;
}

/** The test files the arguments select, nginx/ first. */
function selectedFiles(): string[] {
  return [
    ...fs
      .readdirSync(nginxTests)
      .filter((name) => name.endsWith('.e2e.ts'))
      .sort()
      .map((name) => path.join(nginxTests, name)),
    path.join(__dirname, 'leads.e2e.ts'),
    path.join(__dirname, 'data-preload.e2e.ts'),
  ].filter(
    (file) => filters.length === 0 || filters.some((word) => path.basename(file).includes(word)),
  );
}

/**
 * The engines' journeys against the build and backend of the files before: nginx on the same
 * port (the origin the backend allows), without the https-only headers. Whether all passed.
 */
async function runEngines(port: number, apiUrl: string): Promise<boolean> {
  const nginx = await startNginx({ port, apiBaseUrl: apiUrl, plainHttp: true });
  try {
    console.info(`e2e nginx: the journeys in ${engines.join(', ')} against ${nginx.url}`);
    const outcomes = await runJourneys(
      engines,
      'nginx',
      { url: nginx.url, apiUrl },
      { parallel: 2, tabs: 2, filters: [] },
    );
    return reportOutcomes(outcomes);
  } finally {
    await nginx.stop();
  }
}

/**
 * Builds dist/ against a mock backend, serves it through nginx and runs `files` against it,
 * then the engines' journeys.
 */
async function runAgainstNginx(files: string[]): Promise<number> {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const api = await startMockApi(Number(process.env.E2E_API_PORT ?? 0), siteUrl);
  try {
    if (!values['no-build']) await buildAgainstMock(api.url, siteUrl, 'e2e nginx');
    let status = 0;
    if (files.length > 0) {
      const nginx = await startNginx({ port, apiBaseUrl: api.url });
      try {
        console.info(
          `e2e nginx: ${files.length} file(s) against ${nginx.url} (brotli ${nginx.brotli ? 'on' : 'off'}), API ${api.url}`,
        );
        status = await runTests(files, {
          E2E_BASE_URL: nginx.url,
          E2E_API_URL: api.url,
          E2E_NGINX_BROTLI: nginx.brotli ? '1' : '0',
        });
      } finally {
        await nginx.stop();
      }
    }
    if (engines.length > 0 && !(await runEngines(port, api.url))) status = 1;
    return status;
  } finally {
    api.server.close();
  }
}

async function main(): Promise<number> {
  const files = selectedFiles();
  const rebuilding = files.filter((file) => path.basename(file) === REBUILDS);
  const reading = files.filter((file) => !rebuilding.includes(file));
  const statuses = await Promise.all([
    // A failed build or server fails the run once the rebuild's file has ended, not before.
    reading.length === 0 && engines.length === 0
      ? 0
      : runAgainstNginx(reading).catch((error: unknown) => {
          console.error(error);
          return 1;
        }),
    runTests(rebuilding, {}, true),
  ]);
  return Math.max(...statuses);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
