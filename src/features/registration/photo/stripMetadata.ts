import { ascii, joined, startsWith } from './bytes';
import { orientationOnly, UPRIGHT } from './exifOrientation';
import {
  APP0,
  APP1,
  APP14,
  DAC,
  DHT,
  DQT,
  DRI,
  EOI,
  EXIF_ID,
  isFrameHeader,
  jpegSegment,
  SOI,
  SOS,
  type JpegSegment,
} from './jpegSegments';
import { photoStructure, type PhotoHeader, type PhotoStructure } from './photoHeader';
import { PNG_SIGNATURE, pngChunk, type PngChunk } from './pngChunks';
import { runSteps, STEP_BYTES, type Steps } from './steps';

/**
 * D43: what a photo sent as chosen keeps is an allow-list of what drawing it needs, nothing
 * else: no text, no name, no profile, no thumbnail of the input survives. docs/behaviour.md,
 * "Photos", lists what goes and why.
 */

/** JPEG segments kept as they are: the tables, the frame header, the scans with their data. */
const DRAWS_JPEG = new Set([SOI, DQT, DHT, DAC, DRI, SOS, EOI]);

/** JFIF 1.01 without units, density 1:1 and no thumbnail: says YCbCr to the decoder. */
const JFIF = jpegSegment(APP0, Uint8Array.of(...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0));

/** Adobe's APP14 with only its colour transform (YCbCr or YCCK for 3 or 4 components). */
const adobe = (transform: number) =>
  jpegSegment(APP14, Uint8Array.of(...ascii('Adobe'), 0, 100, 0, 0, 0, 0, transform));

/** The EXIF block of a turned photo: its orientation alone. */
const orientationBlock = (orientation: number) =>
  jpegSegment(APP1, joined([ascii(EXIF_ID), orientationOnly(orientation)]));

/**
 * What libjpeg reads from the APP segments before the first scan (jdmarker.c): whether there
 * is a JFIF block (14 bytes or more), and the transform of the last Adobe block (12 or more).
 */
function colourSignals(segments: readonly JpegSegment[]) {
  let jfif = false;
  let transform: number | undefined;
  for (const { marker, data } of segments) {
    if (marker === SOS) break;
    if (marker === APP0 && data.length >= 14 && startsWith(data, 'JFIF\0')) jfif = true;
    if (marker === APP14 && data.length >= 12 && startsWith(data, 'Adobe')) transform = data[11];
  }
  return { jfif, transform };
}

/**
 * A JPEG with only what draws it: SOI; JFIF and Adobe's colour transform, written anew where
 * the photo had them; a turned photo's orientation, alone; then its tables, frame header and
 * scans as they are, and EOI. Every APP segment (EXIF, XMP, ICC profile, JFXX thumbnail, MPF,
 * IPTC, makers' own) and every comment goes.
 */
function jpegParts(bytes: Uint8Array, segments: readonly JpegSegment[], orientation: number) {
  const { jfif, transform } = colourSignals(segments);
  const [soi, ...rest] = segments;
  const range = ({ start, end }: JpegSegment) => bytes.subarray(start, end);
  return [
    ...(soi ? [range(soi)] : []),
    ...(jfif ? [JFIF] : []),
    ...(orientation === UPRIGHT ? [] : [orientationBlock(orientation)]),
    ...(transform === undefined ? [] : [adobe(transform)]),
    ...rest.filter(({ marker }) => DRAWS_JPEG.has(marker) || isFrameHeader(marker)).map(range),
  ];
}

type Fits = (data: Uint8Array, view: DataView) => boolean;

/** The chunks that draw a PNG, besides IHDR, PLTE, IDAT and IEND, with what each may hold. */
const DRAWS_PNG = new Map<string, Fits>([
  // Gamma × 100000, up to a gamma of 10.
  ['gAMA', (data, view) => data.length === 4 && view.getUint32(0) > 0 && view.getUint32(0) <= 1e6],
  // Eight chromaticities × 100000, each at most 1.
  [
    'cHRM',
    (data, view) =>
      data.length === 32 && [0, 1, 2, 3, 4, 5, 6, 7].every((at) => view.getUint32(4 * at) <= 1e5),
  ],
  ['sRGB', (data) => data.length === 1 && (data[0] ?? 4) <= 3],
  // Primaries, transfer, matrix (0 for RGB, the only one PNG allows), full range or not.
  ['cICP', (data) => data.length === 4 && data[2] === 0 && (data[3] ?? 2) <= 1],
]);

