/**
 * D44: a row of pictures fills its column. A list or grid whose every item is a picture (an
 * image, video or `role="img"` box at least 40 % of the item's width) is measured row by row:
 * what the items' pictures, tiles (a fill, border or shadow) and text cover across the column,
 * together with whatever stands beside the list in that row (a heading set beside a single
 * photo). The column is the content
 * box of the list's parent: a list as wide as it is measured by its own width, a narrow one by
 * the room around it. More than a third of it left empty in a row fails: three photos stacked
 * down the left half of a laptop's column, one photo beside a blank half.
 */
import type { Finding } from '../findings';
import type { PictureRow, Probe } from '../page/probe';
import { collect, type Screen } from '../screen';

/** The most of its column a row of pictures may leave empty. */
export const PICTURE_ROW_EMPTY_MAX = 1 / 3;

export function installPictureRows(probe: Probe): void {
  const PICTURE = 'img, video, [role="img"]';
  type Span = [number, number];

  const shown = (element: Element): boolean => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && element.checkVisibility();
  };

  const inFlow = (element: Element): boolean => {
    const position = getComputedStyle(element).position;
    return position !== 'absolute' && position !== 'fixed';
  };

  const holdsPicture = (item: Element): boolean => {
    const width = item.getBoundingClientRect().width;
    const pictures = [...(item.matches(PICTURE) ? [item] : []), ...item.querySelectorAll(PICTURE)];
    return pictures.some((picture) => {
      const box = picture.getBoundingClientRect();
      return shown(picture) && box.width >= 48 && box.width >= width * 0.4;
    });
  };

  /** A box the eye sees as a shape: a fill, a border or a shadow (a logo's tile). */
  const drawn = (element: Element): boolean => {
    const style = getComputedStyle(element);
    const alpha = (colour: string) => {
      const match = /rgba?\(([^)]+)\)/.exec(colour);
      const parts = match?.[1]?.split(',') ?? [];
      return match ? parseFloat(parts[3] ?? '1') : 0;
    };
    return (
      alpha(style.backgroundColor) > 0 ||
      (parseFloat(style.borderTopWidth) > 0 && alpha(style.borderTopColor) > 0) ||
      style.boxShadow !== 'none'
    );
  };

  /** What an item shows across: its pictures, the tiles it draws, its lines of text. */
  const spansOf = (item: Element): Span[] => {
    const spans: Span[] = [];
    for (const element of [item, ...item.querySelectorAll('*')]) {
      if (!(element.matches(PICTURE) || drawn(element)) || !shown(element)) continue;
      const box = element.getBoundingClientRect();
      spans.push([box.left, box.right]);
    }
    const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) spans.push([rect.left, rect.right]);
      }
    }
    return spans;
  };

  const covered = (spans: readonly Span[], [from, to]: Span): number => {
    let total = 0;
    let reached = from;
    for (const [left, right] of spans.toSorted((a, b) => a[0] - b[0])) {
      const start = Math.max(left, reached);
      const end = Math.min(right, to);
      if (end > start) total += end - start;
      reached = Math.max(reached, end);
    }
    return total;
  };

  const contentSpan = (element: Element): Span => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const left = rect.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const right = rect.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    return [left, right];
  };

  probe.collect.pictureRows = () => {
    const found: PictureRow[] = [];
    for (const list of document.body.querySelectorAll('*')) {
      const display = getComputedStyle(list).display;
      const isList = list.matches('ul, ol') || /grid|flex/.test(display);
      if (!isList || !shown(list) || !probe.visibleBox(list)) continue;
      const items = [...list.children].filter((item) => shown(item) && inFlow(item));
      // An item that holds a list of its own is a group, judged by that list.
      if (items.length === 0 || !items.every(holdsPicture)) continue;
      if (items.some((item) => item.querySelector('ul, ol'))) continue;
      const column = list.parentElement ?? document.body;
      const span = contentSpan(column);
      const width = span[1] - span[0];
      if (width < 1) continue;
      const rows: { top: number; bottom: number; members: Element[] }[] = [];
      for (const item of items.toSorted(
        (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
      )) {
        const box = item.getBoundingClientRect();
        const row = rows.find((known) => box.top < known.bottom - 1 && box.bottom > known.top + 1);
        if (row) {
          row.members.push(item);
          row.bottom = Math.max(row.bottom, box.bottom);
        } else rows.push({ top: box.top, bottom: box.bottom, members: [item] });
      }
      let worst: PictureRow | undefined;
      for (const row of rows) {
        const spans = row.members.flatMap(spansOf);
        for (const sibling of column.children) {
          if (sibling === list || !shown(sibling)) continue;
          const box = sibling.getBoundingClientRect();
          if (box.top < row.bottom - 1 && box.bottom > row.top + 1)
            spans.push([box.left, box.right]);
        }
        const empty = 1 - covered(spans, span) / width;
        if (!worst || empty > worst.empty) {
          worst = {
            label: probe.describe(list),
            pictures: row.members.length,
            covered: Math.round(width * (1 - empty)),
            column: Math.round(width),
            empty,
          };
        }
      }
      if (worst) found.push(worst);
    }
    return found;
  };
}

export async function pictureRowFindings({ page }: Screen): Promise<Finding[]> {
  const rows = await collect(page, 'pictureRows');
  return rows
    .filter((row) => row.empty > PICTURE_ROW_EMPTY_MAX + 0.005)
    .map((row) => ({
      check: 'picture-row',
      element: row.label,
      figure: `a row of ${row.pictures} picture(s) covers ${row.covered} of its column's ${row.column} px: ${Math.round(row.empty * 100)} % empty, a third allowed`,
    }));
}
