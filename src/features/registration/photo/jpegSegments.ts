import { runSteps, STEP_BYTES, type Steps } from './steps';

/**
 * A JPEG as the marker segments it is made of (ITU T.81, annex B), read as strictly as the
 * standard writes them: enough to read its size and to rebuild it without its metadata, with
 * no decoder. The browser's decoder (libjpeg-turbo in Chromium) is lenient where this reader
 * is not: it skips bytes between segments and a stuffed `FF 00` there, passes over TEM and
 * restart markers anywhere, and takes a segment length under 2 as 2. Each of those lets a
 * crafted file show this reader one frame header and the decoder another, so each refuses the
 * file here: only a file that both read the same way is accepted.
 */
export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;
export const DQT = 0xdb;
export const DHT = 0xc4;
export const DAC = 0xcc;
export const DRI = 0xdd;
export const APP0 = 0xe0;
export const APP1 = 0xe1;
export const APP14 = 0xee;
export const COM = 0xfe;

export interface JpegSegment {
  /** The marker's code: 0xE1 for APP1, 0xC0 for a baseline frame header, 0xDA for a scan… */
  marker: number;
  /** From its first 0xFF to its end; a scan ends after the entropy-coded data that follows it. */
  start: number;
  end: number;
  /** What its length field counts, less the length itself; empty for SOI and EOI. */
  data: Uint8Array;
}

/**
 * At most this many segments. A phone's photo has about 15, a progressive one some 30, and
 * Chromium gives up on a JPEG of 100 scans; 25 MB of empty segments would be six million.
 */
export const MAX_SEGMENTS = 1000;

const NO_DATA = new Uint8Array(0);

const isRestart = (code: number) => code >= 0xd0 && code <= 0xd7;

/**
 * The frame headers a JPEG without hierarchical coding may have (T.81 B.2.2): baseline,
 * extended, progressive and lossless, Huffman or arithmetic. The differential ones (C5–C7,
 * CD–CF) belong to hierarchical files, which no browser decodes.
 */
export const isFrameHeader = (code: number) =>
  (code >= 0xc0 && code <= 0xc3) || (code >= 0xc9 && code <= 0xcb);

const isApp = (code: number) => code >= APP0 && code <= 0xef;

const u16 = (data: Uint8Array, at: number) => ((data[at] ?? 0) << 8) | (data[at + 1] ?? 0);

/** A frame header: precision, height, width, then three bytes for each of 1 to 4 components. */
function isFrameWellFormed(data: Uint8Array): boolean {
  const components = data[5] ?? 0;
  if (components < 1 || components > 4 || data.length !== 6 + 3 * components) return false;
  const precision = data[0] ?? 0;
  // A height of 0 is given later in the image data (DNL), which browsers do not read.
  if (precision < 2 || precision > 16 || u16(data, 1) === 0 || u16(data, 3) === 0) return false;
  for (let at = 6; at < data.length; at += 3) {
    const sampling = data[at + 1] ?? 0;
    const across = sampling >> 4;
    const down = sampling & 15;
    if (across < 1 || across > 4 || down < 1 || down > 4 || (data[at + 2] ?? 4) > 3) return false;
  }
  return true;
}

/** Quantisation tables, each a precision and slot byte, then 64 values of 8 or 16 bits. */
function areQuantisationTables(data: Uint8Array): boolean {
  let at = 0;
  while (at < data.length) {
    const kind = data[at] ?? 0;
    if ((kind & 15) > 3 || kind >> 4 > 1) return false;
    at += 1 + 64 * ((kind >> 4) + 1);
  }
  return at === data.length && data.length > 0;
}

/** Huffman tables, each a class and slot byte, 16 counts of codes, then that many symbols. */
function areHuffmanTables(data: Uint8Array): boolean {
  let at = 0;
  while (at < data.length) {
    const kind = data[at] ?? 0;
    if ((kind & 15) > 3 || kind >> 4 > 1 || at + 17 > data.length) return false;
    let symbols = 0;
    for (let length = 1; length <= 16; length += 1) symbols += data[at + length] ?? 0;
    if (symbols > 256) return false;
    at += 17 + symbols;
  }
  return at === data.length && data.length > 0;
}

