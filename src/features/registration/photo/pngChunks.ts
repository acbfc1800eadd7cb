import { crc32 } from './crc32';
import { ascii } from './bytes';
import { runSteps, type Steps } from './steps';

/** The eight bytes every PNG starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** One chunk: its type ("IHDR", "tEXt"…), its data, and where it lies in the file. */
export interface PngChunk {
  type: string;
  start: number;
  end: number;
  data: Uint8Array;
}

/**
 * At most this many chunks. Encoders cut the image data into IDAT chunks of 8 KB or more, so a
 * 25 MB photo has a few thousand; 25 MB of empty chunks would be two million.
 */
export const MAX_CHUNKS = 50_000;

/** How many chunk headers one step reads. */
const CHUNKS_A_STEP = 256;

const MAX_LENGTH = 2 ** 31 - 1;

/** The critical chunks a PNG may have (PNG, third edition, 5.6); any other is unreadable. */
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, at) => bytes[at] === byte);
}

/** A chunk type is four ASCII letters; an upper-case first one marks a critical chunk. */
const isLetter = (byte: number) => (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122);

/**
 * The chunks anything here reads: those that draw the picture (stripMetadata.ts) and eXIf, for
 * the orientation. Any other is checked and counted but not kept: a flood of them costs no
 * memory.
 */
const READ = new Set([...CRITICAL, 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'cICP', 'eXIf']);

/**
 * The chunks of a PNG in file order, up to and including IEND (anything after it is no part
 * of the picture), those READ names only. Each is a 4-byte length, a 4-byte type, the data and
 * a 4-byte CRC; a run of IDAT chunks is given as one piece of type IDAT from the first one's
 * start to the last one's end (with the first one's data: nothing here reads image data).
 * Null when `bytes` is no PNG, a chunk runs past the end, its type is not four letters, it is
 * a critical chunk PNG does not define, IDAT comes in two runs, or there are more than
 * MAX_CHUNKS chunks. The CRCs are left to the decoder: they change nothing read here.
 */
export function* pngStructure(bytes: Uint8Array): Steps<PngChunk[] | null> {
  if (!isPng(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  let at: number = PNG_SIGNATURE.length;
  let image: 'before' | 'in' | 'after' = 'before';
  for (let count = 1; at < bytes.length; count += 1) {
    if (at + 12 > bytes.length || count > MAX_CHUNKS) return null;
    const length = view.getUint32(at);
    const end = at + 12 + length;
    const letters = [
      bytes[at + 4] ?? 0,
      bytes[at + 5] ?? 0,
      bytes[at + 6] ?? 0,
      bytes[at + 7] ?? 0,
    ];
    if (length > MAX_LENGTH || end > bytes.length || !letters.every(isLetter)) return null;
    const type = String.fromCharCode(...letters);
    if ((letters[0] ?? 0) < 97 && !CRITICAL.has(type)) return null;
    const isImage = type === 'IDAT';
    if (isImage && image === 'after') return null;
    const last = chunks.at(-1);
    if (isImage && image === 'in' && last) last.end = end;
    else if (READ.has(type)) {
      chunks.push({ type, start: at, end, data: bytes.subarray(at + 8, at + 8 + length) });
    }
    image = isImage ? 'in' : image === 'in' ? 'after' : image;
    if (type === 'IEND') break;
    at = end;
    if (count % CHUNKS_A_STEP === 0) yield;
  }
  return chunks;
}

/** The chunks of a PNG (see pngStructure), read in one go. */
export function pngChunks(bytes: Uint8Array): PngChunk[] | null {
  return runSteps(pngStructure(bytes)).result;
}

/** A complete chunk of `type` holding `data`, its CRC computed. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(ascii(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}
