/**
 * `npm run bench:search` (issue 62, E1): the site search on the bench:inp phone (Lighthouse's
 * mobile profile, the CPU slowed 4× once the page has loaded), served by nginx over HTTP/2 from
 * a content-snapshot build, as production serves it. Each run is a fresh phone (nothing cached)
 * on /aboutus that (search/searchRun.ts):
 *  1. taps the navbar's Search button: the tap's latency as INP counts it, and the time until
 *     the dialog is painted;
 *  2. types the first letter of a word at once: the time from that key to the frame that shows
 *     the first result, the index's fetch included, and the bytes the browser received from the
 *     tap to that result;
 *  3. types the word's other letters, each key's latency as INP counts it (the worst is the
 *     run's figure), against D48: within 3 × the floor page's key of the same run.
 * The floor page's key (floor-interactions.html, as bench:inp) is measured in the same runs.
 * Medians of the runs; not a CI gate (a shared machine is noisy).
 *
 *   npm run bench:search                 build against the mock API, serve with nginx, measure
 *   npm run bench:search -- --runs 3     runs (default 5)
 *   npm run bench:search -- --cpu 6      another CPU slowdown (default 4)
 *   npm run bench:search -- --preview    dist/ as it is on the preview server (HTTP/1.1)
 *   npm run bench:search -- --trace      a Chrome trace of each run's opening and later keys in
 *                                        bench-traces/search-*.json, summed up (bench:inp's)
 *   npm run bench:search -- --against main
 *                                        also another revision's build (a worktree of its own,
 *                                        otherRevision.ts), runs in turns with this one, and
 *                                        the ratio of each median; `--keep-against` keeps it
 *
 * Like bench:inp, it leaves dist/ built against an API that is gone once it ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../tests/e2e/chromiumFlags';
import { chromiumPath } from '../../tests/e2e/support';
import { INTERACTION_FLOOR_PAGE } from './inp/interactions';
import { checkoutRevision } from './otherRevision';
import { floorKeyRun, searchRun, traceFiles, type Run } from './search/searchRun';
import { buildAndServe, REPO_ROOT, runBuild, serveDist, type Served } from './serveBench';
import { median } from './stats';

/** D48: a key within 3 × the floor's key; the issue: the first result within 300 ms. */
const KEY_RATIO = 3;
const FIRST_RESULT_MS = 300;
const PAGES = [INTERACTION_FLOOR_PAGE, INTERACTION_FLOOR_PAGE.replace(/\.html$/, '.js')];

function parseOptions(argv: readonly string[]) {
  const number = (name: string, fallback: number) => {
    const at = argv.indexOf(name);
    const value = at < 0 ? fallback : Number(argv[at + 1]);
    if (!(value > 0)) throw new Error(`${name} needs a positive number`);
    return value;
  };
  const at = argv.indexOf('--against');
  return {
    runs: number('--runs', 5),
    cpu: number('--cpu', 4),
    preview: argv.includes('--preview'),
    trace: argv.includes('--trace'),
    against: at < 0 ? undefined : argv[at + 1],
    keepAgainst: argv.includes('--keep-against'),
  };
}

type Options = ReturnType<typeof parseOptions>;

/** One build as measured: where it is served, its runs and its floor's keys. */
interface Build {
  label: string;
  served: Served;
  distDir: string;
  runs: Run[];
  floor: number[];
}

/** This checkout's build: made anew beside another revision's, both the same way. */
async function serveThis(options: Options): Promise<Served> {
  if (!options.preview || options.against) {
    return buildAndServe({ server: 'nginx-http2', snapshot: true, pages: PAGES });
  }
  if (!fs.existsSync(path.join(REPO_ROOT, 'dist/index.html'))) await runBuild(REPO_ROOT);
  return serveDist({ pages: PAGES });
}

async function measure(browser: Browser, build: Build, run: number, options: Options) {
  const trace = options.trace
    ? { file: traceFiles(REPO_ROOT, build.label, run), distDir: build.distDir }
    : undefined;
  const figures = await searchRun(browser, build.served.url, { cpu: options.cpu, trace });
  build.runs.push(figures);
  build.floor.push(await floorKeyRun(browser, build.served.url, options.cpu));
  console.info(
    `run ${String(run)} ${build.label}: ${JSON.stringify(figures)}, floor key ${String(build.floor.at(-1))} ms`,
  );
}

