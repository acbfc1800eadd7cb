import styled from 'styled-components';
import { Grid } from './pageBlocks';
import { countedColumns, type ColumnLimits } from './gridColumns';

const DEFAULT_COLUMNS: ColumnLimits = { phone: 1, tablet: 2, laptop: 3, desktop: 3 };

interface CountedGridProps {
  /** How many items the grid holds, as the content or the data says. */
  $count: number;
  /** The most columns the items may take at each width band (defaults: 1, 2, 3, 3). */
  $columns?: Partial<ColumnLimits>;
}

/**
 * A card grid whose columns are chosen for its count at every width (D44: grids fit their
 * count): balanced rows, a shorter last row centred. Its own file, outside layout.ts, which
 * is in the initial bundle: only the pages that use it load it.
 *
 * Its columns are written with the class twice (`&&`), so they win over `Grid`'s own
 * `grid-template-columns` wherever each rule is. After an in-site navigation they can be in
 * different style sheets: a rule a prerendered page brought is in its plain `<style>`
 * (src/app/prerenderedStyles.ts), one added later in styled-components' sheet after it. From
 * `/aboutus`, whose grids brought this count's columns, to `/airport`, whose `Grid` gap was
 * new, the later `Grid` rule won and each photo took the whole row at 768 px.
 */
export const CountedGrid = styled(Grid)<CountedGridProps>`
  && {
    ${({ $count, $columns }) => countedColumns($count, { ...DEFAULT_COLUMNS, ...$columns })}
  }
`;
