import styled from 'styled-components';
import { theme } from '@/theme/theme';

/*
 * The blocks pages are built from: card grids, cards and section headings. Apart from
 * layout.ts, whose container, band, title and lead the navbar and the error pages use, so that
 * these are in the pages' chunks and not in every page's first script (bundle budget).
 */

/** Responsive card grid: `$min` is the narrowest a column may get before wrapping. */
export const Grid = styled.div<{ $min?: string; $gap?: 'md' | 'lg' }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ $min }) => $min ?? '260px'}), 1fr)
  );
  gap: ${({ $gap }) => theme.space[$gap ?? 'lg']};
  padding: 0;
  margin: 0;
  list-style: none;
`;

export const Card = styled.article`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  overflow: hidden;
  height: 100%;
`;

export const CardBody = styled.div`
  padding: ${theme.space.lg};
`;

/** One step below the page title (layout.ts). */
export const SectionHeading = styled.h2`
  font-size: ${theme.fontSizes.xl};
  color: inherit;
`;
