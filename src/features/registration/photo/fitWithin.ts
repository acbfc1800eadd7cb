/**
 * D15 (amended): what a partner's photo becomes before upload, as plain rules the browser
 * code in shrinkPhoto.ts follows: longest side at most 2000 px, JPEG at quality 0.85, and the
 * photo as chosen whenever that is not smaller.
 */
export const MAX_SIDE = 2000;
export const JPEG_QUALITY = 0.85;

/** Only photos are shrunk; PDFs (and résumés) are sent as chosen. */
export function isPhoto(type: string): boolean {
  return type === 'image/jpeg' || type === 'image/png';
}

/** The size to draw a `width` × `height` picture at: scaled down to fit, never up. */
export function fitWithin(width: number, height: number, maxSide = MAX_SIDE) {
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

/** The re-encoded photo as a file, or the original when that is not smaller. */
export function smallerOf(original: File, jpeg: Blob | null): File {
  if (!jpeg || jpeg.size >= original.size) return original;
  return new File([jpeg], jpegName(original.name), {
    type: 'image/jpeg',
    lastModified: original.lastModified,
  });
}
