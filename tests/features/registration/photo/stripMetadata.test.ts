/**
 * D43: a photo sent as chosen leaves without its metadata (EXIF with its GPS position, XMP,
 * IPTC, comments; PNG text chunks and eXIf), byte by byte, and everything the picture needs
 * to show as before stays, in order. A turned photo keeps its orientation, alone.
 */
import { orientationIn } from '@/features/registration/photo/exifOrientation';
import { jpegSegments } from '@/features/registration/photo/jpegSegments';
import { readPhotoHeader, type PhotoHeader } from '@/features/registration/photo/photoHeader';
import { pngChunks } from '@/features/registration/photo/pngChunks';
import { stripMetadata } from '@/features/registration/photo/stripMetadata';
import {
  concat,
  jpegBytes,
  jpegMetadata,
  jpegParts,
  metadataIn,
  pngBytes,
  pngMetadata,
} from '../../../utils/imageFiles';

function stripped(bytes: Uint8Array<ArrayBuffer>) {
  const header = readPhotoHeader(bytes) as PhotoHeader;
  expect(header).not.toBeNull();
  return stripMetadata(bytes, header);
}

const markers = (bytes: Uint8Array) => jpegSegments(bytes)?.map(({ marker }) => marker);
const chunkTypes = (bytes: Uint8Array) => pngChunks(bytes)?.map(({ type }) => type);

describe('metadata stripped from a JPEG (D43)', () => {
  const everything = [
    jpegMetadata.exif({ orientation: 1 }),
    jpegMetadata.xmp(),
    jpegParts.icc(),
    jpegMetadata.mpf(),
    jpegMetadata.iptc(),
    jpegParts.adobe(),
    jpegMetadata.comment(),
  ];

  it('the chosen JPEG less EXIF, XMP, ICC profile, MPF, IPTC and comments, to the byte', () => {
    const withMetadata = jpegBytes({ extra: everything, width: 800, height: 600 });
    expect(metadataIn(withMetadata)).toEqual([
      'ParkNovaCam',
      'xmpmeta',
      'Photoshop',
      '18.52N',
      'Pune',
      'MPF',
      'GPS',
    ]);
    const result = stripped(withMetadata);
    expect(result).toEqual(jpegBytes({ extra: [jpegParts.adobe()], width: 800, height: 600 }));
    expect(result && metadataIn(result)).toEqual([]);
  });

  it('keeps every scan of a progressive JPEG, the image data untouched', () => {
    const progressive = { frame: 0xc2, scans: 3, dataBytes: 40 };
    const result = stripped(jpegBytes({ ...progressive, extra: [jpegMetadata.exif()] }));
    expect(result).toEqual(jpegBytes(progressive));
    expect(result && markers(result)).toEqual([
      0xd8, 0xe0, 0xdb, 0xc2, 0xc4, 0xda, 0xc4, 0xda, 0xc4, 0xda, 0xd9,
    ]);
  });

  it('drops what follows the end marker: a picture or video a phone appended', () => {
    const appended = jpegBytes({ extra: [jpegMetadata.exif()] });
    const result = stripped(jpegBytes({ extra: [jpegMetadata.mpf()], trailing: appended }));
    expect(result).toEqual(jpegBytes());
  });

  it('drops metadata placed between the scans too', () => {
    const plain = jpegBytes({ frame: 0xc2, scans: 2 });
    const scanAt = plain.lastIndexOf(0xc4) - 1;
    const between = concat(plain.slice(0, scanAt), jpegMetadata.exif(), plain.slice(scanAt));
    expect(stripped(between)).toEqual(plain);
  });

  it('keeps a turned photo upright: its orientation, alone, in an EXIF block after JFIF', () => {
    const turned = stripped(
      jpegBytes({ extra: [jpegMetadata.exif({ orientation: 6, gps: true }), jpegMetadata.xmp()] }),
    );
    expect(turned && metadataIn(turned)).toEqual([]);
    expect(turned && markers(turned)).toEqual([0xd8, 0xe0, 0xe1, 0xdb, 0xc0, 0xc4, 0xda, 0xd9]);
    const exif = turned && jpegSegments(turned)?.[2]?.data;
    expect(exif && orientationIn(exif.subarray(6))).toBe(6);
    expect(exif?.length).toBe(6 + 26);
    expect(turned && readPhotoHeader(turned)?.orientation).toBe(6);
  });

  it('gives back the very bytes of a JPEG without metadata', () => {
    const clean = jpegBytes({ extra: [jpegParts.adobe()] });
    expect(stripped(clean)).toBe(clean);
  });

  it('cannot strip a JPEG whose structure breaks off, nor read it: it never goes as chosen', () => {
    const whole = jpegBytes({ extra: [jpegMetadata.exif()] });
    const header = readPhotoHeader(whole) as PhotoHeader;
    const frameEnd = whole.lastIndexOf(0xc0) - 1 + 2 + 11;
    const broken = concat(whole.slice(0, frameEnd), Uint8Array.of(0x42), whole.slice(frameEnd));
    expect(stripMetadata(broken, header)).toBeNull();
    expect(readPhotoHeader(broken)).toBeNull();
  });

  it('keeps a JPEG cut short in its image data as far as it goes', () => {
    const whole = jpegBytes({ extra: [jpegMetadata.comment()], dataBytes: 100 });
    const cut = whole.slice(0, whole.length - 20);
    const result = stripped(cut);
    expect(result && metadataIn(result)).toEqual([]);
    expect(result?.length).toBe(cut.length - jpegMetadata.comment().length);
  });
});

