/**
 * The one theme: semantic tokens, not raw values, are what components use. Styles interpolate
 * them as they are (`${theme.space.md}`), not through a theme context: a template without
 * functions is static to styled-components, which then builds its class once instead of
 * running every interpolation again on each render, and the initial bundle carries no arrow
 * per token.
 */
export const theme = {
  colors: {
    brand: '#0b2545',
    brandStrong: '#071a33',
    accent: '#13a89e',
    // Accent on white text or as text on white must reach WCAG AA contrast (4.5:1).
    accentText: '#0b7a72',
    highlight: '#f4a259',
    surface: '#ffffff',
    surfaceAlt: '#eef4f8',
    surfaceDark: '#0b2545',
    text: '#1b2733',
    textMuted: '#4a5866',
    textOnDark: '#ffffff',
    textOnDarkMuted: '#c9d6e3',
    border: '#d5dee7',
    /** A teal between accent and accentText: 3:1 or more on white, surfaceAlt and the navy. */
    focus: '#0e8a81',
    danger: '#b3261e',
    success: '#1e7b34',
    /** Behind a form's failure or success message, which is written in danger or success. */
    dangerSurface: '#fdecea',
    successSurface: '#e8f5ec',
    overlay: 'rgba(7, 26, 51, 0.72)',
    /**
     * Behind the open phone menu: darker than `overlay`, since the page under it is often the
     * navy hero, where a navy veil dimmed nothing and the hero's text competed with the menu.
     */
    menuVeil: 'rgba(3, 9, 18, 0.86)',
    /** Lighter veils of brandStrong over a picture: controls on it, the hero's fading edge. */
    scrim: 'rgba(7, 26, 51, 0.55)',
    scrimFaint: 'rgba(7, 26, 51, 0.25)',
    /** Hairlines on the dark footer. */
    dividerOnDark: 'rgba(255, 255, 255, 0.15)',
  },
  fonts: {
    body: "'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans SC', Roboto, Arial, sans-serif",
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.25rem',
    // Headings shrink on narrow screens so long single words (German) still fit at 320 px.
    xl: 'clamp(1.25rem, 1rem + 1.25vw, 1.5rem)',
    xxl: 'clamp(1.5rem, 1rem + 2.5vw, 2.5rem)',
    display: 'clamp(1.75rem, 1.2rem + 3vw, 3.5rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radii: { sm: '6px', md: '12px', pill: '999px' },
  shadows: {
    card: '0 2px 10px rgba(11, 37, 69, 0.08)',
    raised: '0 8px 24px rgba(11, 37, 69, 0.16)',
    /** Text set straight on a photo (the home hero): the display title, then body text. */
    titleOnImage: '0 2px 12px rgba(0, 0, 0, 0.45)',
    textOnImage: '0 1px 8px rgba(0, 0, 0, 0.6)',
  },
  layout: {
    maxWidth: '1200px',
    /**
     * The fixed header's height: 72 px, 56 px on a phone (issue 59: header and button bar took
     * 133 of a phone's 844 px). A custom property GlobalStyle sets per width; `navHeightPx` is
     * the larger, for script that needs a number.
     */
    navHeight: 'var(--nav-height)',
    navHeightPx: 72,
    navHeightPhone: '56px',
    /** The smallest box a control gets, so a finger can hit it (WCAG 2.5.5 target size). */
    touchTarget: '44px',
    /** The floating buttons' bar below `wide`: a 44 px button, 4 px above and below, a rule. */
    dockHeight: '53px',
  },
  /** Spec section 9: the mobile breakpoint is 768 px; the carousel changes again at 425 px. */
  /**
   * From `wide` on, the page's side margin holds the floating buttons beside the content
   * column (1200 px plus its gutters); below it they sit in a bar at the bottom (D44).
   */
  /**
   * Below `laptop` the navbar is compact: eight links, the Join us button and the language
   * picker fit one row from 769 px in English only with smaller labels (docs/page-design.md).
   */
  breakpoints: { small: 425, mobile: 768, desktop: 1024, laptop: 1280, wide: 1320 },
  motion: { reveal: '650ms', fast: '200ms' },
  zIndex: { nav: 100, backdrop: 95, floating: 90, menu: 110, modal: 200 },
} as const;
