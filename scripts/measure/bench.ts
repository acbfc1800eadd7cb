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
 *   npm run bench -- --against 1e92890  also another revision's build, served beside this one:
 *                                       checked out in a temporary git worktree with its own
 *                                       npm ci, built the same way (with --nginx, --snapshot
 *                                       too), measured alternately with this build run by run;
 *                                       prints both medians and their ratios. By default the
 *                                       routes of issue 31: /, /aboutus, /solution, /joinus,
 *                                       /faq, /hi/. `--keep-against` keeps the worktree and its
 *                                       packages for the next comparison with that revision
 */
import fs from 'node:fs';
import path from 'node:path';
import { blogs } from '@/mocks/fixtures/blog';
import { jobOpenings } from '@/mocks/fixtures/careers';
import { events } from '@/mocks/fixtures/events';
import { parkingServices } from '@/mocks/fixtures/parking';
import { fixedRoutes, NOT_FOUND_FILE } from '@/config/routeTable';
import { isLanguage, type Language } from '@/i18n/languages';
import { runLighthouse, type RunFigures } from './lighthouse';
import { checkoutRevision, type OtherCheckout } from './otherRevision';
import {
  BENCH_FOLDER,
  buildAndServe,
  REPO_ROOT,
  runBuild,
  serveDist,
  type Served,
} from './serveBench';
import { median } from './stats';

const FLOOR_FILE = 'floor.html';
const FLOOR_PATH = `${BENCH_FOLDER}/${FLOOR_FILE}`;
const root = REPO_ROOT;

/** Issue 31's routes for the blocking-time comparison with an earlier build. */
const AGAINST_ROUTES = ['/', '/aboutus', '/solution', '/joinus', '/faq', '/hi/'];

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
  const valueOf = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const runs = Number(valueOf('--runs') ?? 3);
  const against = valueOf('--against');
  const named = argv.filter((arg, i) => /^(\w+:)?\//.test(arg) && argv[i - 1] !== '--runs');
  const snapshot = argv.includes('--snapshot');
  const routes = named.length
    ? named
    : against
      ? AGAINST_ROUTES
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
    against,
    keepAgainst: argv.includes('--keep-against'),
  };
}

type Options = ReturnType<typeof parseArguments>;

/** This checkout's build, served as the options say, the floor page included. */
async function serveThis(options: Options): Promise<Served> {
  const pages = [FLOOR_FILE];
  if (options.nginx) return buildAndServe({ server: 'nginx', snapshot: options.snapshot, pages });
  // Beside another revision's build, this one is made anew too: both the same way.
  const rebuild = options.build || options.against !== undefined;
  if (rebuild || !fs.existsSync(path.join(root, 'dist/index.html'))) await runBuild(root);
  return serveDist({ pages });
}

/** Another revision's build, made and served the same way (always built: it is new). */
async function serveOther(options: Options, checkout: OtherCheckout): Promise<Served> {
  if (options.nginx) {
    return buildAndServe({ server: 'nginx', snapshot: options.snapshot, checkout: checkout.dir });
  }
  await runBuild(checkout.dir);
  return serveDist({ distDir: path.join(checkout.dir, 'dist') });
}

/** `hi:/aboutus` → `/aboutus` visited with Hindi stored; `/faq` → `/faq` as it is. */
function visitOf(route: string): { path: string; stored?: Language } {
  const [prefix, path] = route.split(/:(?=\/)/);
  return path !== undefined && isLanguage(prefix) ? { path, stored: prefix } : { path: route };
}

/** The figures of a run that have a median: all but its list of long tasks. */
type Figure = Exclude<keyof RunFigures, 'longTasks'>;

/** A route's medians, and how many of its runs completed (`runs` of the table). */
type Medians = Record<Figure, number> & { completed: number; runs: number };

/**
 * Medians over the runs that completed. A run Lighthouse could not finish (a page error, a
 * timeout) reports NaN for its metrics; it is left out rather than poisoning the median.
 */
function medians(runs: RunFigures[]): Medians {
  const keys = Object.keys(runs[0] ?? {}).filter((key): key is Figure => key !== 'longTasks');
  const completed = runs.filter((run) => keys.every((key) => Number.isFinite(run[key])));
  const figures = Object.fromEntries(
    keys.map((key) => [key, median(completed.map((run) => run[key]))]),
  ) as Record<Figure, number>;
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
    'start task ms',
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
    m.startTask.toFixed(0),
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

/** The ratio of two medians, for the comparison table. */
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');

function printComparison(
  revision: string,
  ours: Map<string, Medians>,
  theirs: Map<string, Medians>,
): void {
  const lines = [...theirs].map(([route, other]) => {
    const m = ours.get(route);
    if (!m) return '';
    return `| ${route} | ${String(m.completed)}/${String(other.completed)} | ${m.tbt.toFixed(0)} | ${other.tbt.toFixed(0)} | ${ratio(m.tbt, other.tbt)} | ${m.startTask.toFixed(0)} | ${other.startTask.toFixed(0)} | ${String(m.performance)} | ${String(other.performance)} | ${m.lcp.toFixed(0)} | ${other.lcp.toFixed(0)} |`;
  });
  console.info(
    [
      `\nThis build against ${revision}, served side by side, runs alternating (medians; runs completed: this/${revision}):\n`,
      `| route | runs | TBT ms | TBT ms ${revision} | TBT ratio | start task ms | start task ms ${revision} | perf | perf ${revision} | LCP ms | LCP ms ${revision} |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...lines,
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  const other = options.against
    ? await checkoutRevision(options.against, options.keepAgainst)
    : undefined;
  const servers: Served[] = [];
  const all: Record<string, RunFigures[]> = {};
  const results = new Map<string, Medians>();
  const otherResults = new Map<string, Medians>();
  const label = other?.commit.slice(0, 7) ?? '';
  try {
    const ours = await serveThis(options);
    servers.push(ours);
    const theirs = other ? await serveOther(options, other) : undefined;
    if (theirs) servers.push(theirs);
    const served = options.snapshot
      ? 'nginx, content snapshot'
      : options.nginx
        ? 'nginx'
        : 'preview server';
    console.info(`bench: ${ours.url} (${served})${theirs ? `; ${label}: ${theirs.url}` : ''}`);
    for (const route of options.routes) {
      const runs: RunFigures[] = [];
      const otherRuns: RunFigures[] = [];
      const { path: visited, stored } = visitOf(route);
      for (let i = 0; i < options.runs; i += 1) {
        runs.push(await runLighthouse(`${ours.url}${visited}`, stored));
        // Alternately, so a busy moment of the machine falls on both builds alike.
        if (theirs && route !== FLOOR_PATH) {
          otherRuns.push(await runLighthouse(`${theirs.url}${visited}`, stored));
        }
      }
      all[route] = runs;
      results.set(route, medians(runs));
      if (otherRuns.length > 0) {
        all[`${label}:${route}`] = otherRuns;
        otherResults.set(route, medians(otherRuns));
      }
      console.info(`measured ${route}`);
    }
  } finally {
    for (const server of servers) await server.close();
    other?.remove();
  }
  printTable(results);
  if (other) printComparison(label, results, otherResults);
  fs.writeFileSync(path.join(root, 'bench-results.json'), `${JSON.stringify(all, null, 2)}\n`);
  console.info('every run: bench-results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