describe('metadata stripped from a PNG (D43)', () => {
  it('the chosen PNG less tEXt, zTXt, iTXt (XMP), eXIf and tIME, to the byte', () => {
    const picture = { width: 40, height: 30 };
    const withMetadata = pngBytes({
      ...picture,
      before: [pngMetadata.exif(), pngMetadata.text(), ['gAMA', Uint8Array.of(0, 0, 0xb1, 0x8f)]],
      after: [pngMetadata.xmp(), pngMetadata.compressedText(), pngMetadata.time()],
    });
    expect(metadataIn(withMetadata)).toEqual([
      'ParkNovaCam',
      'xmpmeta',
      '18.52N',
      'Location',
      'GPS',
    ]);
    const result = stripped(withMetadata);
    expect(result).toEqual(
      pngBytes({ ...picture, before: [['gAMA', Uint8Array.of(0, 0, 0xb1, 0x8f)]] }),
    );
    expect(result && metadataIn(result)).toEqual([]);
  });

  it('drops private chunks and anything after IEND', () => {
    const result = stripped(
      pngBytes({ before: [['prVt', Uint8Array.of(1, 2, 3)]], trailing: Uint8Array.of(9, 9, 9) }),
    );
    expect(result).toEqual(pngBytes());
  });

  it('keeps a turned PNG upright: an eXIf with its orientation alone, before the image data', () => {
    const turned = stripped(pngBytes({ before: [pngMetadata.exif({ orientation: 8 })] }));
    expect(turned && metadataIn(turned)).toEqual([]);
    expect(turned && chunkTypes(turned)).toEqual(['IHDR', 'eXIf', 'IDAT', 'IEND']);
    expect(turned && readPhotoHeader(turned)?.orientation).toBe(8);
  });

  it('gives back the very bytes of a PNG without metadata', () => {
    const clean = pngBytes({ before: [['sRGB', Uint8Array.of(0)]] });
    expect(stripped(clean)).toBe(clean);
  });

  it('cannot strip a PNG whose chunk runs past the end', () => {
    const whole = pngBytes({ after: [pngMetadata.text()] });
    const header = readPhotoHeader(whole) as PhotoHeader;
    expect(stripMetadata(whole.slice(0, whole.length - 20), header)).toBeNull();
  });
});
