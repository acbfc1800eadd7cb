/**
 * `bench:inp`'s verdicts (D46): every tap ≤ 100 ms, every key press in a lead form ≤ 1.25 × the
 * floor page's key press of the same run; medians of the runs. The floor's own rows have no
 * target: they are the yardstick.
 */
import { median } from '../stats';
import type { Interaction } from './interactions';

export const TAP_TARGET_MS = 100;
export const KEY_TARGET_RATIO = 1.25;

export interface Row {
  id: string;
  label: string;
  path: string;
  median: number;
  min: number;
  max: number;
  /** The key press as a multiple of the floor's (key rows, floor measured). */
  ratio?: number;
  target: string;
  result: 'pass' | 'FAIL' | 'floor';
}

type Measured = Pick<Interaction, 'id' | 'label' | 'path' | 'kind' | 'floor'>;

/** One row per interaction measured, from each run's figure (its worst step, in ms). */
export function summarise(
  measured: readonly Measured[],
  figures: ReadonlyMap<string, readonly number[]>,
  floorKeyId: string,
): Row[] {
  const floorKey = median(figures.get(floorKeyId) ?? []);
  return measured.map(({ id, label, path, kind, floor }) => {
    const runs = figures.get(id) ?? [];
    const middle = median(runs);
    const base = {
      id,
      label,
      path,
      median: middle,
      min: Math.min(...runs),
      max: Math.max(...runs),
    };
    if (floor) return { ...base, target: '-', result: 'floor' };
    if (kind === 'tap') {
      const target = `≤ ${String(TAP_TARGET_MS)} ms`;
      return { ...base, target, result: middle <= TAP_TARGET_MS ? 'pass' : 'FAIL' };
    }
    const limit = KEY_TARGET_RATIO * floorKey;
    const target = `≤ ${String(KEY_TARGET_RATIO)} × floor (${Number.isFinite(limit) ? `${limit.toFixed(0)} ms` : 'no floor'})`;
    const ratio = floorKey > 0 ? middle / floorKey : undefined;
    return {
      ...base,
      ...(ratio === undefined ? {} : { ratio }),
      target,
      result: middle <= limit ? 'pass' : 'FAIL',
    };
  });
}

/**
 * A latency in ms; 0 means no Event Timing entry reached the 16 ms threshold.
 */
const ms = (value: number) => (value === 0 ? '< 16' : value.toFixed(0));

/** The Markdown table `bench:inp` prints. */
export function table(rows: readonly Row[]): string {
  const lines = rows.map((row) => {
    const figure = `${ms(row.median)}${row.ratio === undefined ? '' : ` (${row.ratio.toFixed(2)} × floor)`}`;
    return `| ${row.label} | ${row.path} | ${figure} | ${ms(row.min)}–${ms(row.max)} | ${row.target} | ${row.result} |`;
  });
  return [
    '| interaction | page | median ms | min–max ms | target | result |',
    '| --- | --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}
