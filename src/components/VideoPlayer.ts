import styled from 'styled-components';
import { theme } from '@/theme/theme';

/**
 * The height of the browser's own control bar with the shade above it (Chromium's, the
 * tallest of the engines we test), which the player keeps clear of the picture.
 */
const CONTROL_BAR = '88px';

/** What the player's height is measured from: the width it is given. */
export const PlayerBox = styled.div<{ $maxWidth?: string }>`
  container-type: inline-size;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth ?? 'none'};
  margin: 0 auto;
`;

/**
 * A 16:9 video with a plain band under its picture for the native controls (D44: posters
 * without text or detail under the controls). The picture sits at the top of the box
 * (`object-position`), so the control bar lies on the band, never across the poster or the
 * playing video; the title is the page's text, outside the player. Inside a PlayerBox.
 */
export const VideoPlayer = styled.video`
  display: block;
  width: 100%;
  height: calc(100cqi * 9 / 16 + ${CONTROL_BAR});
  object-fit: contain;
  object-position: top;
  background: ${theme.colors.brandStrong};
`;
