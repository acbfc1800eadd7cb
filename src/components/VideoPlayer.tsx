import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/theme';

/**
 * The height of the browser's own control bar with the shade above it (Chromium's, the
 * tallest of the engines we test), which the player keeps clear of the picture.
 */
const CONTROL_BAR = '88px';

/** What the player's height is measured from: the width it is given. */
const Box = styled.div<{ $maxWidth?: string }>`
  container-type: inline-size;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth ?? 'none'};
  margin: 0 auto;
`;

/**
 * The player's place, 16:9 plus the control bar, sized by its box and not by the player, so
 * the browser may skip it while it is off screen (`content-visibility: auto`). The native
 * controls are a tree of elements of their own, restyled whenever the whole page is (a modal
 * dialog making the page inert, a language switch): on /support, six players' controls were
 * half of the restyle that opening the modal player made on a phone (docs/performance.md,
 * "Interactions").
 * Its size never depends on what it holds, so skipping it moves nothing on the page. Its height
 * is rounded up to a whole pixel: at a fractional one (a 358 px column gives 289.375 px) the
 * browser painted the player a row short, and the page showed in the last row of its box.
 */
export const PlayerStage = styled.div`
  height: round(up, calc(100cqi * 9 / 16 + ${CONTROL_BAR}), 1px);
  content-visibility: auto;
  /* The player's own colour, for a frame in which the player is not there yet (VideoModal). */
  background: ${theme.colors.brandStrong};
`;

interface PlayerBoxProps {
  /** The widest the player grows (the CSS length); the whole width it is given if not set. */
  maxWidth?: string;
  /** A VideoPlayer. */
  children: ReactNode;
}

/** Holds a VideoPlayer at its width, its height following from that width. */
export function PlayerBox({ maxWidth, children }: PlayerBoxProps) {
  return (
    <Box $maxWidth={maxWidth}>
      <PlayerStage>{children}</PlayerStage>
    </Box>
  );
}

/**
 * A 16:9 video with a plain band under its picture for the native controls (D44: posters
 * without text or detail under the controls). The picture sits at the top of the box
 * (`object-position`), so the control bar lies on the band, never across the poster or the
 * playing video; the title is the page's text, outside the player. Inside a PlayerBox.
 */
export const VideoPlayer = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
  object-position: top;
  background: ${theme.colors.brandStrong};
  /* Its stage clips whatever is drawn outside it, so the focus ring lies just inside. */
  &:focus-visible {
    outline-offset: -3px;
  }
`;
