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
  /**
   * A pointer that can hover (a mouse, a trackpad). A touch screen has none, yet a tap leaves
   * the element it touched in :hover until the next tap elsewhere (the hero's arrow kept its
   * hover colour after the slide had changed), and that restyle, with its transition, is work
   * inside the tap's own frame (docs/page-design.md, "Hover is for a mouse"). Hover effects go
   * under this; what a keyboard's focus or a control's state shows does not.
   */
  hover: '@media (hover: hover)',
} as const;
