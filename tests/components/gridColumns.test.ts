import { balancedColumns, countedRows, evenRows } from '@/components/gridColumns';

describe('countedRows (D44: grids fit their count)', () => {
  it.each([
    // [count, most columns, rows seen]
    [3, 4, [3]],
    [2, 3, [2]],
    [6, 4, [3, 3]],
    [5, 3, [3, 2]],
    [7, 3, [3, 2, 2]],
    [7, 4, [4, 3]],
    [4, 3, [2, 2]],
    [8, 3, [3, 3, 2]],
    [10, 3, [3, 3, 2, 2]],
    [13, 4, [4, 3, 3, 3]],
    [12, 4, [4, 4, 4]],
  ])('%i items in at most %i columns: rows of %j', (count, max, expected) => {
    expect(countedRows(count, max)).toEqual(expected);
  });

  it('takes as few rows as the limit allows, no row more than one item shorter than another', () => {
    for (let count = 2; count <= 24; count += 1) {
      for (let max = 2; max <= 4; max += 1) {
        const rows = countedRows(count, max);
        expect(rows).toHaveLength(Math.ceil(count / max));
        expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1);
        expect(rows).toEqual(rows.toSorted((a, b) => b - a));
        // D44: never one item alone under rows of three or more.
        if ((rows[0] ?? 0) >= 3) expect(rows.at(-1)).toBeGreaterThan(1);
      }
    }
  });

  it('gives the columns of the first, longest row', () => {
    expect(balancedColumns(7, 3)).toBe(3);
    expect(balancedColumns(6, 4)).toBe(3);
    expect(balancedColumns(1, 4)).toBe(1);
    expect(balancedColumns(0, 3)).toBe(1);
    expect(balancedColumns(5, 0)).toBe(1);
  });

  it('spreads nothing over no rows', () => {
    expect(evenRows(0, 1)).toEqual([]);
  });
});
