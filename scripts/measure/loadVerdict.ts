/**
 * D49 for `npm run bench`: whose each main-thread task of a page load is, the longest of each
 * owner, and the verdict. No task attributed to the site's own scripts reaches 50 ms in
 * Lighthouse's simulation (mobile, 4× CPU), median of the runs; performance at least 98; in a
 * run where the floor page scores 100.
 *
 * Lighthouse attributes a task to a URL (`getAttributableURLForTask` in its task summary): the
 * first script among the URLs its events name (a script evaluated or compiled, a function
 * called, a timer or callback of that script), else the first URL at all (a document's parse,
 * its inline scripts), else none ("Unattributable", or "Browser" for the browser's own work).
 * Here that URL decides the owner:
 *
 * - **ours:** a script of the site, a file under `/js/` on the page's origin (the app's bundles
 *   and chunks). The whole task counts: what the script makes the browser do in it (style,
 *   layout forced by a read, a collection) is ours too.
 * - **document:** any other URL of the page's origin: an HTML document. Such a task holds the
 *   browser parsing the HTML and, where it runs, the inline boot script (src/boot.ts), and the
 *   callbacks that script registered. Only its script time counts as ours (Lighthouse's
 *   `scriptEvaluation` and `scriptParseCompile` groups): the parse, style and layout around it
 *   are the browser's, as they are on the floor page.
 * - **other:** no URL (the parse, style, layout and paint Lighthouse cannot tie to a script, the
 *   navigation's commit), the browser's own work, or another origin.
 */

/** Lighthouse's task groups (lighthouse/core/lib/tracehouse/task-groups.js). */
export type TaskGroupId =
  | 'parseHTML'
  | 'styleLayout'
  | 'paintCompositeRender'
  | 'scriptParseCompile'
  | 'scriptEvaluation'
  | 'garbageCollection'
  | 'other';

/** The groups that are script: a document's share of them is its inline script's. */
const SCRIPT_GROUPS: readonly TaskGroupId[] = ['scriptEvaluation', 'scriptParseCompile'];

export interface LoadTask {
  /** When it started: ms from the navigation, as recorded (not simulated). */
  start: number;
  /** Its length in Lighthouse's simulation (4× CPU), ms; 0 for a task it left out as short. */
  duration: number;
  /**
   * The same from the main thread's own CPU time (the trace's thread clock) instead of the
   * wall clock: what the task costs without the time the thread waited for a CPU on a loaded
   * machine (or for the browser's answer to a synchronous call). On a quiet machine the two
   * are close.
   */
  cpu: number;
  /** The URL Lighthouse attributes it to, or its word for none ("Unattributable", "Browser"). */
  url: string;
  /** Its simulated time by Lighthouse's task groups, ms. */
  groups: Partial<Record<TaskGroupId, number>>;
}

export type Owner = 'ours' | 'document' | 'other';

/** Whose the task attributed to `url` is, on a page of `origin` (https://host:port). */
export function ownerOf(url: string, origin: string): Owner {
  if (!URL.canParse(url)) return 'other';
  const parsed = new URL(url);
  if (parsed.origin !== origin) return 'other';
  return parsed.pathname.startsWith('/js/') ? 'ours' : 'document';
}

/**
 * The simulated ms of `task` that count as the site's own scripts', by the wall clock as
 * Lighthouse counts (`duration`) or by the thread's CPU time (`cpu`).
 */
export function oursOf(
  task: LoadTask,
  origin: string,
  clock: 'duration' | 'cpu' = 'duration',
): number {
  const owner = ownerOf(task.url, origin);
  if (owner === 'ours') return task[clock];
  if (owner === 'other' || task.duration === 0) return 0;
  const script = SCRIPT_GROUPS.reduce((sum, group) => sum + (task.groups[group] ?? 0), 0);
  return clock === 'duration' ? script : (script / task.duration) * task.cpu;
}

/** A script's short name: `/js/react.52fe6ddd.js` → `react`, a document's script → `boot`. */
export function scriptName(url: string, origin: string): string {
  if (ownerOf(url, origin) === 'document') return 'boot';
  const file = new URL(url).pathname.split('/').pop() ?? '';
  return file.replace(/\.[0-9a-f]{6,}\.js$/, '').replace(/\.js$/, '');
}

export interface LongestTasks {
  /** The longest time of ours in one task (simulated ms; 0 when none), and whose script. */
  ours: number;
  oursScript: string;
  /** The longest time of ours in one task by the thread's CPU time (LoadTask's `cpu`). */
  oursCpu: number;
  /** The longest task attributed to a document of the site, whole (parse, boot script, …). */
  document: number;
  /** The longest task attributed to nothing of the site (parse, style, layout, the browser). */
  other: number;
}

/** The longest task of each owner in one run. */
export function longestTasks(tasks: readonly LoadTask[], origin: string): LongestTasks {
  const longest: LongestTasks = { ours: 0, oursScript: '-', oursCpu: 0, document: 0, other: 0 };
  for (const task of tasks) {
    const owner = ownerOf(task.url, origin);
    const ours = oursOf(task, origin);
    if (ours > longest.ours) {
      longest.ours = ours;
      longest.oursScript = scriptName(task.url, origin);
    }
    longest.oursCpu = Math.max(longest.oursCpu, oursOf(task, origin, 'cpu'));
    if (owner === 'document') longest.document = Math.max(longest.document, task.duration);
    if (owner === 'other') longest.other = Math.max(longest.other, task.duration);
  }
  return longest;
}

/** D49's figures. */
export const LOAD_TARGETS = { taskMs: 50, performance: 98, floorPerformance: 100 } as const;

export interface LoadFigures {
  /** Medians of the route's runs: its longest time of ours in one task, its performance. */
  ours: number;
  performance: number;
}

/** D49's check of one figure of ours (`what` names it in a failure) and the performance. */
function judge(ours: number, what: string, performance: number, floorPerformance: number) {
  if (!Number.isFinite(ours) || !Number.isFinite(performance)) {
    return 'no verdict: no run completed';
  }
  if (!(floorPerformance >= LOAD_TARGETS.floorPerformance)) {
    return `no verdict: the floor scored ${Number.isFinite(floorPerformance) ? String(floorPerformance) : 'nothing'}`;
  }
  const failures = [
    ours >= LOAD_TARGETS.taskMs ? `${what} ${ours.toFixed(0)} ms` : '',
    performance < LOAD_TARGETS.performance ? `performance ${String(performance)}` : '',
  ].filter(Boolean);
  return failures.length > 0 ? `fails: ${failures.join(', ')}` : 'holds';
}

/**
 * D49's verdict on a route's medians, beside the floor page's performance in the same run:
 * `holds`, `fails: …` with what fails, or `no verdict: …` when the run cannot judge (the floor
 * below 100, as the machine's slow hours give it, or no completed run).
 */
export function loadVerdict(route: LoadFigures, floorPerformance: number): string {
  return judge(route.ours, 'a task of ours', route.performance, floorPerformance);
}

/**
 * The target held where D49 is out of reach on this machine (E12 in docs/decisions.md): the
 * same, with the task of ours measured by the main thread's CPU time (`oursCpu`), which leaves
 * out the waits for a core that a loaded two-core machine adds and a phone's idle cores do not.
 */
export function heldLoadVerdict(
  route: Pick<LoadFigures, 'performance'> & { oursCpu: number },
  floorPerformance: number,
): string {
  return judge(route.oursCpu, 'a task of ours by CPU', route.performance, floorPerformance);
}
