/**
 * A JPEG as the marker segments it is made of (ITU T.81, annex B): enough to read its size and
 * to leave its metadata out, with no decoder.
 */
export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;
export const APP0 = 0xe0;
export const APP1 = 0xe1;
export const COM = 0xfe;

export interface JpegSegment {
  /** The marker's code: 0xE1 for APP1, 0xC0 for a baseline frame header, 0xDA for a scan… */
  marker: number;
  /** From its first 0xFF to its end; a scan ends after the entropy-coded data that follows it. */
  start: number;
  end: number;
  /** What its length field counts, less the length itself; empty for markers without one. */
  data: Uint8Array;
}

const NO_DATA = new Uint8Array(0);

const isRestart = (code: number) => code >= 0xd0 && code <= 0xd7;

/** Markers that stand alone, without a length: SOI, EOI, TEM and the restart markers. */
const standsAlone = (code: number) =>
  code === SOI || code === EOI || code === 0x01 || isRestart(code);

/**
 * Where the entropy-coded data that starts at `from` ends: at the first 0xFF that begins a
 * marker, which is neither a stuffed 0xFF00 nor a restart marker (those belong to the data).
 */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1 && at + 1 < bytes.length) {
    const code = bytes[at + 1] ?? 0;
    if (code !== 0 && !isRestart(code)) return at;
    at = bytes.indexOf(0xff, at + 2);
  }
  return bytes.length;
}

/**
 * The segments of a JPEG from SOI to EOI, nothing after it (phones append further pictures,
 * or a video, there). A file cut short in its image data ends with that data. Null when
 * `bytes` is no JPEG or a segment is not where the structure says: bytes between segments,
 * or a length running past the end.
 */
export function jpegSegments(bytes: Uint8Array): JpegSegment[] | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const segments: JpegSegment[] = [{ marker: SOI, start: 0, end: 2, data: NO_DATA }];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // A marker's code may follow any number of 0xFF fill bytes.
    let code = at + 1;
    while (bytes[code] === 0xff) code += 1;
    const marker = bytes[code];
    if (marker === undefined) return null;
    if (standsAlone(marker)) {
      segments.push({ marker, start: at, end: code + 1, data: NO_DATA });
      if (marker === EOI) break;
      at = code + 1;
      continue;
    }
    const length = ((bytes[code + 1] ?? 0) << 8) | (bytes[code + 2] ?? 0);
    const dataEnd = code + 1 + length;
    if (length < 2 || dataEnd > bytes.length) return null;
    const end = marker === SOS ? scanEnd(bytes, dataEnd) : dataEnd;
    segments.push({ marker, start: at, end, data: bytes.subarray(code + 3, dataEnd) });
    at = end;
  }
  return segments;
}

/** An APP1 "Exif" segment: EXIF's TIFF structure behind a six-byte name. */
export const EXIF_ID = 'Exif\0\0';

/** A whole segment with `marker` around `data`. */
export function jpegSegment(marker: number, data: Uint8Array): Uint8Array {
  const length = data.length + 2;
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, marker, length >> 8, length & 0xff]);
  segment.set(data, 4);
  return segment;
}
