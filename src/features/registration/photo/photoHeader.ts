import { startsWith } from './bytes';
import { orientationIn, turnsQuarter, UPRIGHT } from './exifOrientation';
import { APP1, EXIF_ID, jpegSegments, SOS } from './jpegSegments';
import type { PhotoType, Size } from './photoRules';
import { isPng, pngChunks } from './pngChunks';

/** What a photo's header says, read before any decode (D43). */
export interface PhotoHeader extends Size {
  type: PhotoType;
  /** EXIF orientation, 1 to 8 (1 when the photo says nothing). */
  orientation: number;
}

/**
 * Frame headers: SOF0–3, 5–7, 9–11 and 13–15 (baseline, extended, progressive, lossless,
 * arithmetic, hierarchical). C4, C8 and CC share the range but are other things.
 */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Width and height as a frame header holds them: precision, then height, then width. */
function frameSize(data: Uint8Array): Size | null {
  if (data.length < 6) return null;
  const height = ((data[1] ?? 0) << 8) | (data[2] ?? 0);
  const width = ((data[3] ?? 0) << 8) | (data[4] ?? 0);
  // A height of 0 is given later in the image data (a DNL marker): nothing to judge it by.
  return width > 0 && height > 0 ? { width, height } : null;
}

function jpegHeader(bytes: Uint8Array): PhotoHeader | null {
  let orientation: number | undefined;
  for (const { marker, data } of jpegSegments(bytes) ?? []) {
    if (marker === APP1 && orientation === undefined && startsWith(data, EXIF_ID)) {
      orientation = orientationIn(data.subarray(EXIF_ID.length));
    }
    if (isFrameHeader(marker)) {
      const size = frameSize(data);
      return size && { type: 'image/jpeg', ...size, orientation: orientation ?? UPRIGHT };
    }
    // Image data before any frame header: not a picture a browser shows.
    if (marker === SOS) return null;
  }
  return null;
}

/** eXIf holds the TIFF structure itself; some writers leave EXIF's six-byte name before it. */
export function exifTiff(data: Uint8Array): Uint8Array {
  return startsWith(data, EXIF_ID) ? data.subarray(EXIF_ID.length) : data;
}

const MAX_PNG_SIDE = 2 ** 31 - 1;

function pngHeader(bytes: Uint8Array): PhotoHeader | null {
  const chunks = pngChunks(bytes);
  const header = chunks?.[0];
  if (!chunks || header?.type !== 'IHDR' || header.data.length !== 13) return null;
  const view = new DataView(header.data.buffer, header.data.byteOffset, 8);
  const width = view.getUint32(0);
  const height = view.getUint32(4);
  if (width === 0 || height === 0 || width > MAX_PNG_SIDE || height > MAX_PNG_SIDE) return null;
  const exif = chunks.find(({ type }) => type === 'eXIf');
  const orientation = exif ? orientationIn(exifTiff(exif.data)) : UPRIGHT;
  return { type: 'image/png', width, height, orientation };
}

/**
 * Type, size and orientation from a JPEG's frame header (and EXIF) or a PNG's IHDR (and
 * eXIf). Null for anything else, or a photo whose structure cannot be followed to them.
 */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  if (isPng(bytes)) return pngHeader(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegHeader(bytes);
  return null;
}

/** The size the photo shows at: turned a quarter by its orientation, width and height swap. */
export function uprightSize({ width, height, orientation }: PhotoHeader): Size {
  return turnsQuarter(orientation) ? { width: height, height: width } : { width, height };
}
