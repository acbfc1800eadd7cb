/**
 * Screenshots as pixels, and the WCAG contrast ratio between colours: what the lint's
 * picture-based checks measure (D44: 3:1 for controls, 4.5:1 for text over a picture).
 */
import sharp from 'sharp';

export type Rgb = readonly [number, number, number];

/** A decoded screenshot: RGB(A) bytes, `scale` device pixels per CSS pixel. */
export interface Pixels {
  width: number;
  height: number;
  channels: number;
  data: Uint8Array;
  scale: number;
}

export async function decodePng(png: Buffer, scale: number): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data, scale };
}

/** The pixel under the CSS point (x, y), or null outside the picture. */
export function pixelAt(pixels: Pixels, x: number, y: number): Rgb | null {
  const px = Math.floor(x * pixels.scale);
  const py = Math.floor(y * pixels.scale);
  if (px < 0 || py < 0 || px >= pixels.width || py >= pixels.height) return null;
  const at = (py * pixels.width + px) * pixels.channels;
  return [pixels.data[at] ?? 0, pixels.data[at + 1] ?? 0, pixels.data[at + 2] ?? 0];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The pixels of a CSS box, every `step` CSS pixels, as [x, y, colour]. */
export function pixelsIn(pixels: Pixels, box: Box, step = 1): [number, number, Rgb][] {
  const found: [number, number, Rgb][] = [];
  for (let y = box.y + step / 2; y < box.y + box.height; y += step) {
    for (let x = box.x + step / 2; x < box.x + box.width; x += step) {
      const colour = pixelAt(pixels, x, y);
      if (colour) found.push([x, y, colour]);
    }
  }
  return found;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The value below which `fraction` of the values lie (nearest rank); NaN for none. */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** The colour whose luminance is the median of `colours` (a representative, not a mix). */
export function medianColour(colours: readonly Rgb[]): Rgb | null {
  if (colours.length === 0) return null;
  const sorted = [...colours].sort((a, b) => luminance(a) - luminance(b));
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

export function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The largest difference of one channel between two colours. */
export function channelDifference(a: Rgb, b: Rgb): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]));
}

/** "4.52:1" */
export function ratio(value: number): string {
  return `${value.toFixed(2)}:1`;
}
