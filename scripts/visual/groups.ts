import type { Cell } from './matrix';

/** Cells grouped by `keyOf`, groups in the order of their first cell. */
export function groupCells(cells: readonly Cell[], keyOf: (cell: Cell) => string): Cell[][] {
  const groups = new Map<string, Cell[]>();
  for (const cell of cells) {
    const key = keyOf(cell);
    groups.set(key, [...(groups.get(key) ?? []), cell]);
  }
  return [...groups.values()];
}

export const byLanguageAndWidth = (cell: Cell): string => `${cell.language} ${cell.width}`;