/** Whether a segment holds just what its kind does (T.81 B.2.4), nothing more. */
function isWellFormed(marker: number, data: Uint8Array): boolean {
  if (isFrameHeader(marker)) return isFrameWellFormed(data);
  if (marker === SOS) {
    const components = data[0] ?? 0;
    return components >= 1 && components <= 4 && data.length === 4 + 2 * components;
  }
  if (marker === DQT) return areQuantisationTables(data);
  if (marker === DHT) return areHuffmanTables(data);
  if (marker === DRI) return data.length === 2;
  if (marker === DAC) return data.length > 0 && data.length % 2 === 0;
  return isApp(marker) || marker === COM;
}

/**
 * Where the entropy-coded data that starts at `from` ends: at the first run of 0xFF bytes that
 * begins a marker, that is, one followed by neither 0x00 (a stuffed 0xFF) nor a restart marker
 * (both belong to the data, as the decoder reads them). The end of the file when none does.
 */
function* entropyEnd(bytes: Uint8Array, from: number): Steps<number> {
  let run = -1;
  for (let window = from; window < bytes.length; window += STEP_BYTES) {
    const end = Math.min(bytes.length, window + STEP_BYTES);
    for (let at = window; at < end; at += 1) {
      const byte = bytes[at] ?? 0;
      if (byte === 0xff) {
        if (run < 0) run = at;
      } else if (run >= 0) {
        if (byte !== 0 && !isRestart(byte)) return run;
        run = -1;
      }
    }
    yield;
  }
  return bytes.length;
}

/** Where the marker code after the 0xFF at `from` and any 0xFF fill bytes stands. */
function* markerCode(bytes: Uint8Array, from: number): Steps<number> {
  let at = from + 1;
  while (bytes[at] === 0xff) {
    at += 1;
    if ((at - from) % STEP_BYTES === 0) yield;
  }
  return at;
}

/**
 * The segments of a JPEG from SOI to EOI, nothing after it (phones append further pictures, or
 * a video, there); one cut short in its image data ends with that data. Null for anything else:
 * a marker that is not one a JPEG has there (T.81 B.2, B.6), so anything but SOI first; APPn,
 * COM, DQT, DHT, DAC, DRI, one frame header and then scans (SOS) before EOI; restart markers
 * only inside image data; fill bytes before any marker. Null too for bytes between segments, a
 * length running past the end, a segment holding more or less than its kind does, EOI or the
 * end of the file before the first scan, or more than MAX_SEGMENTS segments.
 */
export function* jpegStructure(bytes: Uint8Array): Steps<JpegSegment[] | null> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const segments: JpegSegment[] = [{ marker: SOI, start: 0, end: 2, data: NO_DATA }];
  let framed = false;
  let scanned = false;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff || segments.length >= MAX_SEGMENTS) return null;
    const code = yield* markerCode(bytes, at);
    const marker = bytes[code];
    // Fill bytes up to the end of a file cut short after its image data.
    if (marker === undefined) break;
    if (marker === EOI) {
      segments.push({ marker, start: code - 1, end: code + 1, data: NO_DATA });
      break;
    }
    const dataEnd = code + 1 + u16(bytes, code + 1);
    if (dataEnd < code + 3 || dataEnd > bytes.length) return null;
    const data = bytes.subarray(code + 3, dataEnd);
    if (!isWellFormed(marker, data)) return null;
    if (isFrameHeader(marker)) {
      if (framed) return null;
      framed = true;
    }
    if (marker === SOS && !framed) return null;
    scanned ||= marker === SOS;
    const end = marker === SOS ? yield* entropyEnd(bytes, dataEnd) : dataEnd;
    segments.push({ marker, start: code - 1, end, data });
    at = end;
    yield;
  }
  return scanned ? segments : null;
}

/** The segments of a JPEG (see jpegStructure), read in one go. */
export function jpegSegments(bytes: Uint8Array): JpegSegment[] | null {
  return runSteps(jpegStructure(bytes)).result;
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
