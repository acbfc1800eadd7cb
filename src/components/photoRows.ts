import { css } from 'styled-components';
import { evenRows } from './gridColumns';

/**
 * The rows of a picture set (D44, docs/page-design.md "One picture grid"): as many rows as a
 * row of `perRow` pictures needs, the pictures spread over them as evenly as they go, the
 * longer rows first (5 in rows of 3: 3 + 2; 7: 3 + 2 + 2; 4: 2 + 2). A picture is never alone
 * in a row unless it is the only one or rows hold one: 3 in rows of 2 stand 3 in one row,
 * not 2 + 1.
 */
export function photoRows(count: number, perRow: number): number[] {
  const per = Math.max(1, Math.floor(perRow));
  let rows = Math.ceil(Math.max(1, count) / per);
  if (per > 1 && count > 1 && Math.floor(count / rows) < 2) rows = Math.floor(count / 2);
  return evenRows(count, rows);
}

/** The query container a picture grid is measured by (PhotoGrid.tsx). */
export const PHOTOS_CONTAINER = 'photos';

/**
 * Pictures per row by the width of the grid itself, not the screen's, so a set in a narrower
 * column (a blog post's) takes fewer: one on a phone (under 480 px), two on a tablet or in a
 * reading column, three from 880 px (a laptop's content column).
 */
const bands: readonly { per: number; query: string }[] = [
  { per: 1, query: '(width < 480px)' },
  { per: 2, query: '(480px <= width < 880px)' },
  { per: 3, query: '(width >= 880px)' },
];

/**
 * Every row fills the width: the grid has as many tracks as both row lengths divide (a row of
 * 3 and a row of 2: 6 tracks), and each picture spans its row's share of them. The longer rows
 * come first, so the pictures up to the last of them take the shorter span.
 */
function bandRules(rows: readonly number[]) {
  const long = rows[0] ?? 1;
  const short = rows[rows.length - 1] ?? long;
  const tracks = long === short ? long : long * short;
  const inLongRows = rows.filter((length) => length === long).length * long;
  return css`
    grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
    & > * {
      grid-column: span ${tracks / short};
    }
    ${
      long !== short &&
      css`
        & > :nth-child(-n + ${inLongRows}) {
          grid-column: span ${tracks / long};
        }
      `
    }
  `;
}

/** The columns of a picture set of `count` at every width of its container. */
export function photoColumns(count: number) {
  return bands.map(
    ({ per, query }) => css`
      @container ${PHOTOS_CONTAINER} ${query} {
        ${bandRules(photoRows(count, per))}
      }
    `,
  );
}
