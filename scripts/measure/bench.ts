/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) on every fixed route, one detail
 * route, the not-found page, pages in other languages (D37: `/hi/`, `/hi/aboutus`, `/zh/faq`,
 * `/de/solution`, and `/aboutus` for a visitor whose stored language is Hindi, which the boot
 * script sends to `/hi/aboutus`) and a minimal static page with one image (the floor), 3 runs
 * each, all in one session so the figures compare. Prints a table of medians and each route's
 * LCP as a multiple of the floor's, and writes every run to bench-results.json.
 * Not a CI gate: timings on a shared 2-core machine are noisy; run it on a quiet machine.
 *
 *   npm run bench                       build if dist/ is missing, serve it, measure
 *   npm run bench -- --runs 1 / /faq    fewer runs, only the routes named (`hi:/aboutus`: with
 *                                       Hindi stored before the visit)
 *   npm run bench -- --build            rebuild first
 *   npm run bench -- --nginx            serve through the generated nginx configuration, with
 *                                       its headers (docs/deploying.md), and the mock API on an
 *                                       origin of its own; always rebuilds against that API
 *   npm run bench -- --snapshot         as --nginx, with a content snapshot build (D38) read
 *                                       from that API; by default measures the data pages
 *                                       /case, /events, /airport and an item page of each kind
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { blogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events } from '@/mocks/fixtures/events';
import { parkingServices } from '@/mocks/fixtures/parking';
import { fixedRoutes, NOT_FOUND_FILE } from '@/config/routeTable';
import { isLanguage, type Language } from '@/i18n/languages';
import { startNginx, freePort } from '../hosting/nginxServer';
import { startMockApi } from '../serve/mockApiServer';
import { startPreview } from '../serve/preview';
import { runLighthouse, type RunFigures } from './lighthouse';

const FLOOR_PATH = '/__bench__/floor.html';
const root = path.resolve(__dirname, '../..');

/** What a snapshot build changes (issue 23): the pages with server content, and their items. */
const SNAPSHOT_ROUTES = [
  '/case',
  '/events',
  '/airport',
  `/blogsection/${blogs[0]?._id ?? ''}`,
  `/events/${events[0]?._id ?? ''}`,
  `/case/${parkingServices[0]?._id ?? ''}`,
  `/skills/${jobOpenings[0]?._id ?? ''}`,
];

function parseArguments(argv: string[]) {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
  const named = argv.filter((arg, i) => /^(\w+:)?\//.test(arg) && argv[i - 1] !== '--runs');
  const snapshot = argv.includes('--snapshot');
  const routes = named.length
    ? named
    : snapshot
      ? SNAPSHOT_ROUTES
      : [
          ...fixedRoutes.map((route) => route.path),
          `/blogsection/${blogs[0]?._id ?? ''}`,
          // The not-found page by its file: Lighthouse refuses to audit a 404 answer, and the
          // browser renders the same page for it (the app's router does not know the path).
          `/${NOT_FOUND_FILE}`,
          '/hi/',
          '/hi/aboutus',
          '/zh/faq',
          '/de/solution',
          'hi:/aboutus',
        ];
  return {
    runs,
    routes: [...routes, FLOOR_PATH],
    build: argv.includes('--build'),
    nginx: snapshot || argv.includes('--nginx'),
    snapshot,
  };
}

interface Served {
  url: string;
  close: () => Promise<void>;
}

/**
 * Not execSync: the mock API of --nginx runs in this process, and a snapshot build reads it
 * while it builds.
 */
async function build(env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error('npm run build failed');
}

/**
 * The floor page, copied into dist/ for the run so the server sends it with the site's headers
 * and its inline style is hashed into the CSP like the pages' (scripts/build/inlineSources.ts).
 */
function addFloor(): () => void {
  const floor = path.join(root, 'dist', FLOOR_PATH);
  fs.mkdirSync(path.dirname(floor), { recursive: true });
  fs.copyFileSync(path.join(__dirname, 'floor.html'), floor);
  return () => fs.rmSync(path.dirname(floor), { recursive: true, force: true });
}

/** The preview server, the floor page included. */
async function servePreview(rebuild: boolean): Promise<Served> {
  if (rebuild || !fs.existsSync(path.join(root, 'dist/index.html'))) await build();
  const removeFloor = addFloor();
  const { server, url } = await startPreview(0, { mockApi: true });
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      removeFloor();
    },
  };
}

