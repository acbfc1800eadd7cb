import { crc32 } from './crc32';
import { ascii } from './bytes';

/** The eight bytes every PNG starts with. */
export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** One chunk: its type ("IHDR", "tEXt"…), its data, and where it lies in the file. */
export interface PngChunk {
  type: string;
  start: number;
  end: number;
  data: Uint8Array;
}

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, at) => bytes[at] === byte);
}

/**
 * The chunks of a PNG in file order, up to and including IEND (anything after it is no part
 * of the picture). Each is a 4-byte length, a 4-byte type, the data and a 4-byte CRC. Null
 * when `bytes` is no PNG or a chunk runs past the end of the file.
 */
export function pngChunks(bytes: Uint8Array): PngChunk[] | null {
  if (!isPng(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: PngChunk[] = [];
  let at: number = PNG_SIGNATURE.length;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return null;
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    chunks.push({ type, start: at, end, data: bytes.subarray(at + 8, at + 8 + length) });
    if (type === 'IEND') break;
    at = end;
  }
  return chunks;
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
