import { decodeAtSize } from './decodeAtSize';
import { uprightSize, type PhotoHeader } from './photoHeader';
import { fitWithin, JPEG_QUALITY, type Size } from './photoRules';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * A canvas of `size` and its 2D context: an OffscreenCanvas where there is one (encoding off
 * the main thread), else a <canvas>; `encode` makes the JPEG.
 */
function canvasOf({ width, height }: Size) {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      canvas,
      context: canvas.getContext('2d') as Context2D | null,
      encode: () => canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    canvas,
    context: canvas.getContext('2d') as Context2D | null,
    encode: () =>
      new Promise<Blob | null>((resolve) => {
        canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY);
      }),
  };
}

/** A JPEG of `picture` drawn at `size`; the canvas's pixels are let go whatever happens. */
async function encodeJpeg(picture: ImageBitmap, size: Size): Promise<Blob | null> {
  const { canvas, context, encode } = canvasOf(size);
  try {
    if (!context) return null;
    // A PNG's transparent parts would turn black in a JPEG.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture, 0, 0, size.width, size.height);
    return await encode();
  } finally {
    // Its pixels go now, not whenever the canvas is collected.
    canvas.width = 0;
    canvas.height = 0;
  }
}

/**
 * D15 (amended), D43: the photo as a JPEG, upright, longest side at most 2000 px, quality
 * 0.85; null where the browser cannot make one within D43's bounds or fails to. Decoded
 * straight to that size (decodeAtSize.ts) and encoded off the main thread where the browser
 * can; the decoded picture and the canvas are let go on every path, errors included, and
 * nothing of the photo's metadata, location included, is carried over.
 * A few lines of canvas code rather than a library: browser-image-compression 2.0.2 would add
 * 20 KB gzip to the join-us chunk and fetch its worker from a CDN our CSP does not allow.
 */
export async function shrinkPhoto(file: Blob, header: PhotoHeader): Promise<Blob | null> {
  const upright = uprightSize(header);
  const size = fitWithin(upright);
  let picture: ImageBitmap | null = null;
  try {
    picture = await decodeAtSize(file, size, upright);
    return picture && (await encodeJpeg(picture, size));
  } catch {
    return null;
  } finally {
    picture?.close();
  }
}
