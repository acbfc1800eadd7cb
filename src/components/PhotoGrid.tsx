import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { photoColumns, PHOTOS_CONTAINER } from './photoRows';
import { theme } from '@/theme/theme';

/**
 * The widest one picture of a set is drawn: the backend's pictures (and the demo's) are 960 px
 * wide, sharp up to 600 CSS px on a 2x screen (D44: no picture drawn larger than its file).
 * Rows of two or three stay under it in the widest content column (1,152 px).
 */
export const PHOTO_MAX = 600;

/** The `sizes` of a picture in a set: never wider than PHOTO_MAX. */
export const PHOTO_SIZES = `(max-width: ${String(PHOTO_MAX)}px) 100vw, ${String(PHOTO_MAX)}px`;

/** The grid is laid out by its own width (photoRows.ts), which this box gives its queries. */
const Frame = styled.div`
  container: ${PHOTOS_CONTAINER} / inline-size;
`;

/**
 * Headed tiles (a gallery's sites of one photo each): each tile spans two rows of the grid
 * (`subgrid`), its heading in the first and its picture in the second, so the pictures of a
 * row start at one height whether their headings take one line or two.
 */
const headed = css`
  & > li {
    display: grid;
    grid-row: span 2;
    grid-template-rows: subgrid;
    row-gap: ${theme.space.sm};
  }
  & > li > :first-child {
    align-self: end;
    margin: 0;
  }
`;

const List = styled.ul<{ $count: number; $headed: boolean }>`
  display: grid;
  gap: ${theme.space.lg} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $count }) => photoColumns($count)}
  ${({ $headed }) => $headed && headed}
  ${({ $count }) =>
    $count === 1 &&
    css`
      & > li {
        max-width: ${PHOTO_MAX}px;
      }
    `}
`;

interface PhotoGridProps {
  /** How many pictures (list items) the grid holds. */
  count: number;
  /** Each item is a heading, then its picture. */
  headed?: boolean;
  /** The list's name, where the heading above does not give it one. */
  label?: string;
  /** The `<li>` items. */
  children: ReactNode;
}

/**
 * One picture grid for every set of site photos (D44, docs/page-design.md "One picture grid"):
 * galleries, a case's sites, an event's photos, a blog post's pictures, About's life gallery.
 * Every row fills the grid's width, the pictures of a row share it evenly, the rows hold one
 * to three pictures by the grid's width and never leave one alone when there are several.
 * A single picture stands beside its heading: PhotoSet.
 */
export function PhotoGrid({ count, headed = false, label, children }: PhotoGridProps) {
  return (
    <Frame>
      <List $count={count} $headed={headed} aria-label={label}>
        {children}
      </List>
    </Frame>
  );
}
