/**
 * `npm run bench:inp` (D48): how long each interaction a visitor makes takes to paint its
 * response on a mid-range phone, as INP counts it. The production build is served by the
 * project's nginx over HTTP/2, as production serves it; a phone (Lighthouse's mobile profile:
 * 412 px wide, touch, a mobile user agent) loads the page and waits for the app, then its CPU is
 * slowed 4× and the interaction is performed with real input (a tap, key presses). Each run's
 * figure is the interaction's longest Event Timing entry (scripts/measure/inp/eventTiming.ts);
 * the table gives the median of the runs, and a second table where that time went (input delay,
 * handlers, to the paint). A static page in plain JavaScript with a menu, an accordion and a
 * text field (floor-interactions.html) is measured in the same run: the floor,
 * the yardstick of every row (its accordion for the FAQ, its menu for every other tap, its key
 * for typing): each row prints its ratio to that row and D48's verdict (inp/report.ts). The same
 * three controls built with the design card's packages alone (floor-card.html, cardFloor/) are
 * measured too: the card's floor, the yardstick of the target held where D48's is out of reach
 * (E11 in docs/decisions.md). Not a CI gate (a shared machine is noisy).
 *
 *   npm run bench:inp                     build against the mock API, serve with nginx, measure
 *   npm run bench:inp -- menu faq         only the interactions whose names contain a word
 *                                         (the floor's are always measured)
 *   npm run bench:inp -- --runs 3         runs per interaction (default 5)
 *   npm run bench:inp -- --snapshot       a content snapshot build (D38), as production serves
 *                                         the data pages (the FAQ's questions in the HTML)
 *   npm run bench:inp -- --cpu 6          another CPU slowdown (default 4)
 *   npm run bench:inp -- --preview        dist/ as it is (built if missing) on the preview
 *                                         server, HTTP/1.1: quicker, not production's set-up
 *   npm run bench:inp -- --list           the interactions' names
 *   npm run bench:inp -- --trace --runs 1 language
 *                                         a trace of each step in bench-traces/, summed up:
 *                                         the main thread's tasks and what they spent it on
 *
 * Like `bench:nav -- --nginx`, it leaves dist/ built against an API that is gone once it
 * ends: run `npm run build` before the end-to-end tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { gotoApp, networkQuiet, watchTraffic } from '../../tests/e2e/settle';
import { CHROMIUM_ARGS } from '../../tests/e2e/chromiumFlags';
import { chromiumPath, drawsFrames, DrewNothing, drewNothing } from '../../tests/e2e/support';
import { onceMore } from '../../tests/e2e/patience';
import {
  armFrameClock,
  entriesSince,
  interactionsOf,
  pageIdle,
  pageNow,
  slowest,
  type Phases,
} from './inp/eventTiming';
import { buildCardFloor } from './cardFloor/build';
import {
  CARD_FLOOR_PAGE,
  INTERACTION_FLOOR_PAGE,
  interactions,
  WORK_EVENT,
  type Interaction,
} from './inp/interactions';
import { openPhone } from './inp/phone';
import { reportTrace, startTrace } from './inp/trace';
import { phaseTable, summarise, table } from './inp/report';
import { buildAndServe, REPO_ROOT, runBuild, serveDist, type Served } from './serveBench';

export interface Options {
  runs: number;
  cpu: number;
  snapshot: boolean;
  preview: boolean;
  list: boolean;
  /** Trace every measured step (scripts/measure/inp/trace.ts). */
  trace: boolean;
  /** The interactions to measure, the floor's included, in the list's order. */
  chosen: Interaction[];
}

export function parseOptions(argv: readonly string[]): Options {
  const valueOf = (name: string, fallback: number) => {
    const at = argv.indexOf(name);
    if (at < 0) return fallback;
    const value = Number(argv[at + 1]);
    if (!(value > 0)) throw new Error(`${name} needs a positive number`);
    return value;
  };
  const words = argv.filter(
    (arg, i) => !arg.startsWith('--') && !['--runs', '--cpu'].includes(argv[i - 1] ?? ''),
  );
  const unknown = words.filter((word) => !interactions.some(({ id }) => id.includes(word)));
  if (unknown.length > 0) {
    throw new Error(`no interaction named like ${unknown.join(', ')} (--list shows them)`);
  }
  const chosen = interactions.filter(
    ({ id, floor }) => floor || words.length === 0 || words.some((word) => id.includes(word)),
  );
  return {
    runs: valueOf('--runs', 5),
    cpu: valueOf('--cpu', 4),
    snapshot: argv.includes('--snapshot'),
    preview: argv.includes('--preview'),
    list: argv.includes('--list'),
    trace: argv.includes('--trace'),
    chosen,
  };
}

/** One step's latency in ms, and where it went when Event Timing says (not by frame clock). */
interface Step {
  latency: number;
  phases?: Phases;
}