const of = (build: Build, key: keyof Run) => build.runs.map((figures) => figures[key]);

const row = (label: string, values: readonly number[], unit: string, verdict: string) =>
  `| ${label} | ${median(values).toFixed(unit === 'KB' ? 1 : 0)} ${unit} | ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)} | ${verdict} |`;

function printBuild(build: Build): void {
  const floorKey = median(build.floor);
  const laterKey = median(of(build, 'laterKey'));
  const keyVerdict = `${(laterKey / floorKey).toFixed(2)} × floor; ≤ ${String(KEY_RATIO)} × (${(KEY_RATIO * floorKey).toFixed(0)} ms): ${laterKey <= KEY_RATIO * floorKey ? 'pass' : 'FAIL'}`;
  const first = median(of(build, 'firstResult'));
  const firstVerdict = `≤ ${String(FIRST_RESULT_MS)} ms: ${first <= FIRST_RESULT_MS ? 'pass' : 'FAIL'}`;
  console.info(
    `\n${build.label}: medians of ${String(build.runs.length)} runs (INP rows: "0" is no entry over 16 ms):\n`,
  );
  console.info('| step | median | range | target |');
  console.info('| ---- | ------ | ----- | ------ |');
  console.info(row('open search: the tap (INP)', of(build, 'tap'), 'ms', '-'));
  console.info(row('open search: tap to dialog painted', of(build, 'dialogShown'), 'ms', '-'));
  console.info(
    row('first key to first result painted', of(build, 'firstResult'), 'ms', firstVerdict),
  );
  console.info(row('bytes received, tap to first result', of(build, 'kilobytes'), 'KB', '-'));
  console.info(row('first key (INP)', of(build, 'firstKey'), 'ms', '-'));
  console.info(row('worst later key (INP)', of(build, 'laterKey'), 'ms', keyVerdict));
  console.info(row('floor: worst key (INP)', build.floor, 'ms', 'floor'));
}

/** Each median of this build over the other's, runs taken in turns. */
function printRatios(ours: Build, theirs: Build): void {
  const keys: (keyof Run)[] = [
    'tap',
    'dialogShown',
    'firstResult',
    'kilobytes',
    'firstKey',
    'laterKey',
  ];
  console.info(`\nThis build against ${theirs.label}, runs in turns (medians):\n`);
  console.info(`| figure | this | ${theirs.label} | ratio |`);
  console.info('| ------ | ---- | --- | ----- |');
  const line = (name: string, a: readonly number[], b: readonly number[]) => {
    const [mine, other] = [median(a), median(b)];
    const ratio = other > 0 ? (mine / other).toFixed(2) : '-';
    console.info(`| ${name} | ${mine.toFixed(0)} | ${other.toFixed(0)} | ${ratio} |`);
  };
  for (const key of keys) line(key, of(ours, key), of(theirs, key));
  line('floor key', ours.floor, theirs.floor);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // A trace names the source of each function through the build's maps (inp/profile.ts).
  if (options.trace) process.env.SOURCE_MAPS = '1';
  const other = options.against
    ? await checkoutRevision(options.against, options.keepAgainst)
    : undefined;
  const builds: Build[] = [];
  try {
    const distDir = path.join(REPO_ROOT, 'dist');
    builds.push({ label: 'this', served: await serveThis(options), distDir, runs: [], floor: [] });
    if (other) {
      const served = await buildAndServe({
        server: 'nginx-http2',
        snapshot: true,
        checkout: other.dir,
        pages: PAGES,
      });
      const label = other.commit.slice(0, 7);
      builds.push({ label, served, distDir: path.join(other.dir, 'dist'), runs: [], floor: [] });
    }
    console.info(
      `bench:search: ${builds.map((build) => `${build.label} ${build.served.url}`).join(', ')} (${options.preview ? 'preview server, dist/ as it is' : 'nginx over HTTP/2, content snapshot'}), CPU ${String(options.cpu)}× slower, ${String(options.runs)} runs`,
    );
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      // In turns, so that a busy moment of the machine falls on both builds alike.
      for (let run = 1; run <= options.runs; run += 1) {
        for (const build of builds) await measure(browser, build, run, options);
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const build of builds) await build.served.close();
    other?.remove();
  }
  for (const build of builds) printBuild(build);
  const [ours, theirs] = builds;
  if (ours && theirs) printRatios(ours, theirs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
