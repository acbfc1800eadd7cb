import { startsWith } from './bytes';
import { orientationIn, turnsQuarter, UPRIGHT } from './exifOrientation';
import { APP1, EXIF_ID, isFrameHeader, jpegStructure, SOS, type JpegSegment } from './jpegSegments';
import type { PhotoType, Size } from './photoRules';
import { isPng, pngStructure, type PngChunk } from './pngChunks';
import { runSteps, type Steps } from './steps';

/** What a photo's header says, read before any decode (D43). */
export interface PhotoHeader extends Size {
  type: PhotoType;
  /** EXIF orientation, 1 to 8 (1 when the photo says nothing). */
  orientation: number;
}

/** A photo read whole: its header, and the segments or chunks it is made of. */
export type PhotoStructure =
  | { header: PhotoHeader & { type: 'image/jpeg' }; segments: JpegSegment[] }
  | { header: PhotoHeader & { type: 'image/png' }; chunks: PngChunk[] };

const u16 = (data: Uint8Array, at: number) => ((data[at] ?? 0) << 8) | (data[at + 1] ?? 0);

/**
 * Size from the one frame header (precision, height, width…), orientation from the first EXIF
 * block before the first scan, where Chromium looks for it.
 */
function jpegHeader(segments: readonly JpegSegment[]): PhotoHeader & { type: 'image/jpeg' } {
  let orientation: number | undefined;
  let size: Size = { width: 0, height: 0 };
  for (const { marker, data } of segments) {
    if (marker === SOS) break;
    if (marker === APP1 && orientation === undefined && startsWith(data, EXIF_ID)) {
      orientation = orientationIn(data.subarray(EXIF_ID.length));
    }
    if (isFrameHeader(marker)) size = { height: u16(data, 1), width: u16(data, 3) };
  }
  return { type: 'image/jpeg', ...size, orientation: orientation ?? UPRIGHT };
}

/** eXIf holds the TIFF structure itself; some writers leave EXIF's six-byte name before it. */
export function exifTiff(data: Uint8Array): Uint8Array {
  return startsWith(data, EXIF_ID) ? data.subarray(EXIF_ID.length) : data;
}

const MAX_PNG_SIDE = 2 ** 31 - 1;

/** The bit depths each colour type allows (greyscale, RGB, palette, grey + alpha, RGBA). */
const DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Width, height, depth, colour type, compression, filter and interlace as PNG defines them. */
function ihdrSize(data: Uint8Array): Size | null {
  if (data.length !== 13) return null;
  const view = new DataView(data.buffer, data.byteOffset, 13);
  const width = view.getUint32(0);
  const height = view.getUint32(4);
  const [depth = 0, colour = 0, compression, filter, interlace = 2] = data.subarray(8);
  const known = DEPTHS[colour]?.includes(depth) && compression === 0 && filter === 0;
  if (!known || interlace > 1) return null;
  if (width === 0 || height === 0 || width > MAX_PNG_SIDE || height > MAX_PNG_SIDE) return null;
  return { width, height };
}

/**
 * IHDR first, one PLTE at most and only where the colour type has one (a palette PNG needs
 * it), before the image data, which must be there.
 */
function pngHeader(chunks: readonly PngChunk[]): (PhotoHeader & { type: 'image/png' }) | null {
  const [header, ...rest] = chunks;
  const size = header?.type === 'IHDR' ? ihdrSize(header.data) : null;
  if (!header || !size || rest.some(({ type }) => type === 'IHDR')) return null;
  const colour = header.data[9];
  const imageAt = rest.findIndex(({ type }) => type === 'IDAT');
  const palettes = rest.flatMap(({ type }, at) => (type === 'PLTE' ? [at] : []));
  const [palette] = palettes;
  if (imageAt < 0 || palettes.length > 1 || (palette !== undefined && palette > imageAt)) {
    return null;
  }
  const greyscale = colour === 0 || colour === 4;
  if (palette === undefined ? colour === 3 : greyscale) return null;
  const exif = rest.find(({ type }) => type === 'eXIf');
  const orientation = exif ? orientationIn(exifTiff(exif.data)) : UPRIGHT;
  return { type: 'image/png', ...size, orientation };
}

/**
 * The photo's structure (jpegSegments.ts, pngChunks.ts) and its header. Null for anything but
 * a JPEG or PNG whose structure can be followed to the end as its standard writes it.
 */
export function* photoStructure(bytes: Uint8Array): Steps<PhotoStructure | null> {
  if (isPng(bytes)) {
    const chunks = yield* pngStructure(bytes);
    const header = chunks && pngHeader(chunks);
    return chunks && header && { header, chunks };
  }
  const segments = yield* jpegStructure(bytes);
  return segments && { header: jpegHeader(segments), segments };
}

/**
 * Type, size and orientation from a JPEG's frame header (and EXIF) or a PNG's IHDR (and
 * eXIf). Null for anything else, or a photo whose structure cannot be followed to them.
 */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  return runSteps(photoStructure(bytes)).result?.header ?? null;
}

/** The size the photo shows at: turned a quarter by its orientation, width and height swap. */
export function uprightSize({ width, height, orientation }: PhotoHeader): Size {
  return turnsQuarter(orientation) ? { width: height, height: width } : { width, height };
}
