/**
 * D44: grids fit their count. A grid (or a wrapping flex row) of three or more columns whose
 * last row holds a single item fails: ten features in three columns leave the tenth alone.
 * Rows are the items that share a height on the screen; the columns, the longest row. A
 * wrapping flex row counts when its items share a width (cards), not a line of links.
 */
import type { Finding } from '../findings';
import type { LoneItem, Probe } from '../page/probe';
import { collect, type Screen } from '../screen';

export function installLoneItems(probe: Probe): void {
  probe.collect.loneItems = () => {
    const found: LoneItem[] = [];
    for (const grid of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(grid);
      const wraps = /flex/.test(style.display) && style.flexWrap !== 'nowrap';
      if (!/grid/.test(style.display) && !wraps) continue;
      if (!probe.visibleBox(grid)) continue;
      const items = [...grid.children]
        .filter((item) => {
          const { position } = getComputedStyle(item);
          const box = item.getBoundingClientRect();
          return (
            position !== 'absolute' &&
            position !== 'fixed' &&
            box.width > 0 &&
            box.height > 0 &&
            item.checkVisibility()
          );
        })
        .map((item) => ({ item, box: item.getBoundingClientRect() }))
        .toSorted((a, b) => a.box.top - b.box.top || a.box.left - b.box.left);
      if (items.length < 4) continue;
      // A wrapping row of items at their own widths (a line of links) wraps as words do: one
      // word on the next line is no grid's lone item. Cards of a row share a width.
      const widths = items.map(({ box }) => box.width);
      if (wraps && Math.max(...widths) > 1.25 * Math.min(...widths)) continue;
      const rows: { bottom: number; count: number; last: Element }[] = [];
      for (const { item, box } of items) {
        const row = rows[rows.length - 1];
        if (row && box.top < row.bottom - 1) {
          row.count += 1;
          row.bottom = Math.max(row.bottom, box.bottom);
        } else rows.push({ bottom: box.bottom, count: 1, last: item });
      }
      const columns = Math.max(...rows.map((row) => row.count));
      const lastRow = rows[rows.length - 1];
      if (rows.length > 1 && columns >= 3 && lastRow?.count === 1) {
        found.push({
          label: probe.describe(grid),
          item: probe.describe(lastRow.last),
          items: items.length,
          columns,
        });
      }
    }
    return found;
  };
}

export async function loneItemFindings({ page }: Screen): Promise<Finding[]> {
  const lone = await collect(page, 'loneItems');
  return lone.map((grid) => ({
    check: 'lone-item',
    element: grid.label,
    figure: `${grid.items} items in ${grid.columns} columns leave ${grid.item} alone on the last row`,
  }));
}
