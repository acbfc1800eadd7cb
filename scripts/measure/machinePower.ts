/**
 * How fast the machine that ran the bench was, as Lighthouse measures it before every run: its
 * `benchmarkIndex` ("CPU/Memory Power" at the foot of a report). Lighthouse's 4× CPU slowdown is
 * meant to take a high-end desktop, an index of 1,500–2,000, to a mid-tier phone; on a slower
 * machine the same 4× simulates a slower phone, and every task of the run is longer with it
 * (Lighthouse's docs/throttling.md, "Benchmarking CPU Power"). D49's verdicts hold the 4×, so
 * this line tells whether a table's machine ran script as fast as the 4× assumes. It measures
 * script alone: a machine can be within the range and still take twice the time for the
 * browser's own work, style, layout and paint (docs/performance.md, "D49 and E12").
 */
import { median } from './stats';

/** The index range Lighthouse's 4× is meant for (a high-end desktop). */
const CALIBRATED_FOR = { low: 1500, high: 2000 } as const;

const format = (index: number) => Math.round(index).toLocaleString('en-US');
const CALIBRATED_RANGE = `${format(CALIBRATED_FOR.low)}–${format(CALIBRATED_FOR.high)}`;

/** A line for the bench's report: the median index of every run, its range, and what it means. */
export function machinePowerLine(indices: readonly number[]): string {
  const measured = indices.filter((index) => Number.isFinite(index) && index > 0);
  if (measured.length === 0) return 'machine: Lighthouse reported no benchmark index';
  const middle = median(measured);
  const where =
    middle < CALIBRATED_FOR.low
      ? `below the high-end desktop (${CALIBRATED_RANGE}) its 4× is meant for: the simulated phone is slower than a mid-tier one, and its tasks longer`
      : `within or above the high-end desktop (${CALIBRATED_RANGE}) its 4× is meant for`;
  return `machine: Lighthouse's benchmark index ${format(middle)} (${format(Math.min(...measured))}–${format(Math.max(...measured))}) over ${String(measured.length)} run${measured.length === 1 ? '' : 's'}, ${where}`;
}
