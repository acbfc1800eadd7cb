/**
 * D43 in jsdom, which decodes no picture (no createImageBitmap): what a chosen file becomes
 * before its field takes it. A photo is judged by its header, refused when too large or
 * unreadable, and otherwise goes as chosen without its metadata. Chromium's decoding and
 * shrinking are in tests/e2e/photos.e2e.ts.
 */
import { refusalOf } from '@/components/form/filePreparations';
import { preparePhoto } from '@/features/registration/photo/preparePhoto';
import { fileOfSize, MB, pdfFile } from '../../../components/form/leadHelpers';
import {
  jpegBytes,
  jpegMetadata,
  jpegParts,
  metadataIn,
  pngBytes,
  pngMetadata,
} from '../../../utils/imageFiles';

const TOO_LARGE = 'forms.errors.photoTooLarge';
const NOT_A_DOCUMENT = 'forms.errors.documentType';

const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) =>
  new File([bytes], name, { type, lastModified: 1_700_000_000_000 });

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

describe('a chosen photo made ready to send (D43)', () => {
  it('sends a JPEG as chosen without its EXIF (GPS), XMP, IPTC, comment and ICC profile', async () => {
    const extra = [
      jpegMetadata.exif({ orientation: 1 }),
      jpegMetadata.xmp(),
      jpegMetadata.iptc(),
      jpegMetadata.comment(),
      jpegParts.icc(),
    ];
    const chosen = fileOf(jpegBytes({ extra, width: 640, height: 480 }), 'pan.jpg', 'image/jpeg');
    const sent = await preparePhoto(chosen);
    expect(sent).toMatchObject({
      name: 'pan.jpg',
      type: 'image/jpeg',
      lastModified: chosen.lastModified,
    });
    expect(await bytesOf(sent)).toEqual(jpegBytes({ width: 640, height: 480 }));
    expect(refusalOf(sent)).toBeUndefined();
  });

  it('sends a PNG as chosen without its text chunks, XMP and eXIf', async () => {
    const before = [pngMetadata.exif(), pngMetadata.text()];
    const chosen = fileOf(pngBytes({ before, after: [pngMetadata.xmp()] }), 'pan.png', 'image/png');
    const sent = await preparePhoto(chosen);
    expect(sent).toMatchObject({ name: 'pan.png', type: 'image/png' });
    expect(await bytesOf(sent)).toEqual(pngBytes());
    expect(metadataIn(await bytesOf(sent))).toEqual([]);
  });

  it('strips a photo whose picker reported no type, and keeps it untyped', async () => {
    const chosen = fileOf(jpegBytes({ extra: [jpegMetadata.exif()] }), 'IMG_0042.jpg', '');
    const sent = await preparePhoto(chosen);
    expect(sent.type).toBe('');
    expect(await bytesOf(sent)).toEqual(jpegBytes());
  });

  it('gives back the very file chosen when it carries no metadata', async () => {
    const clean = fileOf(pngBytes({ width: 20, height: 20 }), 'pan.png', 'image/png');
    expect(await preparePhoto(clean)).toBe(clean);
  });

  it('refuses a 20000 × 20000 PNG from its header, keeping it to show in the field', async () => {
    const huge = pngBytes({ width: 20000, height: 20000, pixels: new Uint8Array(140 * 1024) });
    const chosen = fileOf(huge, 'pan.png', 'image/png');
    const result = await preparePhoto(chosen);
    expect(result).toBe(chosen);
    expect(refusalOf(result)).toBe(TOO_LARGE);
  });

  it('refuses a JPEG over 40 megapixels, turned or not', async () => {
    const extra = [jpegMetadata.exif({ orientation: 6 })];
    const chosen = fileOf(jpegBytes({ extra, width: 9000, height: 5000 }), 'a.jpg', 'image/jpeg');
    expect(refusalOf(await preparePhoto(chosen))).toBe(TOO_LARGE);
    const fine = fileOf(jpegBytes({ extra, width: 8000, height: 5000 }), 'b.jpg', 'image/jpeg');
    expect(refusalOf(await preparePhoto(fine))).toBeUndefined();
  });

  it('refuses a photo over 25 MB without reading it whole', async () => {
    const chosen = fileOfSize('scan.jpg', 'image/jpeg', 25 * MB + 1);
    const read = jest.spyOn(chosen, 'arrayBuffer');
    expect(refusalOf(await preparePhoto(chosen))).toBe(TOO_LARGE);
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a file that starts like a photo but whose header cannot be read', async () => {
    const cut = jpegBytes({ extra: [jpegMetadata.exif()] }).slice(0, 60);
    const chosen = fileOf(cut, 'pan.jpg', 'image/jpeg');
    expect(refusalOf(await preparePhoto(chosen))).toBe(NOT_A_DOCUMENT);
  });

  it('leaves a PDF, and a file whose content is not its type, to the field checks', async () => {
    const pdf = pdfFile('pan.pdf');
    expect(await preparePhoto(pdf)).toBe(pdf);
    const pngNamedJpeg = fileOf(pngBytes({ before: [pngMetadata.text()] }), 'a.jpg', 'image/jpeg');
    const result = await preparePhoto(pngNamedJpeg);
    expect(result).toBe(pngNamedJpeg);
    expect(refusalOf(result)).toBeUndefined();
  });
});
