import { MAX_FULL_DECODE_PIXELS, type Size } from './photoRules';

let resizing: Promise<boolean> | undefined;

/**
 * Whether `createImageBitmap` decodes straight to a size it is given. A browser that does not
 * know `resizeWidth` and `resizeHeight` ignores them, as it does any option it does not know,
 * and decodes the whole picture (Safari before 17): so a 2 × 2 picture is asked first, once.
 */
function decodesResized(): Promise<boolean> {
  resizing ??= Promise.resolve()
    .then(() => createImageBitmap(new ImageData(2, 2), { resizeWidth: 1, resizeHeight: 1 }))
    .then(
      (probe) => {
        const resized = probe.width === 1 && probe.height === 1;
        probe.close();
        return resized;
      },
      () => false,
    );
  return resizing;
}

/**
 * D43: the photo decoded and scaled to `size`, its upright size scaled down. Chromium decodes
 * the whole picture before it scales it (a 6000 × 6000 photo: +137 MB in Chromium 156), so
 * what bounds memory is the 40-megapixel check before, not `size`. Browsers size the picture
 * after turning it upright (Chromium and
 * Firefox do, as the HTML standard says); one that did it before would hand back width and
 * height swapped, and that picture is dropped rather than sent squeezed. Where the browser
 * cannot decode to a size, a picture up to MAX_FULL_DECODE_PIXELS (its `upright` size) is
 * decoded whole and scaled when drawn. Null when it cannot be done within those bounds.
 */
export async function decodeAtSize(
  file: Blob,
  size: Size,
  upright: Size,
): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  if (!(await decodesResized())) {
    return upright.width * upright.height <= MAX_FULL_DECODE_PIXELS
      ? createImageBitmap(file)
      : null;
  }
  const picture = await createImageBitmap(file, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
  });
  if (picture.width === size.width && picture.height === size.height) return picture;
  picture.close();
  return null;
}
