import { DEFAULT_LANGUAGE } from '@/i18n/languages';
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

/**
 * Cells by width alone, the default language's first in each group: an unprefixed URL keeps the
 * language the page is in (D37, as the boot script does on load), so English is reached by URL
 * only before another language has been shown.
 */
export function widthGroups(cells: readonly Cell[]): Cell[][] {
  const first = (cell: Cell) => (cell.language === DEFAULT_LANGUAGE ? 0 : 1);
  return groupCells(cells, (cell) => String(cell.width)).map((group) =>
    group.toSorted((a, b) => first(a) - first(b)),
  );
}

/**
 * How cells share browser contexts: by language and width where pairs hold several pages each
 * (the full matrix: 24), else by width alone (a sample, whose pages mostly have a language and
 * width of their own), so that a page is reached by in-app navigation, its language changed with
 * the URL as a visitor's picker changes it, rather than loaded in a fresh context at about three
 * times the CPU.
 */
export function contextGroups(cells: readonly Cell[]): Cell[][] {
  const byBoth = groupCells(cells, byLanguageAndWidth);
  return byBoth.length * 2 > cells.length ? widthGroups(cells) : byBoth;
}
