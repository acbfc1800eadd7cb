/**
 * D15 (amended), D43: the rules a partner's photo follows before upload, plain numbers and
 * choices. jsdom has no canvas to decode or encode a picture; Chromium does that in
 * tests/e2e/photos.e2e.ts and tests/e2e/leads.e2e.ts (a 7 MB photo arrives as a JPEG under
 * 1 MB).
 */
import {
  fitWithin,
  hasTooManyBytes,
  hasTooManyPixels,
  isPhoto,
  jpegName,
  lighterOf,
  MAX_PHOTO_BYTES,
} from '@/features/registration/photo/photoRules';

describe('photo rules (D15, D43)', () => {
  it.each([
    [4000, 3000, 2000, 1500],
    [3000, 6000, 1000, 2000],
    [2000, 1000, 2000, 1000],
    [1200, 800, 1200, 800],
    [9000, 3, 2000, 1],
  ])('draws %i×%i at %i×%i: longest side at most 2000 px, never enlarged', (w, h, tw, th) => {
    expect(fitWithin({ width: w, height: h })).toEqual({ width: tw, height: th });
  });

  it('prepares JPEG and PNG photos only; PDFs are sent as chosen', () => {
    expect(isPhoto('image/jpeg')).toBe(true);
    expect(isPhoto('image/png')).toBe(true);
    expect(isPhoto('application/pdf')).toBe(false);
    expect(isPhoto(null)).toBe(false);
  });

  it.each([
    [6000, 6000, false], // 36 MP
    [8000, 5000, false], // exactly 40 MP
    [8000, 5001, true],
    [12000, 12000, true], // 144 MP
    [20000, 20000, true],
    [200_000, 1, false], // a long strip, few pixels
  ])('%i×%i is over 40 megapixels: %s', (width, height, refused) => {
    expect(hasTooManyPixels({ width, height })).toBe(refused);
  });

  it('refuses a file over 25 MB, whatever its pictures', () => {
    expect(MAX_PHOTO_BYTES).toBe(25 * 1024 * 1024);
    expect(hasTooManyBytes(25 * 1024 * 1024)).toBe(false);
    expect(hasTooManyBytes(25 * 1024 * 1024 + 1)).toBe(true);
  });

  it('names the result after its new type', () => {
    expect(jpegName('pan-card.PNG')).toBe('pan-card.jpg');
    expect(jpegName('IMG_2041.jpeg')).toBe('IMG_2041.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
  });

  const chosen = new File([new Uint8Array(1000)], 'pan.png', {
    type: 'image/png',
    lastModified: 42,
  });
  const stripped = new File([new Uint8Array(900)], 'pan.png', { type: 'image/png' });
  const jpeg = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

  it('sends the JPEG when it is smaller than the photo without its metadata', () => {
    expect(lighterOf(chosen, stripped, jpeg(400))).toMatchObject({
      name: 'pan.jpg',
      type: 'image/jpeg',
      size: 400,
      lastModified: 42,
    });
  });

  it('else the photo as chosen without its metadata (or the JPEG alone, or nothing)', () => {
    expect(lighterOf(chosen, stripped, jpeg(900))).toBe(stripped);
    expect(lighterOf(chosen, stripped, null)).toBe(stripped);
    expect(lighterOf(chosen, null, jpeg(5000))).toMatchObject({ name: 'pan.jpg', size: 5000 });
    expect(lighterOf(chosen, null, null)).toBeNull();
  });
});
