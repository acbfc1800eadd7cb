import { createGlobalStyle } from 'styled-components';

/**
 * The layout rules of react-multi-carousel's lib/styles.css that this page uses (no arrows,
 * dots or icon font). The build loads .css files as plain text, so the library's stylesheet
 * cannot simply be imported; these few rules travel with the carousel's own chunk instead.
 */
export const CarouselStyles = createGlobalStyle`
  .react-multi-carousel-list {
    display: flex;
    align-items: center;
    overflow: hidden;
    position: relative;
  }
  .react-multi-carousel-track {
    list-style: none;
    padding: 0;
    margin: 0;
    display: flex;
    flex-direction: row;
    position: relative;
    transform-style: preserve-3d;
    backface-visibility: hidden;
    will-change: transform, transition;
  }
  .react-multi-carousel-item {
    transform-style: preserve-3d;
    backface-visibility: hidden;
  }
`;
