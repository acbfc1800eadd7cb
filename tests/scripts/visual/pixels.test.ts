import { contrast, percentile, pixelAt, type Pixels } from '../../../scripts/visual/pixels';

describe('pixels and contrast', () => {
  it('measures the WCAG contrast ratio', () => {
    expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(contrast([11, 37, 69], [11, 37, 69])).toBe(1);
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3, 6, 7, 8, 9, 10], 0.1)).toBe(1);
    expect(percentile([5, 1, 4, 2, 3, 6, 7, 8, 9, 10], 0.25)).toBe(3);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('reads CSS pixels at the device pixel ratio', () => {
    const pixels: Pixels = {
      width: 4,
      height: 2,
      channels: 3,
      scale: 2,
      data: Uint8Array.from({ length: 24 }, (_, i) => (i >= 6 && i < 9 ? 200 : 0)),
    };
    expect(pixelAt(pixels, 1, 0)).toEqual([200, 200, 200]);
    expect(pixelAt(pixels, 0, 0)).toEqual([0, 0, 0]);
    expect(pixelAt(pixels, 2, 0)).toBeNull();
  });
});
