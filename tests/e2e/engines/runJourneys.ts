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
  /** The test runner's closing "failing tests" block, when the engine failed. */
  failures: string[];
}

/**
 * The spec reporter repeats each failing test with its error after "✖ failing tests:". The
 * summary prints that block again at the very end, where a CI log shown only by its tail
 * still says which journey failed and why: without the stack frames, which the output above
 * keeps, and at most FAILURE_LINES lines.
 */
const FAILURES_HEADING = '✖ failing tests:';
const FAILURE_LINES = 40;
const STACK_LINE = /^\s+(at |\.\.\. \d+ lines? matching)/;

function failingTests(lines: readonly string[]): string[] {
  const start = lines.findIndex((line) => line.trim() === FAILURES_HEADING);
  if (start < 0) return [];
  return lines
    .slice(start + 1)
    .filter((line) => line.trim() && !STACK_LINE.test(line))
    .slice(0, FAILURE_LINES);
}

/**
 * Each line of a child's output, prefixed with its engine, as engines run side by side; the
 * lines also go to `kept`.
 */
function prefixed(stream: NodeJS.ReadableStream, label: string, kept: string[]): void {
  let rest = '';
  const write = (line: string) => {
    kept.push(line);
    process.stdout.write(`[${label}] ${line}\n`);
  };
  stream.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(write);
  });
  stream.on('end', () => {
    if (rest) write(rest);
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
  const stdout: string[] = [];
  prefixed(child.stdout, label, stdout);
  prefixed(child.stderr, label, []);
  // 'close', not 'exit': the output's streams have ended, so the last lines are kept.
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const passed = code === 0;
  return {
    engine,
    server,
    passed,
    seconds: Math.round((Date.now() - started) / 1000),
    failures: passed ? [] : failingTests(stdout),
  };
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

/** Prints one line per engine and server, then each failing one's failing tests; whether all passed. */
export function reportOutcomes(outcomes: readonly Outcome[]): boolean {
  console.info('\nengines: results');
  for (const { engine, server, passed, seconds } of outcomes) {
    console.info(
      `  ${passed ? 'pass' : 'FAIL'}  ${engine.padEnd(8)} ${server.padEnd(7)} ${seconds} s`,
    );
  }
  for (const { engine, server, passed, failures } of outcomes) {
    if (passed) continue;
    console.info(`\nengines: ${engine} ${server}, failing tests`);
    console.info(
      failures.length ? failures.join('\n') : '  (the runner listed none: see its output above)',
    );
  }
  return outcomes.every(({ passed }) => passed);
}
