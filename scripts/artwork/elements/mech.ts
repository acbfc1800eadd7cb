/** Mechanised parking systems in elevation: tower, shuttle, stack (2 and 4 post), pit stack,
 * puzzle, rotary and two-tier bike racks. Ground at y = 0, pits go below it. */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, circle, line, path, rect } from '../lib/svg';
import { carSide, type CarKind } from './vehicles';

const STEEL = C.navy3;
const KINDS: readonly CarKind[] = ['sedan', 'hatch', 'suv'];

function pallet(x: number, y: number, w: number, rng: Rng | null, scale = 0.5): string {
  let out = rect(x, y - 6, w, 8, C.greyMid) + rect(x, y - 6, w, 2, C.amber);
  if (rng)
    out += at(
      x + (w - 200 * scale) / 2,
      y - 6,
      carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS)),
      scale,
    );
  return out;
}

export function towerSystem(levels: number, rng: Rng): string {
  const lh = 64;
  const bay = 210;
  const shaft = 130;
  const w = bay * 2 + shaft;
  const h = levels * lh + 30;
  let out = rect(0, -h, w, h, '#dfe8ef') + rect(bay, -h, shaft, h, '#c3d2de');
  for (let l = 0; l < levels; l += 1) {
    const y = -l * lh - 4;
    out +=
      pallet(10, y, bay - 20, rng.chance(0.85) ? rng : null) +
      pallet(bay + shaft + 10, y, bay - 20, rng.chance(0.85) ? rng : null);
    out += rect(0, y - lh + 4, w, 3, STEEL, { opacity: 0.5 });
  }
  const liftY = -Math.floor(levels / 2) * lh - 4;
  out +=
    rect(bay + 4, liftY - lh + 10, shaft - 8, lh - 6, 'none', {
      stroke: C.amber,
      'stroke-width': 3,
    }) + pallet(bay + 8, liftY, shaft - 16, rng, 0.58);
  out += line(bay + shaft / 2, -h, bay + shaft / 2, liftY - lh + 10, C.greyDark, 2);
  for (const x of [0, bay - 6, bay + shaft, w - 6]) out += rect(x, -h, 6, h, STEEL);
  return (
    out +
    rect(-10, -h - 14, w + 20, 16, C.navy) +
    rect(bay, -h - 14, shaft, 16, C.teal) +
    rect(bay + 10, -40, shaft - 20, 40, '#1b2533')
  );
}

export function shuttleSystem(cols: number, levels: number, rng: Rng): string {
  const cw = 130;
  const lh = 70;
  const w = cols * cw + 140;
  let out = rect(0, -levels * lh - 10, w, levels * lh + 10, '#dfe8ef');
  for (let l = 0; l < levels; l += 1) {
    const y = -l * lh - 4;
    out += rect(0, y, w, 4, C.greyDark);
    for (let c = 0; c < cols; c += 1)
      if (rng.chance(0.8)) out += pallet(140 + c * cw + 6, y, cw - 12, rng, 0.52);
    const sx = 140 + rng.int(0, cols - 1) * cw;
    out +=
      rect(sx, y - 8, cw, 8, C.amber, { rx: 2 }) +
      circle(sx + 16, y + 1, 5, C.navy) +
      circle(sx + cw - 16, y + 1, 5, C.navy);
  }
  out +=
    rect(10, -levels * lh - 10, 110, levels * lh + 10, '#c3d2de') +
    pallet(18, -lh * 1 - 4, 94, rng, 0.42) +
    rect(10, -levels * lh - 10, 4, levels * lh + 10, STEEL) +
    rect(116, -levels * lh - 10, 4, levels * lh + 10, STEEL);
  for (let c = 0; c <= cols; c += 1)
    out += rect(136 + c * cw, -levels * lh - 10, 5, levels * lh + 10, STEEL);
  return out + rect(-6, -levels * lh - 22, w + 12, 14, C.navy);
}

/** One stacker unit (2 or 4 posts) 230 wide with a car above and one below. */
export function stacker(posts: 2 | 4, rng: Rng, raised = 120): string {
  let out = at(15, 0, carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS)));
  const tilt = posts === 2 ? -6 : 0;
  const plat =
    rect(0, -8, 230, 10, C.greyMid) +
    rect(0, -8, 230, 3, C.amber) +
    at(15, -8, carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS)));
  out += `<g transform="translate(0 ${-raised}) rotate(${tilt} 0 0)">${plat}</g>`;
  out += rect(-14, -raised - 70, 14, raised + 70, STEEL) + rect(-22, -4, 30, 4, C.greyDark);
  if (posts === 4)
    out += rect(230, -raised - 70, 14, raised + 70, STEEL) + rect(222, -4, 30, 4, C.greyDark);
  return out + rect(-8, -raised - 70, 4, raised + 60, C.tealLight, { opacity: 0.6 });
}

