import { theme } from './theme';

/** Media queries for the theme's breakpoints; "upTo" includes the breakpoint itself. */
export const media = {
  upToSmall: `@media (max-width: ${theme.breakpoints.small}px)`,
  upToMobile: `@media (max-width: ${theme.breakpoints.mobile}px)`,
  aboveMobile: `@media (min-width: ${theme.breakpoints.mobile + 1}px)`,
  /** Between the phone layout and `laptop`: tablets, and small laptop windows. */
  tablet: `@media (min-width: ${theme.breakpoints.mobile + 1}px) and (max-width: ${theme.breakpoints.laptop - 1}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.desktop}px)`,
  wide: `@media (min-width: ${theme.breakpoints.wide}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
