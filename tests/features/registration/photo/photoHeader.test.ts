/**
 * D43: a photo's width and height (and orientation) come from its header, before anything
 * decodes it: a JPEG's frame header (any of the SOF markers), a PNG's IHDR.
 */
import { readPhotoHeader, uprightSize } from '@/features/registration/photo/photoHeader';
import {
  concat,
  jpegBytes,
  jpegMetadata,
  jpegParts,
  pngBytes,
  pngMetadata,
} from '../../../utils/imageFiles';

describe('photo headers (D43)', () => {
  it.each([
    ['baseline', 0xc0],
    ['extended sequential', 0xc1],
    ['progressive', 0xc2],
    ['lossless', 0xc3],
    ['arithmetic', 0xc9],
    ['arithmetic progressive', 0xca],
    ['lossless arithmetic', 0xcb],
  ])('reads a JPEG with a %s frame header (marker %i)', (_kind, frame) => {
    expect(readPhotoHeader(jpegBytes({ frame, width: 4000, height: 3000 }))).toEqual({
      type: 'image/jpeg',
      width: 4000,
      height: 3000,
      orientation: 1,
    });
  });

  it('finds the frame header behind metadata, and the orientation in EXIF', () => {
    const extra = [
      jpegMetadata.exif({ orientation: 6 }),
      jpegMetadata.xmp(),
      jpegParts.icc(),
      jpegMetadata.comment(),
    ];
    const header = readPhotoHeader(jpegBytes({ extra, width: 12000, height: 9000 }));
    expect(header).toEqual({ type: 'image/jpeg', width: 12000, height: 9000, orientation: 6 });
    expect(header && uprightSize(header)).toEqual({ width: 9000, height: 12000 });
  });

  it('reads EXIF in either byte order, and keeps 1 for a value out of range', () => {
    const turned = (options: Parameters<typeof jpegMetadata.exif>[0]) =>
      readPhotoHeader(jpegBytes({ extra: [jpegMetadata.exif(options)] }))?.orientation;
    expect(turned({ orientation: 8, littleEndian: false })).toBe(8);
    expect(turned({ orientation: 3, littleEndian: true })).toBe(3);
    expect(turned({ orientation: 9 })).toBe(1);
    expect(turned({})).toBe(1);
  });

  it('skips fill bytes before a marker and a Huffman table before the frame', () => {
    const bytes = concat(
      Uint8Array.of(0xff, 0xd8, 0xff, 0xff),
      jpegParts.huffman(),
      jpegParts.frame(0xc2, 640, 480),
      jpegParts.scan(),
      Uint8Array.of(1, 2, 3, 0xff, 0xd9),
    );
    expect(readPhotoHeader(bytes)).toMatchObject({ width: 640, height: 480 });
  });

  it('reads a PNG from IHDR, and its orientation from eXIf', () => {
    expect(
      readPhotoHeader(pngBytes({ width: 20000, height: 20000, pixels: Uint8Array.of(0) })),
    ).toEqual({ type: 'image/png', width: 20000, height: 20000, orientation: 1 });
    const turned = pngBytes({
      width: 30,
      height: 20,
      before: [pngMetadata.exif({ orientation: 5 })],
    });
    expect(readPhotoHeader(turned)).toEqual({
      type: 'image/png',
      width: 30,
      height: 20,
      orientation: 5,
    });
  });

  describe('reads nothing from a file it cannot follow', () => {
    const jpeg = jpegBytes({ width: 800, height: 600 });
    const png = pngBytes({ width: 800, height: 600 });
    const frameAt = jpeg.indexOf(0xc0, 2) - 1;

    it.each([
      ['a JPEG cut off before its frame header', jpeg.slice(0, frameAt)],
      ['a JPEG cut off inside its frame header', jpeg.slice(0, frameAt + 6)],
      [
        'a JPEG whose segment length runs past the end',
        concat(jpeg.slice(0, 2), Uint8Array.of(0xff, 0xe1, 0xff, 0xff, 0)),
      ],
      ['bytes between two segments', concat(jpeg.slice(0, 2), Uint8Array.of(0x00), jpeg.slice(2))],
      [
        'image data before any frame header',
        concat(Uint8Array.of(0xff, 0xd8), jpegParts.scan(), jpeg.slice(frameAt)),
      ],
      ['a frame whose height comes later (DNL)', jpegBytes({ width: 800, height: 0 })],
      // Hierarchical files (T.81 annex J), which no browser decodes.
      ['a differential sequential frame header', jpegBytes({ frame: 0xc5 })],
      ['a differential lossless (arithmetic) frame header', jpegBytes({ frame: 0xcf })],
      ['just a JPEG signature', Uint8Array.of(0xff, 0xd8, 0xff, 0xe0)],
      ['a PNG cut off inside IHDR', png.slice(0, 20)],
      ['a PNG whose first chunk is not IHDR', concat(png.slice(0, 8), png.slice(33))],
      ['a PNG of width 0', pngBytes({ width: 0, height: 10 })],
      [
        'a PNG wider than PNG allows',
        pngBytes({ width: 2 ** 31, height: 1, pixels: Uint8Array.of(0) }),
      ],
      ['just a PNG signature', png.slice(0, 8)],
      ['a PDF', new TextEncoder().encode('%PDF-1.4\n%demo\n')],
      ['nothing', new Uint8Array(0)],
    ])('%s', (_case, bytes) => {
      expect(readPhotoHeader(bytes)).toBeNull();
    });
  });
});
