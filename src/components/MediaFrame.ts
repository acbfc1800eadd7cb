import styled, { css } from 'styled-components';
import { theme } from '@/theme/theme';

interface MediaFrameProps {
  /** The box's CSS aspect ratio ('4 / 3', '1'); the picture then fills the box. */
  $ratio?: string;
  /** The box covers its positioned parent (a backdrop); the picture then fills the box. */
  $fill?: boolean;
  /**
   * A picture that fills its box (`$ratio`, `$fill`) is cropped ('cover', the default) or
   * letterboxed ('contain'). In a box without a ratio, 'contain' shrinks the picture to the
   * box's width and `$maxHeight` and never enlarges it (logos).
   */
  $fit?: 'cover' | 'contain';
  /** The tallest the picture may be in a box without a ratio; a full-width one is cropped. */
  $maxHeight?: string;
  /** The theme's card radius, the picture clipped to it. */
  $rounded?: boolean;
  /** The neutral surface shows until the picture arrives. */
  $placeholder?: boolean;
}

/* A filling picture may be an <img>, a <picture> (display: contents, so sizing it does
   nothing) or RemoteImage's placeholder <div>: every child and every <img> is sized. */
const filled = css<MediaFrameProps>`
  & > *,
  & img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $fit }) => $fit ?? 'cover'};
  }
`;

const fullWidth = css<MediaFrameProps>`
  & img {
    display: block;
    width: 100%;
    height: auto;
    ${({ $maxHeight }) =>
      $maxHeight &&
      css`
        max-height: ${$maxHeight};
        object-fit: cover;
      `}
  }
`;

const contained = css<MediaFrameProps>`
  & img {
    max-width: 100%;
    max-height: ${({ $maxHeight }) => $maxHeight ?? 'none'};
    width: auto;
    height: auto;
  }
`;

function pictureRules({ $ratio, $fill, $fit }: MediaFrameProps) {
  if ($ratio || $fill) return filled;
  return $fit === 'contain' ? contained : fullWidth;
}

/**
 * The box a picture sits in, so that no feature sizes an <img> by hand. Without a ratio the
 * picture keeps its own proportions (width and height attributes reserve the box, so nothing
 * shifts); with `$ratio` or `$fill` the box sets the size and the picture fills it.
 */
export const MediaFrame = styled.div<MediaFrameProps>`
  ${({ $ratio }) =>
    $ratio &&
    css`
      aspect-ratio: ${$ratio};
      overflow: hidden;
    `}
  ${({ $fill }) =>
    $fill &&
    css`
      position: absolute;
      inset: 0;
    `}
  ${({ $rounded }) =>
    $rounded &&
    css`
      border-radius: ${theme.radii.md};
      overflow: hidden;
    `}
  ${({ $placeholder }) =>
    $placeholder &&
    css`
      background: ${theme.colors.surfaceAlt};
    `}
  ${pictureRules}
`;
