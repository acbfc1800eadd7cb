import { fitWithin, isPhoto, JPEG_QUALITY, smallerOf } from './fitWithin';

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D | null, picture: ImageBitmap, width: number, height: number) {
  if (!context) throw new Error('no 2D canvas');
  // A PNG's transparent parts would turn black in a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, 0, 0, width, height);
}

/** JPEG of `picture` at `width` × `height`: an OffscreenCanvas where there is one. */
function encodeJpeg(picture: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), picture, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), picture, width, height);
  return new Promise((resolve) => {
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY);
  });
}

/**
 * D15 (amended): a JPEG or PNG photo of a partner document, shrunk before the 5 MB check:
 * longest side at most 2000 px, JPEG quality 0.85, kept as chosen when that is not smaller.
 * `createImageBitmap` decodes off the main thread (turned upright by its EXIF orientation,
 * whose metadata, location included, is not carried over) and `convertToBlob` or `toBlob`
 * encodes off it. A browser that cannot decode the file sends it as chosen.
 * A few lines of canvas code rather than a library: browser-image-compression 2.0.2 would add
 * 20 KB gzip to the join-us chunk and fetch its worker from a CDN our CSP does not allow.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!isPhoto(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const picture = await createImageBitmap(file);
    const { width, height } = fitWithin(picture.width, picture.height);
    const jpeg = await encodeJpeg(picture, width, height);
    picture.close();
    return smallerOf(file, jpeg);
  } catch {
    return file;
  }
}
