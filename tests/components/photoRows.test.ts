import { photoRows } from '@/components/photoRows';

describe('photoRows (D44: one picture grid, rows that fill their column)', () => {
  it.each([
    // [photos, per row, rows]
    [1, 3, [1]],
    [2, 3, [2]],
    [3, 3, [3]],
    [4, 3, [2, 2]],
    [5, 3, [3, 2]],
    [6, 3, [3, 3]],
    [7, 3, [3, 2, 2]],
    [10, 3, [3, 3, 2, 2]],
    [3, 2, [3]],
    [5, 2, [3, 2]],
    [7, 2, [3, 2, 2]],
    [4, 2, [2, 2]],
    [3, 1, [1, 1, 1]],
  ])('%i photos, rows of %i: %j', (count, per, expected) => {
    expect(photoRows(count, per)).toEqual(expected);
  });

  it('never leaves a photo alone in a row when there are several, unless rows hold one', () => {
    for (let count = 2; count <= 30; count += 1) {
      for (const per of [2, 3]) {
        const rows = photoRows(count, per);
        expect(rows.reduce((sum, row) => sum + row, 0)).toBe(count);
        expect(Math.min(...rows)).toBeGreaterThanOrEqual(2);
        expect(Math.max(...rows)).toBeLessThanOrEqual(Math.max(per, 3));
      }
    }
  });

  it('shows nothing for no photos', () => {
    expect(photoRows(0, 3)).toEqual([]);
  });
});
