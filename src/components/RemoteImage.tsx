import styled from 'styled-components';
import { imageLoadingAttributes, type ImagePriority } from './imagePriority';
import { usePictureFile } from './pictureRelease';
import { theme } from '@/theme/theme';

interface RemoteImageProps {
  /** A server URL, already checked by the API layer (D12); '' when it was rejected. */
  src: string;
  /** '' for decorative images. */
  alt: string;
  /** Intrinsic size hint: reserves the box before the image arrives (no layout shift). */
  width?: number;
  height?: number;
  /** 'cover' crops to the box (grids, cards); 'contain' shows the whole picture (lightbox). */
  fit?: 'cover' | 'contain';
  /**
   * How soon the file is wanted (imagePriority.ts). A server picture is often a data page's
   * largest paint: give the first one in view 'main', or the browser waits for layout to start
   * it and fetches it beside the rest. In a content snapshot's HTML (D38) the lazy ones wait
   * for the app (`waitsForApp`), then come a few per commit (`usePictureFile`).
   */
  priority?: ImagePriority;
  className?: string;
}

const Img = styled.img<{ $fit: 'cover' | 'contain' }>`
  display: block;
  width: 100%;
  height: auto;
  object-fit: ${({ $fit }) => $fit};
  background: ${theme.colors.surfaceAlt};
  /* Waiting for the app: its box is kept but nothing shows (Chrome would draw a broken-image
     sign in it); without script the <noscript> copy takes its place. */
  &:not([src]) {
    visibility: hidden;
    @media (scripting: none) {
      display: none;
    }
  }
`;

const Placeholder = styled.div`
  display: block;
  width: 100%;
  background: linear-gradient(135deg, ${theme.colors.surfaceAlt}, ${theme.colors.border});
`;

/**
 * An image whose URL comes from the backend. The box keeps the given aspect ratio whatever
 * the picture's real size. A missing or rejected URL shows a neutral panel instead of a
 * broken image (and never an `<img src="">`, which would request the page itself).
 */
export function RemoteImage({
  src,
  alt,
  width = 640,
  height = 480,
  fit = 'cover',
  priority = 'lazy',
  className,
}: RemoteImageProps) {
  const aspectRatio = `${width} / ${height}`;
  const waiting = !usePictureFile(priority, 0);
  if (!src) {
    return alt ? (
      <Placeholder role="img" aria-label={alt} className={className} style={{ aspectRatio }} />
    ) : (
      <Placeholder aria-hidden="true" className={className} style={{ aspectRatio }} />
    );
  }
  const image = (withFile: boolean) => (
    <Img
      src={withFile ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      {...imageLoadingAttributes(priority)}
      $fit={fit}
      className={className}
      style={fit === 'cover' ? { aspectRatio } : undefined}
    />
  );
  return (
    <>
      {image(!waiting)}
      {waiting && <noscript>{image(true)}</noscript>}
    </>
  );
}
