import { css } from 'styled-components';
import { theme } from '@/theme/theme';

/**
 * A grid that knows how many items it holds chooses its columns for that count (D44: grids
 * fit their count, balanced rows and no holes, on every width). `ColumnLimits` are the most
 * columns the items may take at each width band; the grid uses as few rows as those allow and
 * spreads the items evenly over them (7 in at most 4: 4 + 3; 6 in at most 4: 3 + 3; 5 in at
 * most 3: 3 + 2), and a shorter last row is centred, not left with a hole on its right.
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

/** The columns for `count` items in at most `max`: fewest rows, items spread evenly. */
export function balancedColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.floor(max));
  if (count <= 1) return 1;
  const rows = Math.ceil(count / limit);
  return Math.ceil(count / rows);
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
 * Each item spans two of twice as many tracks, so the first item of a shorter last row can
 * start half a column in per missing item: the row is centred and keeps the others' width.
 */
function bandRules(count: number, columns: number) {
  const inLastRow = count % columns;
  return css`
    grid-template-columns: repeat(${columns * 2}, minmax(0, 1fr));
    & > * {
      grid-column: span 2;
    }
    ${
      inLastRow > 0 &&
      css`
        & > :nth-child(${count - inLastRow + 1}) {
          grid-column: ${columns - inLastRow + 1} / span 2;
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
        ${bandRules(count, balancedColumns(count, limits[key]))}
      }
    `,
  );
}
