import { createGlobalStyle } from 'styled-components';
import { media } from './media';
import { theme } from './theme';

/*
 * Why some rules are there (kept out of the CSS itself: the template's text ships in the initial
 * bundle, comments included):
 * - `address` upright: the browser's italic is a slanted imitation in Chinese and Devanagari,
 *   which have no italics, and an address is no quotation;
 * - `--nav-height`: the fixed header's height, lower on a phone (docs/design-chrome.md);
 * - `keep-all` for Chinese headings, buttons, links and labels: they break only between words,
 *   where the translations carry a zero-width space (scripts/build/wordBreaks.cjs), never inside
 *   one ("解决方|案"); a word wider than its box still breaks (`overflow-wrap`);
 * - body `overflow-wrap: break-word`: WCAG 1.4.10, a word longer than its line (an address, a
 *   URL) wraps and never widens the page;
 * - headings `overflow-wrap: anywhere`: headings are the largest text and often sit in grid or
 *   flex cells; it lets a word longer than the cell (a German compound at 320 px) wrap and the
 *   cell shrink below it;
 * - `hyphens: auto`: where the browser has <html lang>'s rules, long words are hyphenated
 *   instead of cut;
 * - `text-wrap: pretty` on Chinese running text: no paragraph ends on a lone character and its
 *   full stop ("…的解 / 答。", issue 59's second pass); only there, as it makes every relayout
 *   of a paragraph dearer;
 * - `body:has(nav[data-open])`: the page behind the open phone menu does not scroll (D44); in
 *   CSS, so that it ends with the phone layout even if the window widens with the menu open.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  :root { --nav-height: ${theme.layout.navHeightPx}px; }
  ${media.upToMobile} { :root { --nav-height: ${theme.layout.navHeightPhone}; } }
  html { scroll-padding-top: ${theme.layout.navHeight}; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    -webkit-font-smoothing: antialiased;
    overflow-wrap: break-word;
  }
  body.scroll-locked { overflow: hidden; }
  ${media.upToMobile} { body:has(nav[data-open]) { overflow: hidden; } }
  img, video { max-width: 100%; }
  address { font-style: normal; }
  :is(h1, h2, h3, h4, h5, h6, button, a, label, legend, summary, dt, th):lang(zh) {
    word-break: keep-all;
  }
  h1, h2, h3, h4 {
    line-height: 1.25;
    margin: 0 0 ${theme.space.md};
    overflow-wrap: anywhere;
    text-wrap: balance;
  }
  h1, h2, h3, h4, button {
    hyphens: auto;
    hyphenate-limit-chars: 12 5 5;
  }
  p { margin: 0 0 ${theme.space.md}; }
  :is(p, li, dd):lang(zh) { text-wrap: pretty; }
  a { color: ${theme.colors.accentText}; }
  button, input, select, textarea { font: inherit; }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