export function pitStack(rng: Rng): string {
  let out = rect(-20, 0, 290, 150, '#7d8a99') + rect(-10, 0, 270, 140, '#4d5a6a');
  out +=
    pallet(0, 130, 250, rng, 0.55) +
    pallet(0, -4, 250, rng, 0.55) +
    pallet(0, -120, 250, rng, 0.55);
  out += rect(-10, -180, 12, 320, STEEL) + rect(248, -180, 12, 320, STEEL);
  return out + rect(-40, 0, 340, 6, C.concreteDark);
}

export function puzzleSystem(cols: number, levels: number, rng: Rng): string {
  const cw = 140;
  const lh = 76;
  const w = cols * cw;
  let out = rect(0, -levels * lh - 10, w, levels * lh + 10, '#dfe8ef');
  for (let l = 0; l < levels; l += 1) {
    const empty = rng.int(0, cols - 1);
    for (let c = 0; c < cols; c += 1) {
      const x = c * cw + 8;
      const y = -l * lh - 4;
      if (l === 0 && c === empty) {
        out += rect(x, y - 70, cw - 16, 70, C.amber, { opacity: 0.12 });
        continue;
      }
      out += pallet(x, y, cw - 16, l > 0 && c === empty ? null : rng, 0.56);
    }
  }
  for (let c = 0; c <= cols; c += 1)
    out += rect(c * cw - 3, -levels * lh - 10, 6, levels * lh + 10, STEEL);
  for (let l = 1; l <= levels; l += 1) out += rect(0, -l * lh - 6, w, 4, STEEL, { opacity: 0.7 });
  return out + rect(-8, -levels * lh - 22, w + 16, 14, C.navy);
}

export function rotarySystem(rng: Rng, slots = 10): string {
  const h = 460;
  let out =
    rect(-30, -h - 20, 300, h + 20, '#dfe8ef') +
    rect(-30, -h - 20, 10, h + 20, STEEL) +
    rect(260, -h - 20, 10, h + 20, STEEL);
  out += path(`M60 ${-h + 60} A60 60 0 0 1 180 ${-h + 60} L180 -90 A60 60 0 0 1 60 -90Z`, 'none', {
    stroke: C.greyDark,
    'stroke-width': 6,
  });
  out +=
    circle(120, -h + 60, 22, C.amber) +
    circle(120, -90, 22, C.amber) +
    circle(120, -h + 60, 8, C.navy) +
    circle(120, -90, 8, C.navy);
  const pts: [number, number][] = [];
  for (let i = 0; i < slots / 2; i += 1) {
    const y = -h + 60 + ((h - 150) * i) / (slots / 2 - 1);
    pts.push([60, y], [180, y]);
  }
  for (const [x, y] of pts) {
    out += line(x, y, x, y + 22, C.greyDark, 3);
    out += pallet(x - 58, y + 60, 116, rng.chance(0.85) ? rng : null, 0.5);
  }
  return out + rect(-40, -h - 34, 320, 16, C.navy);
}

function bicycle(x: number, y: number, color: string): string {
  const wheelRing = (cx: number) =>
    circle(cx, y - 16, 15, 'none', { stroke: '#1f2933', 'stroke-width': 3 });
  return (
    wheelRing(x) +
    wheelRing(x + 52) +
    path(
      `M${x} ${y - 16} L${x + 20} ${y - 40} L${x + 44} ${y - 40} L${x + 52} ${y - 16} M${x + 20} ${y - 40} L${x + 28} ${y - 16} L${x} ${y - 16} M${x + 28} ${y - 16} L${x + 44} ${y - 40}`,
      'none',
      { stroke: color, 'stroke-width': 4, 'stroke-linejoin': 'round' },
    ) +
    rect(x + 14, y - 46, 14, 4, '#1f2933') +
    line(x + 44, y - 40, x + 46, y - 50, '#1f2933', 3)
  );
}

export function bikeRack(count: number, rng: Rng): string {
  const w = count * 44 + 40;
  let out = rect(0, -150, w, 6, C.greyDark) + rect(0, -6, w, 6, C.greyDark);
  for (let i = 0; i < count; i += 1) {
    const color = rng.pick(CAR_COLOURS);
    out += i % 2 === 0 ? bicycle(20 + i * 44, -2, color) : bicycle(20 + i * 44, -148, color);
  }
  for (const x of [0, w / 2, w - 8]) out += rect(x, -190, 8, 190, STEEL);
  return out + rect(-10, -196, w + 20, 10, C.teal);
}