/** One run of one interaction in a fresh phone: every step. */
async function measureRun(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  options: Options,
): Promise<Step[]> {
  const phone = await openPhone(browser, { acceptTestCertificate: origin.startsWith('https:') });
  const { page } = phone;
  try {
    watchTraffic(page);
    if (interaction.floor) {
      await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
    } else {
      await gotoApp(page, `${origin}${interaction.path}`);
    }
    // A tab that draws nothing measures nothing: its first tap would wait out Playwright's 30 s
    // for a "stable" element (docs/development.md, "When the browser fails, not the page").
    if (!(await drawsFrames(page))) {
      throw new DrewNothing(`${interaction.id}: the tab drew no frame once loaded`);
    }
    await interaction.prepare?.(page);
    await networkQuiet(page, { afterAction: true });
    await phone.slowDown(options.cpu);
    // Whatever the slowdown or the preparation left queued runs before the first input.
    await pageIdle(page);
    const steps: Step[] = [];
    await interaction.perform(page, async (performStep, { frameClockFrom } = {}) => {
      const act = options.trace
        ? async () => {
            const stopTrace = await startTrace(phone.cdp);
            await performStep();
            const file = `bench-traces/${interaction.id}-${String(steps.length + 1)}.json`;
            reportTrace(
              path.join(REPO_ROOT, file),
              await stopTrace(),
              path.join(REPO_ROOT, 'dist'),
            );
          }
        : performStep;
      if (frameClockFrom) {
        const elapsed = await armFrameClock(page, frameClockFrom);
        await act();
        steps.push({ latency: await elapsed() });
        return;
      }
      const since = await pageNow(page);
      await act();
      const entries = await entriesSince(page, since, WORK_EVENT[interaction.kind]);
      const worst = slowest(interactionsOf(entries));
      steps.push(worst ? { latency: worst.latency, phases: worst.phases } : { latency: 0 });
    });
    return steps;
  } finally {
    await phone.close();
  }
}

/** "112 ms (steps 88, 112; input delay 2, handlers 31, to the paint 79)" */
function runLine(steps: readonly Step[], worst: Step): string {
  const notes: string[] = [];
  if (steps.length > 1) notes.push(`steps ${steps.map((step) => step.latency).join(', ')}`);
  const phases = worst.phases;
  if (phases) {
    notes.push(
      `input delay ${String(phases.inputDelay)}, handlers ${String(phases.processing)}, to the paint ${String(phases.presentation)}`,
    );
  }
  return `${String(worst.latency)} ms${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

async function serve(options: Options): Promise<Served> {
  const pages = [
    INTERACTION_FLOOR_PAGE,
    INTERACTION_FLOOR_PAGE.replace(/\.html$/, '.js'),
    CARD_FLOOR_PAGE,
    await buildCardFloor(),
  ];
  if (!options.preview) {
    return buildAndServe({ server: 'nginx-http2', snapshot: options.snapshot, pages });
  }
  if (!fs.existsSync(path.join(REPO_ROOT, 'dist/index.html'))) await runBuild(REPO_ROOT);
  return serveDist({ pages });
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.list) {
    for (const { id, label, path: at } of interactions) console.info(`${id}: ${label} (${at})`);
    return;
  }
  // A trace names the source of each function through the build's maps (profile.ts).
  if (options.trace) process.env.SOURCE_MAPS = '1';
  const { url, close } = await serve(options);
  const served = options.preview ? 'preview server, dist/ as it is' : 'nginx over HTTP/2';
  console.info(
    `bench:inp: ${url} (${served}${options.snapshot ? ', content snapshot' : ''}), CPU ${String(options.cpu)}× slower, ${String(options.runs)} runs`,
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const figures = new Map<string, number[]>();
  const phases = new Map<string, Phases[]>();
  try {
    // Run by run over every interaction, so a busy moment of the machine spreads over all.
    for (let run = 1; run <= options.runs; run += 1) {
      for (const interaction of options.chosen) {
        const steps = await onceMore(
          () => measureRun(browser, url, interaction, options),
          drewNothing,
        );
        const worst = steps.reduce<Step>(
          (kept, step) => (step.latency > kept.latency ? step : kept),
          { latency: 0 },
        );
        figures.set(interaction.id, [...(figures.get(interaction.id) ?? []), worst.latency]);
        if (worst.phases) {
          phases.set(interaction.id, [...(phases.get(interaction.id) ?? []), worst.phases]);
        }
        console.info(`run ${String(run)}, ${interaction.id}: ${runLine(steps, worst)}`);
      }
    }
  } finally {
    await browser.close();
    await close();
  }
  console.info(
    `\nEach interaction's longest Event Timing entry, median of ${String(options.runs)} (ms; "< 16": no entry reached the 16 ms threshold):\n`,
  );
  console.info(table(summarise(options.chosen, figures)));
  console.info(
    `\nWhere that time went, the median over the runs of each run's slowest entry (ms): from the input to its first handler (tasks in the way, the tap's earlier events), the handlers of the events presented in its frame, and from them to the paint (style, layout, paint):\n`,
  );
  console.info(phaseTable(options.chosen, phases));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
