/**
 * Runs the journeys (journeys.e2e.ts) in some engines against a site that is already served:
 * each engine its own Node test process (WebKit under Xvfb), at most `parallel` at once, their
 * output line by line with the engine's name in front. `npm run test:engines` serves the site
 * itself (run.ts); `npm run test:e2e:nginx -- --engine NAME` runs them against the snapshot
 * build its own suites were served (tests/e2e/run-nginx.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { EngineName } from './driver/engine';

const root = path.resolve(__dirname, '../../..');
const journeys = path.join(__dirname, 'journeys.e2e.ts');

/** The site the journeys visit: over plain http, without the https-only headers (D45). */
export interface Served {
  url: string;
  /** The mock backend's origin (the site's own for the preview server). */
  apiUrl: string;
}

export interface JourneyOptions {
  /** Engines side by side, at most this many at once. */
  parallel: number;
  /** Journeys at once within one engine, each in its own tab. */
  tabs: number;
  /** Only the journeys whose names contain one of these words (none: all). */
  filters: readonly string[];
}

export interface Outcome {
  engine: EngineName;
  /** Which server, as the summary names it. */
  server: string;
  passed: boolean;
  seconds: number;
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
  server: string,
  served: Served,
  options: JourneyOptions,
): Promise<Outcome> {
  const started = Date.now();
  const pattern = options.filters
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
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
      E2E_ENGINE_TABS: String(options.tabs),
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

/** The journeys of each engine against `served`, engines in the order given. */
export function runJourneys(
  engines: readonly EngineName[],
  server: string,
  served: Served,
  options: JourneyOptions,
): Promise<Outcome[]> {
  const tasks = engines.map((engine) => () => runEngine(engine, server, served, options));
  return limited(tasks, options.parallel);
}

/** Prints one line per engine and server; whether all passed. */
export function reportOutcomes(outcomes: readonly Outcome[]): boolean {
  console.info('\nengines: results');
  for (const { engine, server, passed, seconds } of outcomes) {
    console.info(
      `  ${passed ? 'pass' : 'FAIL'}  ${engine.padEnd(8)} ${server.padEnd(7)} ${seconds} s`,
    );
  }
  return outcomes.every(({ passed }) => passed);
}
