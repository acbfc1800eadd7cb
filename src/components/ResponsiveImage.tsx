import styled from 'styled-components';
import type { ImageAsset } from '@/generated/images';

interface ResponsiveImageProps {
  /** An entry of the generated manifest (`images.heroParking1`, …). */
  image: ImageAsset;
  /** '' for decorative images. */
  alt: string;
  /** Slot widths for the browser to pick a rendition, e.g. "(max-width: 768px) 100vw, 480px". */
  sizes?: string;
  /** Above-the-fold images load at once; everything else waits until it nears the viewport. */
  loading?: 'lazy' | 'eager';
  /** Applied to the <img>, so wrappers can set object-fit, aspect-ratio or radius. */
  className?: string;
  fetchPriority?: 'high' | 'low' | 'auto';
}

// The <picture> only selects a file; it takes no box of its own so the <img> lays out as if
// it stood alone. Its <source>s must then be hidden explicitly, or a grid or flex parent
// gives them cells of their own.
const Picture = styled.picture`
  display: contents;
  & > source {
    display: none;
  }
`;

const Img = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
`;

/**
 * A site image from the manifest (D26): AVIF first, then WebP, each with all its widths, and
 * the largest WebP (or the SVG) as the fallback `src`. Width and height are always set, so
 * the browser reserves the box before the file arrives and nothing shifts.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  loading = 'lazy',
  className,
  fetchPriority,
}: ResponsiveImageProps) {
  return (
    <Picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <Img
        className={className}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        // The page's main image (high priority) is decoded with the first paint that has it;
        // decoded aside, it would wait for a free frame after the scripts have run (late LCP).
        decoding={fetchPriority === 'high' ? 'sync' : 'async'}
        fetchPriority={fetchPriority}
      />
    </Picture>
  );
}
