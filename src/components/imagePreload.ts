import { preload } from 'react-dom';
import type { ImageAsset } from '@/generated/images';

/**
 * Asks for `image` with the HTML, at high priority, on screens matching `media` only: for a
 * picture that is the page's largest paint there but not its main image elsewhere (a
 * gallery's first photo under its banner on a phone). The prerender writes it into <head>, so
 * the browser starts it before it reaches the banner's tag; a wide screen does not fetch it.
 *
 * Its first source is the one preloaded (AVIF; `type` makes a browser without it skip the
 * hint and take the WebP from the <picture> as before), with the <img>'s own `sizes`, so the
 * file chosen is the one the <picture> then takes from the cache.
 */
export function preloadWhere(image: ImageAsset, sizes: string | undefined, media: string): void {
  const [first] = image.sources;
  if (!first) return;
  // React asks for an href but writes none beside `imagesrcset`: the <img>'s own fallback.
  preload(image.src, {
    as: 'image',
    type: first.type,
    imageSrcSet: first.srcSet,
    imageSizes: sizes,
    fetchPriority: 'high',
    media,
  });
}
