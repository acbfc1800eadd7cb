/**
 * EXIF's orientation tag (TIFF tag 274): how a camera says to turn the picture it stored.
 * 1 is upright as stored; 5 to 8 turn it a quarter, so it shows with width and height
 * swapped. The only piece of EXIF a photo keeps when it goes (D43).
 */
const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** As stored, when a photo says nothing (or nothing readable) about it. */
export const UPRIGHT = 1;

/** The orientation a TIFF structure (what an EXIF block holds) gives in its first directory. */
export function orientationIn(tiff: Uint8Array): number {
  if (tiff.length < 8) return UPRIGHT;
  const order = String.fromCharCode(tiff[0] ?? 0, tiff[1] ?? 0);
  if (order !== 'II' && order !== 'MM') return UPRIGHT;
  const little = order === 'II';
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, little) !== 42) return UPRIGHT;
  const directory = view.getUint32(4, little);
  if (directory + 2 > tiff.length) return UPRIGHT;
  const count = view.getUint16(directory, little);
  for (let index = 0; index < count; index += 1) {
    const entry = directory + 2 + 12 * index;
    if (entry + 12 > tiff.length) break;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    const isShort = view.getUint16(entry + 2, little) === SHORT;
    const value = isShort ? view.getUint16(entry + 8, little) : 0;
    return value >= 1 && value <= 8 ? value : UPRIGHT;
  }
  return UPRIGHT;
}

/** Whether the picture shows turned a quarter, width and height swapped. */
export function turnsQuarter(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

/** The smallest TIFF structure that says `orientation` and nothing else (big-endian). */
export function orientationOnly(orientation: number): Uint8Array {
  // prettier-ignore
  return new Uint8Array([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // "MM", 42, first directory at 8
    0x00, 0x01, // one entry:
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, // orientation, SHORT, one value,
    0x00, orientation, 0x00, 0x00, // the value, padded to four bytes
    0x00, 0x00, 0x00, 0x00, // no further directory
  ]);
}
