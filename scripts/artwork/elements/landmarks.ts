/** Indian landmarks and campuses in elevation (origin = bottom-left, ground at y = 0):
 * railway station facade, temple, apartment towers and a gated campus entrance. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, line, path, rect } from '../lib/svg';
import { isDark, type TimeOfDay } from './sky';

const BRICK = '#c0583f';
const CREAM = '#f3e6cf';

function dome(cx: number, base: number, r: number, fill: string): string {
  return (
    path(
      `M${cx - r} ${base} Q${cx - r} ${base - r * 1.3} ${cx} ${base - r * 1.5} Q${cx + r} ${base - r * 1.3} ${cx + r} ${base}Z`,
      fill,
    ) + rect(cx - 1.5, base - r * 1.5 - 12, 3, 12, fill)
  );
}

function archRow(x: number, y: number, count: number, w: number, h: number, fill: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const ax = x + i * (w + 14);
    out += path(`M${ax} ${y} v${-h + w / 2} a${w / 2} ${w / 2} 0 0 1 ${w} 0 v${h - w / 2}z`, fill);
  }
  return out;
}

export function railwayStation(w: number, tod: TimeOfDay): string {
  const glass = isDark(tod) ? '#ffd58a' : '#2b3d52';
  const wing = (x: number, ww: number) =>
    rect(x, -170, ww, 170, BRICK) +
    rect(x, -178, ww, 12, CREAM) +
    archRow(x + 16, -20, Math.floor((ww - 16) / 46), 32, 100, glass) +
    rect(x, -120, ww, 8, CREAM);
  let out = wing(0, w * 0.34) + wing(w * 0.66, w * 0.34);
  const cx = w / 2;
  out +=
    rect(w * 0.3, -240, w * 0.4, 240, CREAM) +
    archRow(w * 0.34, 0, 3, (w * 0.32) / 3 - 14, 150, glass);
  out +=
    rect(w * 0.3, -250, w * 0.4, 14, BRICK) +
    rect(cx - 46, -360, 92, 120, BRICK) +
    dome(cx, -360, 50, CREAM);
  out +=
    circle(cx, -304, 30, CREAM) +
    circle(cx, -304, 26, C.white) +
    line(cx, -304, cx, -322, C.navy, 3) +
    line(cx, -304, cx + 14, -300, C.navy, 3);
  out +=
    dome(w * 0.08, -178, 22, CREAM) +
    dome(w * 0.92, -178, 22, CREAM) +
    dome(w * 0.32, -250, 24, BRICK) +
    dome(w * 0.68, -250, 24, BRICK);
  return out + rect(w * 0.28, -96, w * 0.44, 14, C.navy2);
}

export function temple(w: number): string {
  const cx = w / 2;
  const stone = '#e8c9a0';
  const stoneDark = '#d4a877';
  let out =
    rect(0, -40, w, 40, stoneDark) +
    [0, 1, 2].map((i) => rect(cx - 90 + i * 10, -12 - i * 10, 180 - i * 20, 10, stone)).join('');
  out += rect(w * 0.1, -170, w * 0.8, 130, stone) + rect(w * 0.1, -180, w * 0.8, 14, stoneDark);
  for (let x = w * 0.14; x < w * 0.86; x += 34) out += rect(x, -166, 12, 126, stoneDark);
  out += path(
    `M${cx - 90} -180 Q${cx - 84} -360 ${cx} -420 Q${cx + 84} -360 ${cx + 90} -180Z`,
    stone,
  );
  for (let i = 1; i < 6; i += 1)
    out += path(`M${cx - 90 + i * 6} ${-180 - i * 38} h${180 - i * 12}`, 'none', {
      stroke: stoneDark,
      'stroke-width': 4,
    });
  out +=
    circle(cx, -426, 14, C.amber) +
    rect(cx - 1.5, -490, 3, 66, C.trunk) +
    path(`M${cx + 1} -490 l44 14 l-44 14z`, '#f28c28');
  out +=
    path(`M${w * 0.16} -180 Q${w * 0.2} -250 ${w * 0.26} -180Z`, stone) +
    path(`M${w * 0.74} -180 Q${w * 0.8} -250 ${w * 0.84} -180Z`, stone);
  return out + path(`M${cx - 30} -40 v-70 a30 30 0 0 1 60 0 v70z`, '#7a4a2a');
}

export function apartmentTower(
  w: number,
  h: number,
  tod: TimeOfDay,
  rng: Rng,
  accent: string,
): string {
  const dark = isDark(tod);
  let out =
    rect(0, -h, w, h, rng.pick(['#f5efe6', '#eef4f8', '#f2e8dc'])) +
    rect(-6, -h - 10, w + 12, 12, accent);
  for (let y = -h + 20; y < -50; y += 40) {
    out += rect(8, y + 22, w - 16, 6, accent, { opacity: 0.8 });
    for (let x = 14; x < w - 30; x += 36)
      out += rect(x, y, 24, 20, dark ? (rng.chance(0.55) ? '#ffd58a' : '#2a4a70') : C.glass);
  }
  return out + rect(w / 2 - 18, -46, 36, 46, C.navy2);
}

/** Campus entrance: two pillars joined by an arch beam, a sliding gate and a boom lane. */
export function campusGate(w: number, open: boolean): string {
  let out =
    rect(0, -220, 40, 220, C.navy2) +
    rect(w - 40, -220, 40, 220, C.navy2) +
    rect(-10, -250, w + 20, 40, C.navy) +
    rect(-10, -214, w + 20, 6, C.teal);
  out += rect(w / 2 - 110, -244, 220, 28, C.teal, { rx: 4 });
  const gw = open ? w * 0.2 : w - 80;
  out += rect(40, -110, gw, 100, 'none', { stroke: C.greyDark, 'stroke-width': 6 });
  for (let x = 54; x < 40 + gw; x += 18) out += rect(x, -108, 4, 96, C.greyDark);
  return out + circle(20, -236, 8, C.amber) + circle(w - 20, -236, 8, C.amber);
}

export function compoundWall(w: number): string {
  let out = rect(0, -60, w, 60, '#e9dccb') + rect(0, -66, w, 8, C.concreteDark);
  for (let x = 0; x < w; x += 80) out += rect(x, -72, 14, 72, '#d8c7b0');
  return out;
}
