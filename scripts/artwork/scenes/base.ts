/** Shared scene scaffolding: the artwork registry type, canvas sizes and the backdrop of
 * elevation scenes (sky, skyline, pavement and road), scaled to the canvas height. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, g, rect } from '../lib/svg';
import { lamp, skyline, street, tree } from '../elements/city';
import { isDark, sky, type TimeOfDay } from '../elements/sky';

export interface Size {
  w: number;
  h: number;
}

export interface ArtSpec {
  /** Output folder under assets/: `images` for the site manifest, `demo` for mock API media,
   * `share` for the pages' share images (Open Graph, Twitter card). */
  dir: 'images' | 'demo' | 'share';
  name: string;
  size: Size;
  title: string;
  draw: (size: Size, rng: Rng) => string;
}

export const HERO: Size = { w: 1600, h: 900 };
export const CARD: Size = { w: 960, h: 720 };
export const WIDE: Size = { w: 960, h: 540 };
export const SQUARE: Size = { w: 640, h: 640 };
export const SMALL_SQUARE: Size = { w: 320, h: 320 };
export const SHARE: Size = { w: 1200, h: 630 };

export interface Frame {
  /** Element scale: 1 on a 900-high canvas. */
  k: number;
  /** Ground line (y) where buildings stand; the road runs below it. */
  ground: number;
  tod: TimeOfDay;
}

export interface BackdropOptions {
  tod: TimeOfDay;
  groundRatio?: number;
  skylineHeight?: number;
  trees?: number;
  lamps?: boolean;
  road?: boolean;
}

/** Sky, skyline and street. Returns markup plus the frame scenes use to place elements. */
export function backdrop(size: Size, rng: Rng, o: BackdropOptions): { svg: string; frame: Frame } {
  const { w, h } = size;
  const k = h / 900;
  const ground = Math.round(h * (o.groundRatio ?? 0.74));
  let svg =
    sky(w, h, ground, o.tod, rng) + skyline(w, ground, o.tod, rng, (o.skylineHeight ?? 340) * k);
  const pave = isDark(o.tod) ? '#4b5a6e' : '#dde6ec';
  svg += rect(0, ground - 4, w, h - ground + 4, pave);
  if (o.road !== false) svg += street(w, ground + 40 * k, h - ground - 40 * k, o.tod);
  for (let i = 0; i < (o.trees ?? 0); i += 1)
    svg += tree(rng.range(0, w), ground, k * rng.range(0.8, 1.2), rng, o.tod);
  if (o.lamps === true)
    for (let x = w * 0.08; x < w; x += w * 0.28)
      svg += at(x, ground + 36 * k, lamp(0, 0, 170, isDark(o.tod)), k);
  return { svg, frame: { k, ground, tod: o.tod } };
}

/** Flat light studio backdrop for product-style illustrations (mechanised systems, UI). */
export function studio(size: Size, rng: Rng, tint: string = C.light): string {
  const { w, h } = size;
  return (
    rect(0, 0, w, h, tint) +
    `<circle cx="${Math.round(w * rng.range(0.7, 0.9))}" cy="${Math.round(h * 0.2)}" r="${Math.round(h * 0.32)}" fill="${C.teal}" opacity="0.12"/>` +
    `<circle cx="${Math.round(w * rng.range(0.05, 0.2))}" cy="${Math.round(h * 0.85)}" r="${Math.round(h * 0.26)}" fill="${C.amber}" opacity="0.14"/>`
  );
}

export type Draw = (size: Size, rng: Rng) => string;

/** A second "camera" on a scene: zoom by `factor` towards (fx, fy) (fractions of the canvas),
 * optionally mirrored. Used to vary photos of the same event and to zoom in video frames. */
export function camera(draw: Draw, factor: number, fx: number, fy: number, mirror = false): Draw {
  return (size, rng) => {
    const tx = size.w * fx * (1 - factor);
    const ty = size.h * fy * (1 - factor);
    const flip = mirror ? ` translate(${size.w} 0) scale(-1 1)` : '';
    return g(draw(size, rng), { transform: `translate(${tx} ${ty}) scale(${factor})${flip}` });
  };
}
