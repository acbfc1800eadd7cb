import styled from 'styled-components';
import { MAIN_IMAGE_TIMING } from '@/lib/mainImage';
import type { ImageAsset } from '@/generated/images';
import { preloadWhere } from './imagePreload';
import { imageLoadingAttributes, type ImagePriority } from './imagePriority';
import { usePictureFile } from './pictureRelease';

interface ResponsiveImageProps {
  /** An entry of the generated manifest (`images.heroParking1`, …). */
  image: ImageAsset;
  /** '' for decorative images. */
  alt: string;
  /** Slot widths for the browser to pick a rendition, e.g. "(max-width: 768px) 100vw, 480px". */
  sizes?: string;
  /**
   * How soon the file is wanted. 'main': the page's main image, requested at once at high
   * priority and decoded with the first paint that has it (the boot script starts the app only
   * after it has painted, src/app/appScripts.ts); one per page at most. 'eager': above the fold.
   * 'lazy' (the default): when it nears the viewport, once the app runs (see `waitsForApp`;
   * a few pictures per commit, `usePictureFile`).
   * 'later': the same at low priority.
   */
  priority?: ImagePriority;
  /** Applied to the <img>, so wrappers can set object-fit, aspect-ratio or radius. */
  className?: string;
  /**
   * Where the image's 3:4 crop (`image.portrait`) is drawn instead of the wide picture, and its
   * slot width there: for a picture that fills a tall box, whose width alone would choose a
   * file too small for the box's height (D44).
   */
  portrait?: { media: string; sizes: string };
  /**
   * Screens where this picture is the page's largest paint although another is its main image
   * (a media query): there it is requested with the HTML at high priority (`preloadWhere`).
   */
  largestOn?: string;
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

// Every prop the image gets is an <img> attribute. styled-components' own list lacks
// `elementtiming` and would warn about it in development; a filter of our own replaces it.
// An image still waiting for the app has no src: it keeps its box but shows nothing (not the
// browser's broken-image sign), and without script its <noscript> copy takes its place.
const Img = styled.img.withConfig({ shouldForwardProp: () => true })`
  display: block;
  max-width: 100%;
  height: auto;
  &:not([src]) {
    visibility: hidden;
    @media (scripting: none) {
      display: none;
    }
  }
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
  priority = 'lazy',
  className,
  portrait,
  largestOn,
}: ResponsiveImageProps) {
  if (largestOn) preloadWhere(image, sizes, largestOn);
  const crop = portrait && image.portrait;
  const waiting = !usePictureFile(
    priority,
    image.sources.length + (crop ? crop.sources.length : 0),
  );
  const picture = (withFile: boolean) => (
    <Picture>
      {withFile &&
        crop &&
        crop.sources.map((source) => (
          <source
            key={`portrait ${source.type}`}
            media={portrait.media}
            type={source.type}
            srcSet={source.srcSet}
            sizes={portrait.sizes}
          />
        ))}
      {withFile &&
        image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
      <Img
        className={className}
        src={withFile ? image.src : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        {...imageLoadingAttributes(priority)}
        elementtiming={priority === 'main' ? MAIN_IMAGE_TIMING : undefined}
      />
    </Picture>
  );
  return (
    <>
      {picture(!waiting)}
      {waiting && <noscript>{picture(true)}</noscript>}
    </>
  );
}
