/**
 * `npm run test:engines`: the journeys of tests/e2e/engines/ in Chromium, Firefox ESR and
 * WebKitGTK (D45), against the preview server and against nginx, both over plain http on
 * loopback (docs/development.md, "Three engines").
 *
 *   --engine webkit          one engine (chromium, firefox, webkit; repeat for more). Default: all
 *   --server nginx           one server (preview, nginx; repeat for both). Default: both
 *   --no-build               nginx: reuse dist/, built against E2E_API_PORT's mock backend
 *   --parallel 2             engines run side by side, at most this many at once (default 2)
 *   --tabs 2                 journeys at once within one engine, each in its own tab (default 2)
 *   words                    only the journeys whose names contain one of them
 *
 * preview: serves dist/ as it is (`npm run build` first) with the mock API on the same origin.
 * nginx: the mock backend on an origin of its own (E2E_API_PORT, default a free port), a build
 * against it (as `npm run test:e2e:nginx` makes, content snapshot included) unless --no-build,
 * and dist/ through Debian's nginx with the generated configuration, less the https-only
 * headers (scripts/serve/plainHttp.ts). It leaves dist/ built for that backend: rebuild before
 * `npm run test:e2e` or `--server preview`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startNginx } from '../../../scripts/hosting/nginxServer';
import { startMockApi } from '../../../scripts/serve/mockApiServer';
import { startPreview } from '../../../scripts/serve/preview';
import { ENGINES, isEngineName, type EngineName } from './driver/engine';
import { buildAgainstMock } from '../snapshotBuild';

const SERVERS = ['preview', 'nginx'] as const;
type ServerName = (typeof SERVERS)[number];

const root = path.resolve(__dirname, '../../..');
const journeys = path.join(__dirname, 'journeys.e2e.ts');

interface Served {
  url: string;
  apiUrl: string;
  stop: () => Promise<void>;
}

interface Outcome {
  engine: EngineName;
  server: ServerName;
  passed: boolean;
  seconds: number;
}

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      engine: { type: 'string', multiple: true, default: [...ENGINES] },
      server: { type: 'string', multiple: true, default: [...SERVERS] },
      'no-build': { type: 'boolean', default: false },
      parallel: { type: 'string', default: '2' },
      tabs: { type: 'string', default: '2' },
    },
  });
  const engines = values.engine.filter(isEngineName);
  const servers = SERVERS.filter((server) => values.server.includes(server));
  const unknown = [
    ...values.engine.filter((name) => !isEngineName(name)),
    ...values.server.filter((name) => !(SERVERS as readonly string[]).includes(name)),
  ];
  if (unknown.length > 0) throw new Error(`unknown engine or server: ${unknown.join(', ')}`);
  return {
    engines,
    servers,
    build: !values['no-build'],
    parallel: Math.max(1, Number(values.parallel)),
    tabs: values.tabs,
    filters: positionals,
  };
}

async function serve(server: ServerName, build: boolean): Promise<Served> {
  if (server === 'preview') {
    const preview = await startPreview(0, { mockApi: true });
    return {
      url: preview.url,
      apiUrl: preview.url,
      stop: () => new Promise((resolve) => preview.server.close(() => resolve())),
    };
  }
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const api = await startMockApi(Number(process.env.E2E_API_PORT ?? 0), siteUrl);
  try {
    if (build) await buildAgainstMock(api.url, siteUrl, 'engines');
    const nginx = await startNginx({ port, apiBaseUrl: api.url, plainHttp: true });
    return {
      url: nginx.url,
      apiUrl: api.url,
      stop: async () => {
        await nginx.stop();
        api.server.close();
      },
    };
  } catch (error) {
    api.server.close();
    throw error;
  }
}

/** Each line of a child's output, prefixed with its engine, as engines run side by side. */
function prefixed(stream: NodeJS.ReadableStream, label: string): void {
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`[${label}] ${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`[${label}] ${rest}\n`);
  });
}

/** One engine's journeys against one server: its own Node test process (WebKit under Xvfb). */
async function runEngine(
  engine: EngineName,
  server: ServerName,
  served: Served,
  run: ReturnType<typeof options>,
): Promise<Outcome> {
  const started = Date.now();
  const pattern = run.filters.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const test = [
    process.execPath,
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    ...(pattern ? [`--test-name-pattern=${pattern}`] : []),
    journeys,
  ];
  // MiniBrowser has no headless mode; a 24-bit screen as large as the widest journey.
  const [command = '', ...args] =
    engine === 'webkit' ? ['xvfb-run', '-a', '-s', '-screen 0 1280x1024x24', ...test] : test;
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_ENGINE: engine,
      E2E_ENGINE_TABS: run.tabs,
      E2E_BASE_URL: served.url,
      E2E_API_URL: served.apiUrl,
    },
  });
  const label = `${engine} ${server}`;
  prefixed(child.stdout, label);
  prefixed(child.stderr, label);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { engine, server, passed: code === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Runs `tasks` at most `limit` at a time, keeping their order in the results. */
async function limited<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

async function main(): Promise<number> {
  const run = options();
  const outcomes: Outcome[] = [];
  for (const server of run.servers) {
    const served = await serve(server, run.build);
    console.info(`engines: ${run.engines.join(', ')} against ${server} at ${served.url}`);
    try {
      const tasks = run.engines.map((engine) => () => runEngine(engine, server, served, run));
      outcomes.push(...(await limited(tasks, run.parallel)));
    } finally {
      await served.stop();
    }
  }
  console.info('\nengines: results');
  for (const { engine, server, passed, seconds } of outcomes) {
    console.info(
      `  ${passed ? 'pass' : 'FAIL'}  ${engine.padEnd(8)} ${server.padEnd(7)} ${seconds} s`,
    );
  }
  return outcomes.every(({ passed }) => passed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
