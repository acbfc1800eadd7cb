/**
 * D15 (amended) and D43: what a partner's photo becomes before upload, as plain rules the
 * browser code in preparePhoto.ts follows. Judged before any decode: over 40 megapixels or
 * over 25 MB is refused. Otherwise the longest side becomes at most 2000 px, as a JPEG at
 * quality 0.85, and the photo goes as chosen (its metadata removed) whenever that is not
 * smaller.
 */
export const MAX_SIDE = 2000;
export const JPEG_QUALITY = 0.85;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/**
 * A browser that cannot decode straight to a smaller size (Safari before 17) decodes a photo
 * whole: 4 bytes a pixel, so 64 MB here, which a phone holds. A larger photo then goes as
 * chosen, its metadata removed, and the 5 MB limit judges it.
 */
export const MAX_FULL_DECODE_PIXELS = 16_000_000;

/** The message a refused photo shows under its field (a translation key). */
export const PHOTO_TOO_LARGE = 'forms.errors.photoTooLarge';

export type PhotoType = 'image/jpeg' | 'image/png';

export interface Size {
  width: number;
  height: number;
}

/** Only photos are prepared; PDFs (and résumés) are sent as chosen. */
export function isPhoto(type: string | null): type is PhotoType {
  return type === 'image/jpeg' || type === 'image/png';
}

/** D43: a file too heavy to read, let alone decode, on a phone. */
export function hasTooManyBytes(bytes: number): boolean {
  return bytes > MAX_PHOTO_BYTES;
}

/** D43: a picture whose decoded pixels alone would take more than 160 MB. */
export function hasTooManyPixels({ width, height }: Size): boolean {
  return width * height > MAX_PHOTO_PIXELS;
}

/** The size to draw a `width` × `height` picture at: scaled down to fit, never up. */
export function fitWithin({ width, height }: Size, maxSide = MAX_SIDE): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The file's name with the extension of its new type ("pan.png" → "pan.jpg"). */
export function jpegName(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '');
  return `${stem || 'photo'}.jpg`;
}

/**
 * The file to send: the re-encoded JPEG when it is smaller than the photo as chosen (its
 * metadata removed), else that photo. Null when neither could be made: then nothing of the
 * photo may go.
 */
export function lighterOf(chosen: File, asChosen: File | null, jpeg: Blob | null): File | null {
  if (!jpeg || (asChosen && jpeg.size >= asChosen.size)) return asChosen;
  return new File([jpeg], jpegName(chosen.name), {
    type: 'image/jpeg',
    lastModified: chosen.lastModified,
  });
}
