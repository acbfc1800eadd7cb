/**
 * D44: no picture is drawn larger than its file. For each image (and each video's poster) on
 * the screen: the file's own pixels (loaded again without `srcset`, since `naturalWidth` of a
 * `srcset` image is already divided by its density), against the box it fills as
 * `object-fit` lays it out, times the device pixel ratio. More than 1.25 device pixels per file
 * pixel fails. SVG files scale without loss and are skipped.
 */
import type { Finding } from '../findings';
import type { ImageScale, Probe } from '../page/probe';
import { collect, type Screen } from '../screen';

export const IMAGE_SCALE_MAX = 1.25;

export function installImageScales(probe: Probe): void {
  const sizes = new Map<string, Promise<[number, number]>>();
  const fileSize = (url: string): Promise<[number, number]> => {
    let known = sizes.get(url);
    if (!known) {
      const image = new Image();
      image.src = url;
      known = image.decode().then(
        () => [image.naturalWidth, image.naturalHeight] as [number, number],
        () => [0, 0] as [number, number],
      );
      sizes.set(url, known);
    }
    return known;
  };
  // The file drawn: an image's `currentSrc` once loaded. Not its `src`, which in a <picture>
  // or with a `srcset` is only the fallback: a lazy image shown after the screen came to rest
  // (a carousel's next slide) has drawn nothing yet, and its fallback is not what it will draw.
  const fileOf = (element: Element): string => {
    if (element instanceof HTMLImageElement) {
      return element.complete && element.naturalWidth > 0 ? element.currentSrc : '';
    }
    if (element instanceof HTMLVideoElement && element.poster && element.paused) {
      return element.currentTime === 0 ? element.poster : '';
    }
    return '';
  };

  probe.collect.imageScales = async () => {
    const found: ImageScale[] = [];
    for (const element of document.querySelectorAll('img, video[poster]')) {
      const file = fileOf(element);
      if (!file || /\.svg([?#]|$)|^data:image\/svg/i.test(file)) continue;
      if (!element.checkVisibility() || !probe.visibleBox(element)) continue;
      // Named before the wait for the file's size, in which the page may move on.
      const name = probe.pictureName(element);
      const [fileWidth, fileHeight] = await fileSize(file);
      if (fileWidth === 0 || fileHeight === 0) continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      const across = (a: string, b: string, c: string, d: string) =>
        [a, b, c, d].reduce((sum, value) => sum + parseFloat(value), 0);
      const width =
        rect.width -
        across(
          style.borderLeftWidth,
          style.borderRightWidth,
          style.paddingLeft,
          style.paddingRight,
        );
      const height =
        rect.height -
        across(
          style.borderTopWidth,
          style.borderBottomWidth,
          style.paddingTop,
          style.paddingBottom,
        );
      const [sx, sy] = [width / fileWidth, height / fileHeight];
      const fit = style.objectFit;
      const scale =
        fit === 'contain'
          ? Math.min(sx, sy)
          : fit === 'none'
            ? 1
            : fit === 'scale-down'
              ? Math.min(1, sx, sy)
              : Math.max(sx, sy);
      found.push({
        label: probe.describe(element),
        file: name,
        fileWidth,
        fileHeight,
        drawnWidth: Math.round(width),
        drawnHeight: Math.round(height),
        scale: scale * devicePixelRatio,
      });
    }
    return found;
  };
}

export async function imageScaleFindings({ page }: Screen): Promise<Finding[]> {
  const images = await collect(page, 'imageScales');
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  return images
    .filter((image) => image.scale > IMAGE_SCALE_MAX)
    .map((image) => ({
      check: 'image-scale',
      element: image.label,
      figure: `${image.file} (${image.fileWidth}×${image.fileHeight}) drawn at ${image.drawnWidth}×${image.drawnHeight} CSS px at ${dpr}x: ${image.scale.toFixed(2)} device pixels per file pixel, ${IMAGE_SCALE_MAX} allowed`,
    }));
}
