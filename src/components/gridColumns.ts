import { css } from 'styled-components';
import { theme } from '@/theme/theme';

/**
 * A grid that knows how many items it holds chooses its columns for that count (D44: grids
 * fit their count, balanced rows and no holes, on every width). `ColumnLimits` are the most
 * columns the items may take at each width band; the grid uses as few rows as those allow and
 * spreads the items evenly over them (7 in at most 4: 4 + 3; 6 in at most 4: 3 + 3; 5 in at
 * most 3: 3 + 2; 7 in at most 3: 3 + 2 + 2, never 3 + 3 + 1), and the shorter rows are centred,
 * not left with a hole on their right.
 */
export interface ColumnLimits {
  /** Up to the small breakpoint (425 px): phones. */
  phone: number;
  /** Up to the mobile breakpoint (768 px, spec section 9): large phones and tablets. */
  tablet: number;
  /** Up to the desktop breakpoint (1024 px). */
  laptop: number;
  /** From the desktop breakpoint on, where the content column is at its widest. */
  desktop: number;
}

/**
 * The items of each row for `count` items in `rows` rows: as even as they go, the longer rows
 * first (7 in 3 rows: 3 + 2 + 2). No row is more than one item shorter than another, so a last
 * row of one among rows of three (3 + 3 + 1) cannot happen.
 */
export function evenRows(count: number, rows: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(count / rows);
  const longer = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < longer ? base + 1 : base));
}

/** The columns for `count` items in at most `max`: fewest rows, items spread evenly. */
export function balancedColumns(count: number, max: number): number {
  return countedRows(count, max)[0] ?? 1;
}

/** The rows of `count` items in at most `max` columns: fewest rows, items spread evenly. */
export function countedRows(count: number, max: number): number[] {
  const limit = Math.max(1, Math.floor(max));
  return evenRows(count, Math.ceil(Math.max(1, count) / limit));
}

const { small, mobile, desktop } = theme.breakpoints;

/* Bands that do not overlap, so that one band's centring never leaks into another's. */
const bands: readonly { key: keyof ColumnLimits; query: string }[] = [
  { key: 'phone', query: `(max-width: ${small}px)` },
  { key: 'tablet', query: `(min-width: ${small + 1}px) and (max-width: ${mobile}px)` },
  { key: 'laptop', query: `(min-width: ${mobile + 1}px) and (max-width: ${desktop - 1}px)` },
  { key: 'desktop', query: `(min-width: ${desktop}px)` },
];

/**
 * Each item spans two of twice as many tracks, so the first item of a shorter row can start
 * half a column in: the row is centred and keeps the others' width. The shorter rows (one item
 * fewer) come last; each of them starts `short` items after the one before.
 */
function bandRules(rows: readonly number[]) {
  const columns = rows[0] ?? 1;
  const short = rows[rows.length - 1] ?? columns;
  const firstShort = rows.filter((length) => length === columns).length * columns + 1;
  return css`
    grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr));
    & > * {
      grid-column: span 2;
    }
    ${
      short < columns &&
      css`
        & > :nth-child(${short}n + ${firstShort}) {
          grid-column: ${columns - short + 1} / span 2;
        }
      `
    }
  `;
}

/** The CSS of a counted grid: its columns at every width band. */
export function countedColumns(count: number, limits: ColumnLimits) {
  return bands.map(
    ({ key, query }) => css`
      @media ${query} {
        ${bandRules(countedRows(count, limits[key]))}
      }
    `,
  );
}
