/**
 * The JavaScript of a traced step, by source: the V8 sampling profile a Chrome trace carries
 * (`disabled-by-default-v8.cpu_profiler`) summed up as self time per function of the original
 * source, through the build's source maps (`SOURCE_MAPS=1`, webpack.config.js). Minified names
 * say nothing; `ValidatedForm.tsx:61 FormBody` says which render to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

/** A trace event of the profiler: `Profile` starts it, each `ProfileChunk` adds samples. */
export interface ProfilerEvent {
  name: string;
  ts: number;
  id?: string;
  args?: {
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

/** Samples of the traced page's thread: node id and time (trace clock, µs). */
function samplesOf(events: ProfilerEvent[], profileId: string) {
  const nodes = new Map<number, CallFrame>();
  const samples: { node: number; ts: number }[] = [];
  const start = events.find((event) => event.name === 'Profile' && event.id === profileId);
  let ts = start?.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profileId) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ node, ts });
    });
  }
  return { nodes, samples };
}

/** Resolves a minified position in one of dist/'s scripts to its source, through its map. */
function sourceResolver(distDir: string) {
  const consumers = new Map<string, SourceMapConsumer | undefined>();
  const consumerOf = (url: string) => {
    // A frame of something other than a served script (an extension's, V8's own) has no map.
    if (!URL.canParse(url)) return undefined;
    const file = path.join(distDir, new URL(url).pathname);
    if (!consumers.has(file)) {
      const map = `${file}.map`;
      consumers.set(
        file,
        fs.existsSync(map)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8')) as never)
          : undefined,
      );
    }
    return consumers.get(file);
  };
  return ({ functionName, url, lineNumber, columnNumber }: CallFrame): string => {
    if (!url) return functionName || '(native)';
    const original = consumerOf(url)?.originalPositionFor({
      line: lineNumber + 1,
      column: columnNumber,
    });
    if (!original?.source) return `${path.basename(url)}:${String(lineNumber + 1)} ${functionName}`;
    const source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
    return `${source}:${String(original.line)} ${original.name ?? functionName}`;
  };
}

/**
 * Self time (ms) per source function between `from` and `to` (trace clock, µs), the largest
 * first, of the profile recorded on the thread `tid`.
 */
export function profileBySource(
  events: (ProfilerEvent & { tid: number })[],
  tid: number,
  from: number,
  to: number,
  distDir: string,
): [string, number][] {
  const profile = events.find((event) => event.name === 'Profile' && event.tid === tid);
  if (!profile?.id) return [];
  const { nodes, samples } = samplesOf(events, profile.id);
  const resolve = sourceResolver(distDir);
  const totals = new Map<string, number>();
  samples.forEach(({ node, ts }, i) => {
    const next = samples[i + 1]?.ts ?? ts;
    const frame = nodes.get(node);
    if (!frame || ts < from || ts > to || frame.functionName === '(idle)') return;
    const name = resolve(frame);
    totals.set(name, (totals.get(name) ?? 0) + (next - ts) / 1000);
  });
  return [...totals.entries()].sort(([, a], [, b]) => b - a);
}
