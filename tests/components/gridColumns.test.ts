import { balancedColumns } from '@/components/gridColumns';

/** Rows of a grid of `count` items in `columns` columns, as a visitor sees them. */
function rows(count: number, columns: number): number[] {
  const result: number[] = [];
  for (let left = count; left > 0; left -= columns) result.push(Math.min(columns, left));
  return result;
}

describe('balancedColumns (D44: grids fit their count)', () => {
  it.each([
    // [count, most columns, rows seen]
    [3, 4, [3]],
    [2, 3, [2]],
    [6, 4, [3, 3]],
    [5, 3, [3, 2]],
    [7, 3, [3, 3, 1]],
    [7, 4, [4, 3]],
    [4, 3, [2, 2]],
    [8, 3, [3, 3, 2]],
    [12, 4, [4, 4, 4]],
  ])('%i items in at most %i columns: rows of %j', (count, max, expected) => {
    expect(rows(count, balancedColumns(count, max))).toEqual(expected);
  });

  it('takes as few rows as the limit allows, and the fewest columns that keep them', () => {
    for (let count = 2; count <= 24; count += 1) {
      for (let max = 2; max <= 4; max += 1) {
        const columns = balancedColumns(count, max);
        const fewestRows = Math.ceil(count / max);
        expect(columns).toBeLessThanOrEqual(max);
        expect(rows(count, columns)).toHaveLength(fewestRows);
        // One column fewer would need another row: the items are spread, not packed left.
        expect(rows(count, columns - 1).length).toBeGreaterThan(fewestRows);
      }
    }
  });

  it('puts one item, or none, in one column', () => {
    expect(balancedColumns(1, 4)).toBe(1);
    expect(balancedColumns(0, 3)).toBe(1);
    expect(balancedColumns(5, 0)).toBe(1);
  });
});
