/**
 * JPEG and PNG files built byte by byte for the tests, as cameras, phones and editors write
 * them: metadata blocks (EXIF with a GPS position, XMP, IPTC, comments, PNG text chunks),
 * any frame header, several scans, data after the picture. Shared by the Jest tests, which
 * only read their structure, and the end-to-end tests, whose files Chromium decodes.
 */
import { deflateSync } from 'node:zlib';
import { jpegSegment } from '@/features/registration/photo/jpegSegments';
import { PNG_SIGNATURE, pngChunk } from '@/features/registration/photo/pngChunks';

const ascii = (text: string) => Uint8Array.from(text, (letter) => letter.charCodeAt(0));

export function concat(...parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => {
    whole.set(part, at);
    return at + part.length;
  }, 0);
  return whole;
}

/** A TIFF structure written field by field, in either byte order. */
class Tiff {
  private readonly bytes = new Uint8Array(512);
  private readonly view = new DataView(this.bytes.buffer);
  length = 8;
  constructor(private readonly little: boolean) {
    this.bytes.set(ascii(little ? 'II' : 'MM'));
    this.view.setUint16(2, 42, little);
  }
  u16(at: number, value: number) {
    this.view.setUint16(at, value, this.little);
  }
  u32(at: number, value: number) {
    this.view.setUint32(at, value, this.little);
  }
  /** Room for `size` bytes at the end, returning where. */
  take(size: number): number {
    const at = this.length;
    this.length += size;
    return at;
  }
  /** A directory of `entries` [tag, type, count, value or offset]; returns where it starts. */
  directory(entries: readonly (readonly [number, number, number, number])[]): number {
    const at = this.take(2 + 12 * entries.length + 4);
    this.u16(at, entries.length);
    entries.forEach(([tag, type, count, value], index) => {
      const entry = at + 2 + 12 * index;
      this.u16(entry, tag);
      this.u16(entry + 2, type);
      this.u32(entry + 4, count);
      if (type === 3 && count === 1) this.u16(entry + 8, value);
      else this.u32(entry + 8, value);
    });
    return at;
  }
  text(at: number, value: string) {
    this.bytes.set(ascii(value), at);
  }
  done(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

export interface ExifOptions {
  orientation?: number;
  /** A GPS position (Pune, 18.52° N 73.85° E) in its own directory. */
  gps?: boolean;
  littleEndian?: boolean;
}

/** EXIF's TIFF structure: camera make, orientation and GPS position as asked. */
export function exifTiff({ orientation, gps = true, littleEndian = true }: ExifOptions = {}) {
  const tiff = new Tiff(littleEndian);
  tiff.u32(4, 8);
  const entries: [number, number, number, number][] = [[0x010f, ASCII, 12, 0]];
  if (orientation !== undefined) entries.push([0x0112, SHORT, 1, orientation]);
  if (gps) entries.push([0x8825, LONG, 1, 0]);
  const first = tiff.directory(entries);
  const make = tiff.take(12);
  tiff.text(make, 'ParkNovaCam\0');
  tiff.u32(first + 2 + 8, make);
  if (gps) {
    const degrees = tiff.take(48);
    [18, 1, 31, 1, 12, 1, 73, 1, 51, 1, 24, 1].forEach((value, index) => {
      tiff.u32(degrees + 4 * index, value);
    });
    const directory = tiff.directory([
      [0x0001, ASCII, 2, 0x4e], // "N"
      [0x0002, RATIONAL, 3, degrees],
      [0x0003, ASCII, 2, 0x45], // "E"
      [0x0004, RATIONAL, 3, degrees + 24],
    ]);
    tiff.u32(first + 2 + 12 * (entries.length - 1) + 8, directory);
  }
  return tiff.done();
}

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="18,31.2N" exif:GPSLongitude="73,51.4E"/></rdf:RDF></x:xmpmeta>`;

/** The metadata segments a JPEG from a phone or an editor may carry. */
export const jpegMetadata = {
  exif: (options?: ExifOptions) => jpegSegment(0xe1, concat(ascii('Exif\0\0'), exifTiff(options))),
  xmp: () => jpegSegment(0xe1, ascii(`http://ns.adobe.com/xap/1.0/\0${XMP}`)),
  iptc: () => jpegSegment(0xed, ascii('Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x0cPune, India')),
  comment: () => jpegSegment(0xfe, ascii('Shot at 18.52N 73.85E')),
  mpf: () => jpegSegment(0xe2, ascii('MPF\0II*\0')),
};

/** The segments every JPEG here has, and their own kind of kept extras. */
export const jpegParts = {
  jfif: () => jpegSegment(0xe0, concat(ascii('JFIF\0'), Uint8Array.of(1, 1, 0, 0, 1, 0, 1, 0, 0))),
  icc: () => jpegSegment(0xe2, concat(ascii('ICC_PROFILE\0'), Uint8Array.of(1, 1, 0, 0, 0, 0))),
  adobe: () => jpegSegment(0xee, concat(ascii('Adobe'), Uint8Array.of(0, 100, 0, 0, 0, 0, 1))),
  quantisation: () => jpegSegment(0xdb, concat(Uint8Array.of(0), new Uint8Array(64).fill(1))),
  huffman: () => jpegSegment(0xc4, concat(Uint8Array.of(0), new Uint8Array(16), Uint8Array.of())),
  frame: (marker: number, width: number, height: number) =>
    jpegSegment(
      marker,
      Uint8Array.of(8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0),
    ),
  scan: () => jpegSegment(0xda, Uint8Array.of(1, 1, 0, 0, 63, 0)),
};

/** The fewest bytes of image data: room for a stuffed 0xFF00 and a restart marker. */
const ENTROPY_MARKS = 6;

/** Entropy-coded data of `length` bytes with a stuffed 0xFF00 and a restart marker in it. */
function entropy(length: number): Uint8Array {
  const data = new Uint8Array(Math.max(length, ENTROPY_MARKS)).fill(0x5a);
  data.set([0xff, 0x00], 1);
  data.set([0xff, 0xd0], 3);
  return data;
}

export interface JpegOptions {
  width?: number;
  height?: number;
  /** The frame header's marker: 0xC0 baseline, 0xC2 progressive… */
  frame?: number;
  /** Segments between JFIF's APP0 and the quantisation table (metadata, say). */
  extra?: readonly Uint8Array[];
  /** A progressive JPEG's scans, each after its own Huffman table. */
  scans?: number;
  /** Bytes of image data in each scan. */
  dataBytes?: number;
  /** What follows the end marker (a phone's appended picture or video). */
  trailing?: Uint8Array;
}

/** A JPEG's whole structure (its image data is filler: nothing here decodes it). */
export function jpegBytes({
  width = 1,
  height = 1,
  frame = 0xc0,
  extra = [],
  scans = 1,
  dataBytes = 8,
  trailing = new Uint8Array(0),
}: JpegOptions = {}): Uint8Array<ArrayBuffer> {
  const image = Array.from({ length: scans }, () =>
    concat(jpegParts.huffman(), jpegParts.scan(), entropy(dataBytes)),
  );
  return concat(
    Uint8Array.of(0xff, 0xd8),
    jpegParts.jfif(),
    ...extra,
    jpegParts.quantisation(),
    jpegParts.frame(frame, width, height),
    ...image,
    Uint8Array.of(0xff, 0xd9),
    trailing,
  );
}

/** A JPEG of exactly `bytes` bytes, its image data filling what the structure leaves. */
export function jpegOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const least = ENTROPY_MARKS;
  return jpegBytes({ dataBytes: bytes - jpegBytes({ dataBytes: least }).length + least });
}

