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

/** Page title (h1); section headings (h2, pageBlocks.ts) are one step down the same scale. */
export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  color: inherit;
`;

export const Lead = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
  max-width: 65ch;
`;
