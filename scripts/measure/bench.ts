/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling) on every fixed route, one detail
 * route, the not-found page, pages in other languages (D37: `/hi/`, `/hi/aboutus`, `/zh/faq`,
 * `/de/solution`, and `/aboutus` for a visitor whose stored language is Hindi, which the boot
 * script sends to `/hi/aboutus`) and a minimal static page with one image (the floor), 3 runs
 * each, all in one session so the figures compare. Prints a table of medians: each route's LCP
 * as a multiple of the floor's, its longest task of the site's own scripts, of the HTML
 * document and of nothing the site names (scripts/measure/loadVerdict.ts says whose a task
 * is), D49's verdict, and the verdict held where D49 is out of reach on this machine (E12: the
 * same by the main thread's CPU time); writes every run, with its tasks, to bench-results.json.
 * Not a CI gate: timings on a shared 2-core machine are noisy; run it on a quiet machine.
 *
 *   npm run bench                       build if dist/ is missing, serve it, measure
 *   npm run bench -- --runs 1 / /faq    fewer runs, only the routes named (`hi:/aboutus`: with
 *                                       Hindi stored before the visit)
 *   npm run bench -- --languages        every fixed route in every language (D49's routes)
 *   npm run bench -- --trace --runs 1 /faq
 *                                       each run's Lighthouse trace, with V8's sampling
 *                                       profiler, in bench-traces/, and its longest task of
 *                                       ours by source function (a build with source maps)
 *   npm run bench -- --build            rebuild first
 *   npm run bench -- --nginx            serve through the generated nginx configuration, with
 *                                       its headers (docs/deploying.md), and the mock API on an
 *                                       origin of its own; always rebuilds against that API
 *   npm run bench -- --snapshot         as --nginx, with a content snapshot build (D38) read
 *                                       from that API; by default measures the data pages
 *                                       /faq, /zh/faq, /case, /events, /airport and an item
 *                                       page of each kind
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
import { isLanguage, SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';
import { localizedPath } from '@/i18n/languagePaths';
import { runLighthouse, type RunFigures, type TraceOptions } from './lighthouse';
import { heldLoadVerdict, LOAD_TARGETS, loadVerdict } from './loadVerdict';
import { machinePowerLine } from './machinePower';
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

/** What a snapshot build changes (issue 23, D49): the pages with server content, and their items. */
const SNAPSHOT_ROUTES = [
  '/faq',
  '/zh/faq',
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
  const fixed = fixedRoutes.map((route) => route.path);
  const common = [
    `/blogsection/${blogs[0]?._id ?? ''}`,
    // The not-found page by its file: Lighthouse refuses to audit a 404 answer, and the
    // browser renders the same page for it (the app's router does not know the path).
    `/${NOT_FOUND_FILE}`,
  ];
  const routes = named.length
    ? named
    : against
      ? AGAINST_ROUTES
      : snapshot
        ? SNAPSHOT_ROUTES
        : argv.includes('--languages')
          ? [
              ...SUPPORTED_LANGUAGES.flatMap((language) =>
                fixed.map((route) => localizedPath(language, route)),
              ),
              ...common,
              'hi:/aboutus',
            ]
          : [...fixed, ...common, '/hi/', '/hi/aboutus', '/zh/faq', '/de/solution', 'hi:/aboutus'];
  return {
    runs,
    routes: [...routes, FLOOR_PATH],
    build: argv.includes('--build'),
    nginx: snapshot || argv.includes('--nginx'),
    snapshot,
    against,
    keepAgainst: argv.includes('--keep-against'),
    trace: argv.includes('--trace'),
  };
}

type Options = ReturnType<typeof parseArguments>;

/** This checkout's build, served as the options say, the floor page included. */
async function serveThis(options: Options): Promise<Served> {
  // A trace names functions through the build's source maps (scripts/measure/inp/profile.ts).
  if (options.trace) process.env.SOURCE_MAPS = '1';
  const pages = [FLOOR_FILE];
  if (options.nginx) return buildAndServe({ server: 'nginx', snapshot: options.snapshot, pages });
  // Beside another revision's build, this one is made anew too: both the same way.
  const rebuild = options.build || options.trace || options.against !== undefined;
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

/** A route as part of a file name: `/hi/aboutus` → `hi-aboutus`, `/` → `home`. */
const slug = (route: string) => route.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'home';

/** The figures of a run that have a median: its numbers. */
type Figure = Exclude<keyof RunFigures, 'tasks' | 'oursScript' | 'benchmarkIndex'>;

const FIGURES: readonly Figure[] = [
  'performance',
  'seo',
  'bestPractices',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'transferKb',
  'ours',
  'oursCpu',
  'document',
  'other',
];

/**
 * A route's medians, how many of its runs completed (`runs` of the table), and the script of
 * its longest task of ours in the run closest to that median.
 */
type Medians = Record<Figure, number> & { completed: number; runs: number; oursScript: string };

/**
 * Medians over the runs that completed. A run Lighthouse could not finish (a page error, a
 * timeout, a trace it could not read) reports NaN; it is left out rather than poisoning the
 * median.
 */
function medians(runs: RunFigures[]): Medians {
  const completed = runs.filter((run) => FIGURES.every((key) => Number.isFinite(run[key])));
  const figures = Object.fromEntries(
    FIGURES.map((key) => [key, median(completed.map((run) => run[key]))]),
  ) as Record<Figure, number>;
  const nearest = [...completed].sort(
    (a, b) => Math.abs(a.ours - figures.ours) - Math.abs(b.ours - figures.ours),
  )[0];
  return {
    ...figures,
    completed: completed.length,
    runs: runs.length,
    oursScript: nearest && nearest.ours >= 1 ? nearest.oursScript : '-',
  };
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
    'ours ms',
    'ours CPU ms',
    'document ms',
    'other ms',
    'D49',
    'held (E12)',
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
    `${m.ours.toFixed(0)} (${m.oursScript})`,
    m.oursCpu.toFixed(0),
    m.document.toFixed(0),
    m.other.toFixed(0),
    route === FLOOR_PATH ? 'the floor' : loadVerdict(m, floor?.performance ?? NaN),
    route === FLOOR_PATH ? 'the floor' : heldLoadVerdict(m, floor?.performance ?? NaN),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.info(
    [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'),
  );
  console.info(
    `\nms: Lighthouse's simulated time (4× CPU), medians. ours: the longest time of the site's own scripts in one task (a /js/ script's whole task, the inline boot script's share of a document's task; the script in brackets); ours CPU: the same from the main thread's CPU time, without the waits of a loaded machine; document: the longest task attributed to the HTML document; other: the longest attributed to nothing of the site. D49: ours under ${String(LOAD_TARGETS.taskMs)} ms and performance ≥ ${String(LOAD_TARGETS.performance)}, in a run whose floor scores ${String(LOAD_TARGETS.floorPerformance)}. Held (E12, where D49 is out of reach on this machine): the same with ours CPU.`,
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
    return `| ${route} | ${String(m.completed)}/${String(other.completed)} | ${m.tbt.toFixed(0)} | ${other.tbt.toFixed(0)} | ${ratio(m.tbt, other.tbt)} | ${m.ours.toFixed(0)} | ${other.ours.toFixed(0)} | ${m.oursCpu.toFixed(0)} | ${other.oursCpu.toFixed(0)} | ${m.document.toFixed(0)} | ${other.document.toFixed(0)} | ${String(m.performance)} | ${String(other.performance)} | ${m.lcp.toFixed(0)} | ${other.lcp.toFixed(0)} |`;
  });
  console.info(
    [
      `\nThis build against ${revision}, served side by side, runs alternating (medians; runs completed: this/${revision}):\n`,
      `| route | runs | TBT ms | TBT ms ${revision} | TBT ratio | ours ms | ours ms ${revision} | ours CPU ms | ours CPU ms ${revision} | document ms | document ms ${revision} | perf | perf ${revision} | LCP ms | LCP ms ${revision} |`,
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
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
        const traceOf = (build: string, checkout: string): TraceOptions | undefined =>
          options.trace
            ? {
                file: path.join(
                  root,
                  'bench-traces',
                  `lighthouse-${build}${slug(route)}-${String(i + 1)}.json`,
                ),
                distDir: path.join(checkout, 'dist'),
              }
            : undefined;
        runs.push(await runLighthouse(`${ours.url}${visited}`, stored, traceOf('', root)));
        // Alternately, so a busy moment of the machine falls on both builds alike.
        if (theirs && other && route !== FLOOR_PATH) {
          otherRuns.push(
            await runLighthouse(`${theirs.url}${visited}`, stored, traceOf(`${label}-`, other.dir)),
          );
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
  console.info(
    machinePowerLine(
      Object.values(all).flatMap((runs) => runs.map(({ benchmarkIndex }) => benchmarkIndex)),
    ),
  );
  if (other) printComparison(label, results, otherResults);
  fs.writeFileSync(path.join(root, 'bench-results.json'), `${JSON.stringify(all, null, 2)}\n`);
  console.info('every run: bench-results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
