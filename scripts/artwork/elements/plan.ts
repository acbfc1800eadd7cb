/** Plan (top-down) views: parking lots with painted bays, aisles, arrows and bay sensors. */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, g, n, path, rect } from '../lib/svg';
import { carTop } from './vehicles';

export interface LotOptions {
  x: number;
  y: number;
  cols: number;
  blocks: number;
  bay?: number;
  depth?: number;
  aisle?: number;
  occupancy?: number;
  sensors?: boolean;
  evBays?: boolean;
  dark?: boolean;
}

/** A top-view car centred at (x, y), rotated by `angle` degrees (0 = nose up). */
export function placeCar(x: number, y: number, angle: number, color: string): string {
  return g(carTop(color), { transform: `translate(${n(x)} ${n(y)}) rotate(${n(angle)})` });
}

function arrow(x: number, y: number, rotate: number): string {
  return path('M-6 12 L-6 -4 L-14 -4 L0 -18 L14 -4 L6 -4 L6 12Z', C.white, {
    opacity: 0.75,
    transform: `translate(${x} ${y}) rotate(${rotate})`,
  });
}

/** Draws blocks of back-to-back bays separated by aisles; returns markup and the lot size. */
export function lotPlan(o: LotOptions, rng: Rng): { svg: string; width: number; height: number } {
  const bay = o.bay ?? 62;
  const depth = o.depth ?? 110;
  const aisle = o.aisle ?? 120;
  const width = o.cols * bay + 80;
  const height = o.blocks * depth * 2 + (o.blocks + 1) * aisle;
  const paint = C.white;
  let out = rect(0, 0, width, height, o.dark ? '#27323f' : C.asphalt, { rx: 8 });
  for (let b = 0; b < o.blocks; b += 1) {
    const top = aisle + b * (depth * 2 + aisle);
    out += rect(40, top + depth - 2, o.cols * bay, 4, paint, { opacity: 0.9 });
    for (let side = 0; side < 2; side += 1) {
      const rowTop = top + side * depth;
      for (let c = 0; c <= o.cols; c += 1)
        out += rect(40 + c * bay - 2, rowTop, 4, depth, paint, { opacity: 0.9 });
      for (let c = 0; c < o.cols; c += 1) {
        const cx = 40 + c * bay + bay / 2;
        const cy = rowTop + depth / 2;
        const ev = o.evBays === true && c >= o.cols - 2 && b === 0 && side === 0;
        if (ev)
          out += rect(cx - bay / 2 + 3, rowTop + 3, bay - 6, depth - 6, C.teal, { opacity: 0.35 });
        const taken = rng.chance(o.occupancy ?? 0.7);
        if (taken)
          out += placeCar(
            cx,
            cy + (side === 0 ? -4 : 4),
            side === 0 ? 180 : 0,
            rng.pick(CAR_COLOURS),
          );
        else if (ev)
          out += path(`M${cx + 2} ${cy - 18} l-10 18 h8 l-4 16 l12 -20 h-8 l4 -14z`, C.white, {
            opacity: 0.8,
          });
        if (o.sensors === true) {
          const sy = side === 0 ? rowTop + 10 : rowTop + depth - 10;
          out +=
            circle(cx, sy, 12, taken ? 'url(#glow-amber)' : 'url(#glow-teal)') +
            circle(cx, sy, 4.5, taken ? C.red : C.green);
        }
      }
    }
  }
  for (let a = 0; a <= o.blocks; a += 1) {
    const cy = a * (depth * 2 + aisle) + aisle / 2;
    for (let x = 120; x < width - 60; x += 260) out += arrow(x, cy, a % 2 === 0 ? 90 : -90);
  }
  return { svg: g(out, { transform: `translate(${o.x} ${o.y})` }), width, height };
}

/** A straight plan-view road with dashed centre line, horizontal, from (x, y). */
export function roadPlan(x: number, y: number, w: number, h: number): string {
  let out = rect(x, y, w, h, C.asphaltDark);
  for (let i = x + 20; i < x + w; i += 70)
    out += rect(i, y + h / 2 - 3, 36, 6, C.yellow, { opacity: 0.85 });
  return out;
}

/** Grass verge with round tree crowns seen from above. */
export function greenPlan(x: number, y: number, w: number, h: number, rng: Rng): string {
  let out = rect(x, y, w, h, '#9fd3a8');
  const count = Math.max(2, Math.floor((w * h) / 9000));
  for (let i = 0; i < count; i += 1) {
    const cx = x + rng.range(16, w - 16);
    const cy = y + rng.range(16, h - 16);
    const r = rng.range(14, 26);
    out +=
      circle(cx + 4, cy + 4, r, '#000', { opacity: 0.12 }) +
      circle(cx, cy, r, rng.pick([C.leaf, '#58b07d', C.leafDark]));
  }
  return out;
}
