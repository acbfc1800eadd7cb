/** Skylines, trees, street lamps and the ground strip of elevation (side-view) scenes. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, ellipse, g, path, poly, rect } from '../lib/svg';
import { isDark, type TimeOfDay } from './sky';

const BACK = { day: '#b9d3e3', morning: '#d9c9c2', dusk: '#4c5b86', night: '#183a63' } as const;
const FRONT = { day: '#8fb0c8', morning: '#b3a7ad', dusk: '#2d3c63', night: '#0f2a4c' } as const;

function building(
  x: number,
  base: number,
  w: number,
  h: number,
  fill: string,
  tod: TimeOfDay,
  rng: Rng,
  windows: boolean,
): string {
  let out = rect(x, base - h, w, h, fill);
  if (rng.chance(0.3)) out += rect(x + w * 0.3, base - h - 14, w * 0.4, 14, fill);
  if (rng.chance(0.15)) out += rect(x + w / 2 - 1.5, base - h - 44, 3, 30, fill);
  if (!windows) return out;
  const dark = isDark(tod);
  const cols = Math.max(2, Math.floor(w / 16));
  const rows = Math.floor((h - 16) / 20);
  const ww = (w - 8) / cols - 4;
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const lit = dark ? rng.chance(0.45) : rng.chance(0.2);
      const color = dark ? (lit ? '#ffd58a' : '#1b3558') : lit ? '#e8f3fa' : '#a9c3d6';
      out += rect(x + 6 + c * (ww + 4), base - h + 10 + r * 20, ww, 10, color, {
        opacity: dark ? 0.9 : 0.7,
      });
    }
  }
  return out;
}

/** Two layers of buildings filling the width, standing on `base`. */
export function skyline(w: number, base: number, tod: TimeOfDay, rng: Rng, maxH = 320): string {
  let back = '';
  for (let x = -20; x < w;) {
    const bw = rng.range(50, 120);
    back += building(x, base, bw, rng.range(maxH * 0.35, maxH), BACK[tod], tod, rng, false);
    x += bw + rng.range(0, 12);
  }
  let front = '';
  for (let x = -30; x < w;) {
    const bw = rng.range(60, 140);
    front += building(x, base, bw, rng.range(maxH * 0.2, maxH * 0.75), FRONT[tod], tod, rng, true);
    x += bw + rng.range(10, 60);
  }
  return g(back, { opacity: 0.85 }) + front;
}

export function tree(x: number, base: number, s: number, rng: Rng, tod: TimeOfDay = 'day'): string {
  const leaf = isDark(tod) ? '#1f5a4a' : rng.pick([C.leaf, C.leafDark, '#58b07d']);
  const trunk = rect(x - 4 * s, base - 40 * s, 8 * s, 40 * s, C.trunk);
  if (rng.chance(0.5)) {
    return (
      trunk +
      circle(x, base - 60 * s, 30 * s, leaf) +
      circle(x - 18 * s, base - 46 * s, 20 * s, leaf) +
      circle(x + 18 * s, base - 48 * s, 22 * s, leaf)
    );
  }
  return (
    trunk +
    poly(
      [
        [x, base - 120 * s],
        [x - 26 * s, base - 32 * s],
        [x + 26 * s, base - 32 * s],
      ],
      leaf,
    )
  );
}

export function palm(x: number, base: number, s: number): string {
  const frond = (angle: number) =>
    path(`M0 0 Q ${30 * s} ${-14 * s} ${60 * s} ${6 * s} Q ${30 * s} ${-4 * s} 0 0Z`, C.leafDark, {
      transform: `translate(${x} ${base - 110 * s}) rotate(${angle})`,
    });
  return (
    path(
      `M${x - 4 * s} ${base} Q ${x + 8 * s} ${base - 60 * s} ${x} ${base - 110 * s} L ${x + 5 * s} ${base - 110 * s} Q ${x + 14 * s} ${base - 60 * s} ${x + 4 * s} ${base}Z`,
      C.trunk,
    ) + [-160, -120, -60, -20, 20, 200].map(frond).join('')
  );
}

export function lamp(x: number, base: number, h: number, lit: boolean): string {
  let out =
    rect(x - 2, base - h, 4, h, C.greyDark) +
    path(`M${x} ${base - h} q 0 -10 22 -10 h 8 v 6 h -30 z`, C.greyDark);
  if (lit)
    out =
      circle(x + 26, base - h - 2, 60, 'url(#glow-amber)') +
      out +
      rect(x + 20, base - h - 4, 12, 3, '#ffe3a8');
  return out;
}

/** Pavement, kerb and road across the full width; returns the markup. */
export function street(w: number, top: number, h: number, tod: TimeOfDay): string {
  const dark = isDark(tod);
  const pave = dark ? '#5d6b80' : C.concrete;
  const road = dark ? '#27323f' : C.asphalt;
  let out =
    rect(0, top, w, 18, pave) +
    rect(0, top + 18, w, 4, dark ? '#8593a5' : C.white) +
    rect(0, top + 22, w, h - 22, road);
  const mid = top + 22 + (h - 22) / 2;
  for (let x = 20; x < w; x += 90)
    out += rect(x, mid - 3, 50, 6, dark ? '#c9b97d' : '#f1f1e6', { opacity: 0.9 });
  return out;
}

export function shadow(cx: number, y: number, rx: number): string {
  return ellipse(cx, y, rx, rx * 0.09, '#000', { opacity: 0.18 });
}

export function shrub(x: number, base: number, w: number, rng: Rng): string {
  let out = '';
  for (let i = 0; i < w / 18; i += 1)
    out += circle(
      x + i * 18 + 9,
      base - 10,
      rng.range(10, 15),
      rng.pick([C.leaf, '#58b07d', C.leafDark]),
    );
  return out;
}
