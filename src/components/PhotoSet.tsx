import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { PHOTO_MAX } from './PhotoGrid';
import { theme } from '@/theme/theme';

const SET_CONTAINER = 'photo-set';

/** From this width of the set a single picture stands beside its heading, not under it. */
const SIDE_BY_SIDE = '720px';

const Root = styled.section`
  container: ${SET_CONTAINER} / inline-size;
`;

/**
 * A single picture is at most PHOTO_MAX wide, half of a laptop's content column: beside its
 * heading the row is full, where under it the picture left the column's other half blank (D44:
 * a row of pictures fills its column). The picture takes two thirds of the row up to
 * PHOTO_MAX and the heading the rest: with the heading held to a third, a picture stopped at
 * PHOTO_MAX left 141 px blank at the end of a laptop's row.
 */
const Layout = styled.div<{ $lone: boolean }>`
  ${({ $lone }) =>
    $lone &&
    css`
      @container ${SET_CONTAINER} (width >= ${SIDE_BY_SIDE}) {
        display: grid;
        grid-template-columns:
          minmax(calc((100% - ${theme.space.xl}) / 3), 1fr)
          minmax(0, ${PHOTO_MAX}px);
        align-items: start;
        column-gap: ${theme.space.xl};
      }
    `}
`;

interface PhotoSetProps {
  /** The set's heading: a site's name, or an event page's header with its title. */
  heading: ReactNode;
  /** How many pictures the set shows; one stands beside the heading on wider screens. */
  count: number;
  /** A section by default (a site of a gallery or a case); a plain box inside a page's own. */
  as?: 'section' | 'div';
  /** The PhotoGrid, or what stands in its place while the pictures load. */
  children: ReactNode;
}

/** A heading and its pictures (PhotoGrid), as one block of a page. */
export function PhotoSet({ heading, count, as = 'section', children }: PhotoSetProps) {
  return (
    <Root as={as}>
      <Layout $lone={count === 1}>
        {heading}
        <div>{children}</div>
      </Layout>
    </Root>
  );
}
