/**
 * `bench:inp -- --trace`: where an interaction's time goes. A Chrome trace (CDP `Tracing`, the
 * timeline categories DevTools' Performance panel records) is taken around each measured step,
 * written to `bench-traces/<interaction>-<step>.json` for DevTools to open, and summed up here:
 * the page's main-thread tasks from the input to the paint after it, each with its length and
 * its self time by kind (script, style, layout, paint …), so the cause is named before it is
 * fixed (issue 31).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { profileBySource, type ProfilerEvent } from './profile';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

interface TraceEvent extends ProfilerEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: ProfilerEvent['args'] & {
    data?: { type?: string; url?: string; functionName?: string };
  };
}

/** Events that say what a stretch of main-thread time was spent on (the rest is "other"). */
const KINDS: Record<string, string> = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  'V8.Execute': 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  CompileScript: 'compile',
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  HitTest: 'hit test',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
};

export interface StepTrace {
  /** Tasks of the page's main thread from the step's first input on, in order. */
  tasks: {
    ts: number;
    end: number;
    at: number;
    ms: number;
    what: string;
    self: Record<string, number>;
  }[];
  tid: number;
}

/** Starts a trace in `cdp`'s page; the returned function ends it and gives its events. */
export async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => {
    events.push(...(value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) => {
      cdp.once('Tracing.tracingComplete', () => resolve());
    });
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

const INPUT = /^(pointerdown|touchstart|keydown|change)$/;

/** The step's first input event, on the renderer main thread that handled it. */
function firstInput(events: TraceEvent[]): TraceEvent | undefined {
  return events
    .filter((event) => event.name === 'EventDispatch' && INPUT.test(event.args?.data?.type ?? ''))
    .sort((a, b) => a.ts - b.ts)[0];
}

/** A task's self time by kind: each event's duration less its children's, nested by time. */
function selfTimes(children: TraceEvent[], task: TraceEvent): Record<string, number> {
  const self: Record<string, number> = {};
  const stack: { end: number; kind: string; childTime: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      self[done.kind] = (self[done.kind] ?? 0) + (done.dur - done.childTime) / 1000;
      const parent = stack.at(-1);
      if (parent) parent.childTime += done.dur;
    }
  };
  for (const event of children) {
    close(event.ts);
    const parent = stack.at(-1);
    const kind = KINDS[event.name] ?? parent?.kind ?? 'other';
    stack.push({ end: event.ts + (event.dur ?? 0), kind, childTime: 0, dur: event.dur ?? 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const childTotal = Object.values(self).reduce((sum, ms) => sum + ms, 0);
  self.other = (self.other ?? 0) + Math.max(0, (task.dur ?? 0) / 1000 - childTotal);
  return Object.fromEntries(
    Object.entries(self)
      .filter(([, ms]) => ms >= 0.5)
      .sort(([, a], [, b]) => b - a),
  );
}

/** What a task was for, as far as the trace says: the events it dispatched, or its first event. */
function describe(children: TraceEvent[]): string {
  const dispatched = children
    .filter((event) => event.name === 'EventDispatch')
    .map((event) => event.args?.data?.type ?? '?');
  if (dispatched.length > 0) return [...new Set(dispatched)].join(', ');
  return children[0]?.name ?? 'idle task';
}

/** The main-thread tasks of a step from its first input event on (≥ 1 ms). */
export function summariseTrace(events: TraceEvent[]): StepTrace {
  const input = firstInput(events);
  if (!input) return { tasks: [], tid: -1 };
  const own = events
    .filter((event) => event.pid === input.pid && event.tid === input.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = own.filter((event) => event.name === 'RunTask');
  return {
    tid: input.tid,
    tasks: tasks
      .filter((task) => task.ts + (task.dur ?? 0) >= input.ts && (task.dur ?? 0) >= 1000)
      .map((task) => {
        const end = task.ts + (task.dur ?? 0);
        const inside = own.filter(
          (event) => event !== task && event.ts >= task.ts && event.ts < end,
        );
        return {
          ts: task.ts,
          end,
          at: Math.round((task.ts - input.ts) / 100) / 10,
          ms: Math.round((task.dur ?? 0) / 100) / 10,
          what: describe(inside),
          self: selfTimes(inside, task),
        };
      }),
  };
}

/**
 * The step's longest task that begins at its input or after. A task begun before the input
 * (the harness's own script in the page) can hold the first input events and be the longest,
 * though none of its time is the page's answer: on 2026-11-30 the submit with errors' trace
 * named a 990 ms task begun 979 ms before the touch, and its script by source said nothing of
 * the click's 185 ms. Where no task begins after the input, the longest of all.
 */
export function longestFromInput<Task extends { at: number; ms: number }>(
  tasks: readonly Task[],
): Task | undefined {
  const afterInput = tasks.filter((task) => task.at >= 0);
  return [...(afterInput.length > 0 ? afterInput : tasks)].sort((a, b) => b.ms - a.ms)[0];
}

/** Writes the trace for DevTools and prints its summary: the tasks, then the longest one's script. */
export function reportTrace(file: string, events: TraceEvent[], distDir: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ traceEvents: events }));
  const { tasks, tid } = summariseTrace(events);
  console.info(`  trace ${path.relative(process.cwd(), file)}: ${String(tasks.length)} tasks`);
  for (const task of tasks) {
    const parts = Object.entries(task.self)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
      .join(', ');
    console.info(
      `    +${task.at.toFixed(1)} ms  ${task.ms.toFixed(1)} ms  ${task.what}  [${parts}]`,
    );
  }
  const longest = longestFromInput(tasks);
  if (!longest) return;
  console.info(`  the longest task's script by source (self ms), from the input on:`);
  for (const [name, ms] of profileBySource(events, tid, longest.ts, longest.end, distDir).slice(
    0,
    15,
  )) {
    console.info(`    ${ms.toFixed(1).padStart(6)}  ${name}`);
  }
}