const CRITICAL = ['IHDR', 'PLTE', 'IDAT', 'IEND'];

/** Bytes tRNS holds for each colour type: a grey or RGB key, or one alpha per palette entry. */
function transparencyFits(data: Uint8Array, colour: number, paletteEntries: number): boolean {
  if (colour === 0) return data.length === 2;
  if (colour === 2) return data.length === 6;
  return colour === 3 && data.length >= 1 && data.length <= paletteEntries;
}

/**
 * A PNG with only what draws it: IHDR, PLTE and tRNS, gAMA, cHRM, sRGB and cICP (first of
 * each, before the image data, holding what their kind does), a turned photo's orientation in
 * an eXIf alone, the image data, IEND. Every other chunk goes: text (tEXt, zTXt, iTXt, where
 * XMP lives), eXIf, tIME, the ICC profile and its name (iCCP), suggested palettes and their
 * names (sPLT), animation (the still picture stays), makers' own chunks.
 */
function pngParts(bytes: Uint8Array, chunks: readonly PngChunk[], orientation: number) {
  const colour = chunks[0]?.data[9] ?? 0;
  const seen = new Set<string>();
  const parts: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];
  let paletteEntries = 0;
  for (const chunk of chunks) {
    const { type, data, start, end } = chunk;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (type === 'IDAT' && orientation !== UPRIGHT) {
      parts.push(pngChunk('eXIf', orientationOnly(orientation)));
    }
    const fits =
      type === 'tRNS'
        ? transparencyFits(data, colour, paletteEntries)
        : (DRAWS_PNG.get(type)?.(data, view) ?? false);
    const kept = CRITICAL.includes(type) || (!seen.has('IDAT') && !seen.has(type) && fits);
    if (type === 'PLTE') paletteEntries = Math.floor(data.length / 3);
    seen.add(type);
    if (kept) parts.push(bytes.subarray(start, end));
  }
  return parts;
}

/** How many bytes one step copies. */
const COPY_BYTES = 16 * STEP_BYTES;

const equalAt = (bytes: Uint8Array, at: number, part: Uint8Array) =>
  part.every((byte, index) => bytes[at + index] === byte);

/**
 * `parts` one after another: the very bytes given when they are all of them, in order (nothing
 * left out, nothing added, nothing cut off the end), else a copy, made a slice at a time.
 */
function* assembled(bytes: Uint8Array<ArrayBuffer>, parts: readonly Uint8Array[]) {
  let length = 0;
  let same = true;
  for (const part of parts) {
    const inPlace = part.buffer === bytes.buffer && part.byteOffset === bytes.byteOffset + length;
    same &&= inPlace || equalAt(bytes, length, part);
    length += part.length;
  }
  if (same && length === bytes.length) return bytes;
  const whole = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    for (let from = 0; from < part.length; from += COPY_BYTES) {
      whole.set(part.subarray(from, from + COPY_BYTES), at + from);
      yield;
    }
    at += part.length;
  }
  return whole;
}

/** The photo read as `structure`, rebuilt without its metadata, turned as `orientation` says. */
export function* strippedPhoto(
  bytes: Uint8Array<ArrayBuffer>,
  structure: PhotoStructure,
  orientation = structure.header.orientation,
): Steps<Uint8Array<ArrayBuffer>> {
  const parts =
    'segments' in structure
      ? jpegParts(bytes, structure.segments, orientation)
      : pngParts(bytes, structure.chunks, orientation);
  return yield* assembled(bytes, parts);
}

/**
 * D43: the photo as chosen, with nothing about where, when or with what it was taken, byte by
 * byte, without decoding it; `header` gives its orientation. Null when its structure cannot be
 * followed: then it must not go as chosen.
 */
export function stripMetadata(
  bytes: Uint8Array<ArrayBuffer>,
  { orientation }: PhotoHeader,
): Uint8Array<ArrayBuffer> | null {
  const structure = runSteps(photoStructure(bytes)).result;
  return structure && runSteps(strippedPhoto(bytes, structure, orientation)).result;
}
