import styled, { css } from 'styled-components';
import { media } from '@/theme/media';
import { theme } from '@/theme/theme';

/** Centres content at the theme's reading width with side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.lg};
  ${media.upToSmall} {
    padding: 0 ${theme.space.md};
  }
`;

/** A page band with vertical rhythm; `$tone="alt"` gives it the alternate surface. */
export const Section = styled.section<{ $tone?: 'plain' | 'alt' | 'dark' }>`
  padding: ${theme.space.xxl} 0;
  ${({ $tone }) =>
    $tone === 'alt' &&
    css`
      background: ${theme.colors.surfaceAlt};
    `}
  ${({ $tone }) =>
    $tone === 'dark' &&
    css`
      background: ${theme.colors.surfaceDark};
      color: ${theme.colors.textOnDark};
    `}
  ${media.upToMobile} {
    padding: ${theme.space.xl} 0;
  }
`;

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

/** Page title (h1) and section heading (h2) share one scale. */
export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  color: inherit;
`;

export const SectionHeading = styled.h2`
  font-size: ${theme.fontSizes.xl};
  color: inherit;
`;

export const Lead = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
  max-width: 65ch;
`;