/**
 * nginx as in production, the build made against the mock API on its own origin (with
 * `snapshot`, its content read into the pages at build time). The floor page is copied into
 * dist/ for the run, so nginx serves it with the same headers.
 */
async function serveNginx(snapshot: boolean): Promise<Served> {
  const port = await freePort();
  const api = await startMockApi(0, `http://127.0.0.1:${port}`);
  await build({ API_BASE_URL: api.url, ...(snapshot ? { CONTENT_SNAPSHOT: '1' } : {}) });
  const removeFloor = addFloor();
  const nginx = await startNginx({ port, apiBaseUrl: api.url });
  return {
    url: nginx.url,
    close: async () => {
      await nginx.stop();
      api.server.close();
      removeFloor();
    },
  };
}

/** `hi:/aboutus` → `/aboutus` visited with Hindi stored; `/faq` → `/faq` as it is. */
function visitOf(route: string): { path: string; stored?: Language } {
  const [prefix, path] = route.split(/:(?=\/)/);
  return path !== undefined && isLanguage(prefix) ? { path, stored: prefix } : { path: route };
}

function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A route's medians, and how many of its runs completed (`runs` of the table). */
type Medians = { [K in keyof RunFigures]: number } & { completed: number; runs: number };

/**
 * Medians over the runs that completed. A run Lighthouse could not finish (a page error, a
 * timeout) reports NaN for its metrics; it is left out rather than poisoning the median.
 */
function medians(runs: RunFigures[]): Medians {
  const completed = runs.filter((run) => Object.values(run).every(Number.isFinite));
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  const figures = Object.fromEntries(
    keys.map((key) => [key, median(completed.map((run) => run[key]))]),
  ) as { [K in keyof RunFigures]: number };
  return { ...figures, completed: completed.length, runs: runs.length };
}

function printTable(results: Map<string, Medians>): void {
  const floor = results.get(FLOOR_PATH);
  const header = [
    'route',
    'runs',
    'perf',
    'seo',
    'bp',
    'FCP ms',
    'LCP ms',
    'LCP/floor',
    'TBT ms',
    'CLS',
    'KB',
  ];
  const rows = [...results].map(([route, m]) => [
    route,
    `${String(m.completed)}/${String(m.runs)}`,
    String(m.performance),
    String(m.seo),
    String(m.bestPractices),
    m.fcp.toFixed(0),
    m.lcp.toFixed(0),
    floor ? (m.lcp / floor.lcp).toFixed(2) : '-',
    m.tbt.toFixed(0),
    m.cls.toFixed(3),
    m.transferKb.toFixed(0),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.info(
    [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'),
  );
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const { url, close } = options.nginx
    ? await serveNginx(options.snapshot)
    : await servePreview(options.build);
  const served = options.snapshot
    ? 'nginx, content snapshot'
    : options.nginx
      ? 'nginx'
      : 'preview server';
  console.info(`bench: ${url} (${served})`);
  const all: Record<string, RunFigures[]> = {};
  const results = new Map<string, Medians>();
  try {
    for (const route of options.routes) {
      const runs: RunFigures[] = [];
      const { path: visited, stored } = visitOf(route);
      for (let i = 0; i < options.runs; i += 1) {
        runs.push(await runLighthouse(`${url}${visited}`, stored));
      }
      all[route] = runs;
      results.set(route, medians(runs));
      console.info(`measured ${route}`);
    }
  } finally {
    await close();
  }
  printTable(results);
  fs.writeFileSync(path.join(root, 'bench-results.json'), `${JSON.stringify(all, null, 2)}\n`);
  console.info('every run: bench-results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
