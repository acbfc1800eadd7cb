/**
 * Every top-level main-thread task of one Lighthouse run, as its `long-tasks` audit sees them:
 * Lighthouse's own task tree of the trace (`MainThreadTasks`), its attribution of each task to
 * a URL (`getAttributableURLForTask`) and each task's length in its simulation of the mobile
 * profile (the page's dependency graph run through its load simulator: 4× the recorded CPU
 * time, 2× for a task that lays out). The audit lists only the tasks of 50 ms or more, and the
 * first 20 of them; this reads every one, so that a task of 40 ms is seen as one. Lighthouse's
 * internal modules, as its audit calls them (lighthouse 12.8.2, pinned).
 */
import type { LoadTask, TaskGroupId } from './loadVerdict';

interface TaskNode {
  /** `tdur`: the thread's CPU time in the task (µs), where the trace has the thread clock. */
  event: { name: string; ts: number; dur?: number; tdur?: number; tid: number };
  children: TaskNode[];
  parent?: TaskNode;
  unbounded: boolean;
  startTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  group: { id: TaskGroupId };
}

interface Computed<Input, Output> {
  request: (input: Input, context: Context) => Promise<Output>;
}

interface Context {
  computedCache: Map<string, unknown>;
  settings: unknown;
}

interface Simulator {
  simulate: (
    graph: unknown,
    options: { label: string },
  ) => { nodeTimings: Map<{ type: string; event?: unknown }, { duration: number }> };
}

/** What the run's artifacts hold that this reads (Lighthouse's `RunnerResult.artifacts`). */
export interface RunArtifacts {
  Trace: unknown;
  DevtoolsLog: unknown;
  URL: unknown;
  SourceMaps?: unknown;
}

/** The raw times of a task, for the trace's own tools (the profile by source). */
export interface TracedTask extends LoadTask {
  /** Trace clock (µs): its start and end, and its thread. */
  ts: number;
  end: number;
  tid: number;
}

async function lighthouseInternals() {
  // ES modules of Lighthouse, typed here by what this uses (their own types name a global
  // namespace this project does not load).
  const [tasks, records, summary, graph, simulator] = await Promise.all([
    import('lighthouse/core/computed/main-thread-tasks.js'),
    import('lighthouse/core/computed/network-records.js'),
    import('lighthouse/core/lib/tracehouse/task-summary.js'),
    import('lighthouse/core/computed/page-dependency-graph.js'),
    import('lighthouse/core/computed/load-simulator.js'),
  ]);
  return {
    MainThreadTasks: tasks.MainThreadTasks as unknown as Computed<unknown, TaskNode[]>,
    NetworkRecords: records.NetworkRecords as unknown as Computed<unknown, unknown[]>,
    PageDependencyGraph: graph.PageDependencyGraph as unknown as Computed<object, unknown>,
    LoadSimulator: simulator.LoadSimulator as unknown as Computed<object, Simulator>,
    getJavaScriptURLs: summary.getJavaScriptURLs as unknown as (records: unknown[]) => Set<string>,
    getAttributableURLForTask: summary.getAttributableURLForTask as unknown as (
      task: TaskNode,
      jsURLs: Set<string>,
    ) => string,
  };
}

/** Recorded self time by group over a task and everything in it. */
function recordedGroups(task: TaskNode, into: Partial<Record<TaskGroupId, number>> = {}) {
  into[task.group.id] = (into[task.group.id] ?? 0) + task.selfTime;
  for (const child of task.children) recordedGroups(child, into);
  return into;
}

/**
 * The run's top-level tasks, in order, each with its simulated length (`settings`: the run's
 * `lhr.configSettings`, whose throttling the simulation applies).
 */
export async function loadTasks(artifacts: RunArtifacts, settings: unknown): Promise<TracedTask[]> {
  const lh = await lighthouseInternals();
  const context: Context = { computedCache: new Map(), settings };
  const tasks = await lh.MainThreadTasks.request(artifacts.Trace, context);
  const jsURLs = lh.getJavaScriptURLs(
    await lh.NetworkRecords.request(artifacts.DevtoolsLog, context),
  );
  const graph = await lh.PageDependencyGraph.request(
    {
      settings,
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      fromTrace: false,
    },
    context,
  );
  const simulator = await lh.LoadSimulator.request(
    { devtoolsLog: artifacts.DevtoolsLog, settings },
    context,
  );
  // As the long-tasks audit: each CPU node of the simulation is a top-level task's event.
  const simulated = new Map<unknown, number>();
  for (const [node, timing] of simulator.simulate(graph, { label: 'bench-load-tasks' })
    .nodeTimings) {
    if (node.type === 'cpu') simulated.set(node.event, timing.duration);
  }
  return tasks
    .filter((task) => !task.parent && !task.unbounded)
    .map((task) => {
      const duration = simulated.get(task.event) ?? 0;
      const scale = task.duration > 0 ? duration / task.duration : 0;
      // The same multiplier on the thread's own time (a task the simulation left out as short
      // is short by either clock).
      const cpu = task.event.tdur === undefined ? duration : (task.event.tdur / 1000) * scale;
      const groups = Object.fromEntries(
        Object.entries(recordedGroups(task)).map(([group, ms]) => [group, ms * scale]),
      );
      return {
        start: task.startTime,
        duration,
        cpu,
        url: lh.getAttributableURLForTask(task, jsURLs),
        groups,
        ts: task.event.ts,
        end: task.event.ts + (task.event.dur ?? 0),
        tid: task.event.tid,
      };
    });
}
