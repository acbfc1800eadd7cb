import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/theme/theme';

const SET_CONTAINER = 'photo-set';

/** From this width of the set a single picture stands beside its heading, not under it. */
const SIDE_BY_SIDE = '720px';

const Root = styled.section`
  container: ${SET_CONTAINER} / inline-size;
`;

/**
 * A single picture is at most PHOTO_MAX wide, half of a laptop's content column: beside its
 * heading (a third of the row, the picture two thirds) the row is full, where under it the
 * picture left the column's other half blank (D44: a row of pictures fills its column).
 */
const Layout = styled.div<{ $lone: boolean }>`
  ${({ $lone }) =>
    $lone &&
    css`
      @container ${SET_CONTAINER} (width >= ${SIDE_BY_SIDE}) {
        display: grid;
        grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
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
