/**
 * `npm run bench`'s line on the machine's speed: Lighthouse's benchmark index over the runs,
 * and whether its 4× slowdown simulates the phone it is meant for there.
 */
import { machinePowerLine } from '../../scripts/measure/machinePower';

describe('machinePowerLine', () => {
  it('prints the median index of the runs and their range', () => {
    expect(machinePowerLine([812, 1020, 955])).toBe(
      "machine: Lighthouse's benchmark index 955 (812–1,020) over 3 runs, below the high-end desktop (1,500–2,000) its 4× is meant for: the simulated phone is slower than a mid-tier one, and its tasks longer",
    );
  });

  it('says when the machine is as fast as Lighthouse’s 4× expects', () => {
    expect(machinePowerLine([1650, 1720])).toBe(
      "machine: Lighthouse's benchmark index 1,685 (1,650–1,720) over 2 runs, within or above the high-end desktop (1,500–2,000) its 4× is meant for",
    );
  });

  it('leaves out runs without an index, and says when none had one', () => {
    expect(machinePowerLine([NaN, 1500, 0])).toMatch(/index 1,500 \(1,500–1,500\) over 1 run,/);
    expect(machinePowerLine([NaN])).toBe('machine: Lighthouse reported no benchmark index');
  });
});
