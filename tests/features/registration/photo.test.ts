/**
 * D15 (amended): the rules a partner's photo follows before upload. jsdom has no canvas to
 * decode or encode a picture; Chromium does that in tests/e2e/slow-network.e2e.ts (a 7 MB
 * photo arrives as a JPEG under 1 MB).
 */
import { fitWithin, isPhoto, jpegName, smallerOf } from '@/features/registration/photo/fitWithin';
import { shrinkPhoto } from '@/features/registration/photo/shrinkPhoto';

describe('photo shrinking rules (D15)', () => {
  it.each([
    [4000, 3000, 2000, 1500],
    [3000, 6000, 1000, 2000],
    [2000, 1000, 2000, 1000],
    [1200, 800, 1200, 800],
    [9000, 3, 2000, 1],
  ])('draws %i×%i at %i×%i: longest side at most 2000 px, never enlarged', (w, h, tw, th) => {
    expect(fitWithin(w, h)).toEqual({ width: tw, height: th });
  });

  it('shrinks JPEG and PNG photos only; PDFs are sent as chosen', () => {
    expect(isPhoto('image/jpeg')).toBe(true);
    expect(isPhoto('image/png')).toBe(true);
    expect(isPhoto('application/pdf')).toBe(false);
  });

  it('names the result after its new type', () => {
    expect(jpegName('pan-card.PNG')).toBe('pan-card.jpg');
    expect(jpegName('IMG_2041.jpeg')).toBe('IMG_2041.jpg');
    expect(jpegName('scan')).toBe('scan.jpg');
  });

  const original = new File([new Uint8Array(1000)], 'pan.png', {
    type: 'image/png',
    lastModified: 42,
  });

  it('sends the smaller JPEG of a large PNG', () => {
    const result = smallerOf(original, new Blob([new Uint8Array(400)], { type: 'image/jpeg' }));
    expect(result).toMatchObject({ name: 'pan.jpg', type: 'image/jpeg', size: 400 });
  });

  it('keeps the photo as chosen when the JPEG would not be smaller (or could not be made)', () => {
    expect(smallerOf(original, new Blob([new Uint8Array(1000)]))).toBe(original);
    expect(smallerOf(original, null)).toBe(original);
  });

  it('sends the file as chosen where the browser cannot decode pictures', async () => {
    expect(await shrinkPhoto(original)).toBe(original);
  });
});
