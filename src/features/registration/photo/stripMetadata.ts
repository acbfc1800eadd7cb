import { ascii, joined, startsWith } from './bytes';
import { orientationOnly, UPRIGHT } from './exifOrientation';
import {
  APP0,
  APP1,
  COM,
  EXIF_ID,
  jpegSegment,
  jpegSegments,
  SOI,
  type JpegSegment,
} from './jpegSegments';
import type { PhotoHeader } from './photoHeader';
import { PNG_SIGNATURE, pngChunk, pngChunks, type PngChunk } from './pngChunks';

/**
 * The APP segments a JPEG needs to show as it should: JFIF (and its thumbnail), the ICC colour
 * profile and Adobe's colour transform. Every other APP segment goes: EXIF and XMP (APP1),
 * MPF (APP2, which points at pictures appended after the image), Photoshop and IPTC (APP13)
 * and makers' own; comments (COM) too.
 */
const KEPT_APP: readonly (readonly [number, string])[] = [
  [APP0, 'JFIF\0'],
  [APP0, 'JFXX\0'],
  [0xe2, 'ICC_PROFILE\0'],
  [0xee, 'Adobe'],
];

function keptInJpeg({ marker, data }: JpegSegment): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  return KEPT_APP.some(([app, id]) => app === marker && startsWith(data, id));
}

/**
 * The chunks a PNG needs to show as it should: the critical ones, transparency, colour and
 * gamma, physical size, animation. Every other goes: tEXt, zTXt and iTXt (where XMP lives),
 * eXIf, tIME and private chunks.
 */
const KEPT_IN_PNG = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'mDCv',
  'cLLI',
  'cLLi',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

interface Insert<Piece> {
  bytes: Uint8Array;
  /** The first piece it goes before. */
  before: (piece: Piece) => boolean;
}

/**
 * The file's first `head` bytes, then the `pieces` (in file order) that `kept` accepts, with
 * `insert` before the first one it names. The very bytes given when nothing was left out,
 * added or cut off the end.
 */
function rebuilt<Piece extends { start: number; end: number }>(
  bytes: Uint8Array<ArrayBuffer>,
  head: number,
  pieces: readonly Piece[],
  kept: (piece: Piece) => boolean,
  insert: Insert<Piece> | null,
): Uint8Array<ArrayBuffer> {
  const keep = pieces.filter(kept);
  const end = pieces.at(-1)?.end ?? head;
  if (!insert && keep.length === pieces.length && end === bytes.length) return bytes;
  const parts: Uint8Array[] = [bytes.subarray(0, head)];
  let pending = insert;
  for (const piece of keep) {
    if (pending?.before(piece)) {
      parts.push(pending.bytes);
      pending = null;
    }
    parts.push(bytes.subarray(piece.start, piece.end));
  }
  return joined(parts);
}

/**
 * A JPEG without its metadata. A turned photo keeps its orientation, alone in an EXIF block
 * after JFIF's APP0 (which must come first), so it still shows upright.
 */
function strippedJpeg(bytes: Uint8Array<ArrayBuffer>, orientation: number) {
  const segments = jpegSegments(bytes);
  if (!segments) return null;
  const turned: Insert<JpegSegment> = {
    bytes: jpegSegment(APP1, joined([ascii(EXIF_ID), orientationOnly(orientation)])),
    before: ({ marker }) => marker !== SOI && marker !== APP0,
  };
  return rebuilt(bytes, 0, segments, keptInJpeg, orientation === UPRIGHT ? null : turned);
}

/** A PNG without its metadata; a turned one keeps an eXIf with its orientation alone. */
function strippedPng(bytes: Uint8Array<ArrayBuffer>, orientation: number) {
  const chunks = pngChunks(bytes);
  if (!chunks) return null;
  const turned: Insert<PngChunk> = {
    bytes: pngChunk('eXIf', orientationOnly(orientation)),
    before: ({ type }) => type === 'IDAT',
  };
  const kept = ({ type }: PngChunk) => KEPT_IN_PNG.has(type);
  return rebuilt(
    bytes,
    PNG_SIGNATURE.length,
    chunks,
    kept,
    orientation === UPRIGHT ? null : turned,
  );
}

/**
 * D43: the photo as chosen, with nothing about where, when or with what it was taken: byte by
 * byte, without decoding it. Null when its structure cannot be followed: then it must not go
 * as chosen.
 */
export function stripMetadata(bytes: Uint8Array<ArrayBuffer>, { type, orientation }: PhotoHeader) {
  return type === 'image/jpeg' ? strippedJpeg(bytes, orientation) : strippedPng(bytes, orientation);
}