/** A PNG chunk as [type, data]. */
export type Chunk = readonly [string, Uint8Array];

/** The metadata chunks a PNG from a phone or an editor may carry. */
export const pngMetadata = {
  text: (): Chunk => ['tEXt', ascii('Comment\0Shot at 18.52N 73.85E')],
  compressedText: (): Chunk => [
    'zTXt',
    concat(ascii('Location\0\0'), deflateSync(Buffer.from('Pune, India'))),
  ],
  xmp: (): Chunk => ['iTXt', ascii(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`)],
  exif: (options?: ExifOptions): Chunk => ['eXIf', exifTiff(options)],
  time: (): Chunk => ['tIME', Uint8Array.of(0x07, 0xea, 11, 25, 10, 30, 0)],
};

export interface PngOptions {
  width?: number;
  height?: number;
  /** Bits per sample of the greyscale pixels. */
  depth?: 1 | 8;
  /** Chunks between IHDR and IDAT. */
  before?: readonly Chunk[];
  /** Chunks between IDAT and IEND. */
  after?: readonly Chunk[];
  /** IDAT's data; by default every pixel black, compressed as PNG does. */
  pixels?: Uint8Array;
  trailing?: Uint8Array;
}

/** PNG's rows of black greyscale pixels (each after its filter byte), compressed. */
function blackRows(width: number, height: number, depth: number): Uint8Array {
  return deflateSync(Buffer.alloc((1 + Math.ceil((width * depth) / 8)) * height), { level: 9 });
}

/** A greyscale PNG, black all over unless its pixel data is given. */
export function pngBytes({
  width = 1,
  height = 1,
  depth = 8,
  before = [],
  after = [],
  pixels,
  trailing = new Uint8Array(0),
}: PngOptions = {}): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([depth, 0, 0, 0, 0], 8);
  const chunk = ([type, data]: Chunk) => pngChunk(type, data);
  return concat(
    Uint8Array.from(PNG_SIGNATURE),
    pngChunk('IHDR', header),
    ...before.map(chunk),
    pngChunk('IDAT', pixels ?? blackRows(width, height, depth)),
    ...after.map(chunk),
    pngChunk('IEND', new Uint8Array(0)),
    trailing,
  );
}

/** A PNG of exactly `bytes` bytes, its IDAT filling what the structure leaves. */
export function pngOfSize(bytes: number): Uint8Array<ArrayBuffer> {
  const structure = pngBytes({ pixels: new Uint8Array(0) }).length;
  return pngBytes({ pixels: new Uint8Array(bytes - structure) });
}

/** What each kind of metadata above leaves in a file's bytes, to look for after stripping. */
const MARKS = ['ParkNovaCam', 'xmpmeta', 'Photoshop', '18.52N', 'Pune', 'MPF', 'Location'];

/** The marks of metadata still in `bytes` (none, once stripped). */
export function metadataIn(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes);
  const found = MARKS.filter((mark) => text.includes(mark, 0, 'latin1'));
  // Numbers in a GPS directory: its tag 1 "N" then tag 2 (3 RATIONALs), little- or big-endian.
  const gps = [Buffer.from([1, 0, 2, 0, 2, 0]), Buffer.from([0, 1, 0, 2, 0, 0])];
  return gps.some((tags) => text.includes(tags)) ? [...found, 'GPS'] : found;
}
