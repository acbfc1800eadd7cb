/** Indoor scenes: a basement car park with bay indicators and guidance, a maintenance
 * workshop and a hackathon room. */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, circle, g, line, linearGradient, rect } from '../lib/svg';
import { boomBarrier, hangingDisplay, ticketKiosk } from '../elements/parking';
import { bust, person, randomLook } from '../elements/people';
import { carSide, type CarKind } from '../elements/vehicles';
import type { Size } from './base';

const KINDS: readonly CarKind[] = ['sedan', 'hatch', 'suv'];

export function basement(size: Size, rng: Rng, guidance: boolean): string {
  const { w, h } = size;
  const k = h / 900;
  const ceil = h * 0.16;
  const floor = h * 0.72;
  let out =
    linearGradient('bw', [
      [0, '#2c3a4c'],
      [1, '#44546a'],
    ]) + rect(0, 0, w, h, 'url(#bw)');
  out += rect(0, 0, w, ceil, '#263243') + rect(0, ceil - 10 * k, w, 10 * k, '#56657a');
  out +=
    rect(0, floor, w, h - floor, '#2f3b4a') + rect(0, floor, w, 6 * k, C.amber, { opacity: 0.7 });
  for (let x = 60 * k; x < w; x += 300 * k) {
    for (const dy of [0.3, 0.62])
      out +=
        rect(x + dy * 80 * k, ceil * dy, 70 * k, 10 * k, '#fffbe8', { rx: 4 * k }) +
        circle(x + dy * 80 * k + 35 * k, ceil * dy + 5 * k, 50 * k, 'url(#glow-white)', {
          opacity: 0.5,
        });
    out += rect(x - 40 * k, ceil, 200 * k, 140 * k, '#f4f8ff', { opacity: 0.05 });
  }
  out += rect(0, floor - 150 * k, w, 40 * k, C.teal, { opacity: 0.25 });
  const bay = 300 * k;
  for (let i = 0; i * bay < w + bay; i += 1) {
    const x = i * bay - rng.range(0, 40) * k;
    const taken = rng.chance(0.55);
    out +=
      rect(x, ceil, 34 * k, floor - ceil, '#7d8a9b') +
      rect(x, floor - 60 * k, 34 * k, 60 * k, C.amber);
    for (let s = 0; s < 4; s += 1)
      out += rect(x, floor - 56 * k + s * 16 * k, 34 * k, 7 * k, '#1d2836');
    const cx = x + 34 * k + (bay - 34 * k) / 2;
    out +=
      line(cx, ceil, cx, ceil + 40 * k, '#9aa7b8', 2 * k) +
      circle(cx, ceil + 48 * k, 40 * k, taken ? 'url(#glow-amber)' : 'url(#glow-teal)') +
      circle(cx, ceil + 48 * k, 10 * k, taken ? C.red : C.green);
    const flip = rng.chance(0.5);
    if (taken)
      out += at(
        flip ? cx + 120 * k : cx - 120 * k,
        floor + 60 * k,
        carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS)),
        k * 1.2,
        flip,
      );
    out += rect(x + 34 * k, h - 40 * k, bay - 34 * k, 6 * k, C.white, { opacity: 0.5 });
  }
  if (guidance) out += at(w * 0.5, ceil, hangingDisplay(90), k * 1.5);
  else
    out +=
      at(w * 0.42, floor + 80 * k, boomBarrier(0, 220), k) +
      at(w * 0.42 + 80 * k, floor + 80 * k, ticketKiosk(C.amber), k);
  return out;
}

function bench(x: number, y: number, w: number): string {
  return (
    rect(x, y, w, 16, C.trunk) +
    rect(x + 10, y + 16, 10, 90, '#5a3d2b') +
    rect(x + w - 20, y + 16, 10, 90, '#5a3d2b')
  );
}

/** Maintenance workshop: a barrier cabinet on the bench, tools on the wall, technicians. */
export function workshop(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  const floor = h * 0.8;
  let out =
    rect(0, 0, w, h, '#e3ebf1') +
    rect(0, floor, w, h - floor, '#b8c5d1') +
    rect(0, floor - 8 * k, w, 8 * k, C.navy2);
  out += rect(w * 0.06, h * 0.12, w * 0.38, h * 0.32, '#c9d6e0', { rx: 8 });
  for (let i = 0; i < 7; i += 1)
    out += rect(
      w * 0.08 + i * 46 * k,
      h * 0.16,
      10 * k,
      rng.range(60, 120) * k,
      rng.pick([C.navy3, C.amber, C.teal, C.greyDark]),
      { rx: 3 },
    );
  out +=
    rect(w * 0.56, h * 0.1, w * 0.36, h * 0.26, C.glass) +
    line(w * 0.74, h * 0.1, w * 0.74, h * 0.36, C.white, 6 * k);
  out += at(w * 0.1, floor - 120 * k, bench(0, 0, 520), k);
  out +=
    at(w * 0.22, floor - 120 * k, boomBarrier(45, 160), k * 0.9) +
    at(w * 0.42, floor - 120 * k, ticketKiosk(), k * 0.7);
  out += rect(w * 0.16, floor - 150 * k, 60 * k, 30 * k, C.amber, { rx: 4 });
  out += at(w * 0.66, floor + 30 * k, person(randomLook(rng, true), 'clipboard'), k * 1.6);
  out += at(w * 0.84, floor + 36 * k, person(randomLook(rng, true), 'none', true), k * 1.6);
  return out;
}

/** Hackathon: long desks, laptops, sticky notes on a board, people working. */
export function hackathon(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out = rect(0, 0, w, h, '#dfe7ef') + rect(0, h * 0.78, w, h * 0.22, '#b9c7d4');
  out += rect(w * 0.08, h * 0.08, w * 0.5, h * 0.36, C.white, { rx: 8 });
  for (let i = 0; i < 18; i += 1)
    out += rect(
      w * 0.1 + (i % 6) * 72 * k,
      h * 0.12 + Math.floor(i / 6) * 70 * k,
      56 * k,
      52 * k,
      rng.pick([C.yellow, C.amberLight, C.tealLight, '#f7b7c5']),
      { transform: `rotate(${rng.range(-4, 4)} ${w * 0.1 + (i % 6) * 72 * k} ${h * 0.12})` },
    );
  out += rect(w * 0.64, h * 0.1, w * 0.3, h * 0.24, C.navy, { rx: 8 });
  for (let i = 0; i < 6; i += 1)
    out += rect(
      w * 0.66,
      h * 0.13 + i * 22 * k,
      rng.range(80, 220) * k,
      8 * k,
      rng.pick([C.teal, C.amber, C.tealLight]),
      { rx: 4 },
    );
  const rows = [h * 0.62, h * 0.86];
  rows.forEach((y, r) => {
    for (let i = 0; i < 4; i += 1) {
      const x = w * (0.12 + i * 0.22) + r * 40 * k;
      const screen =
        rect(-48, -38, 96, 60, '#2b3746', { rx: 4 }) +
        rect(-42, -32, 84, 48, rng.pick([C.teal, '#1d4e89', '#3a506b']));
      const lid =
        rect(-48, -38, 96, 60, C.concreteDark, { rx: 4 }) +
        circle(0, -8, 6, C.white, { opacity: 0.7 });
      if (r === 1)
        out += g(screen, { transform: `translate(${x + 70 * k} ${y - 30 * k}) scale(${k})` });
      out += at(x, y - 20 * k, bust(randomLook(rng), r === 1), k * 1.5);
      if (r === 0) out += g(lid, { transform: `translate(${x} ${y - 30 * k}) scale(${k})` });
    }
    out += rect(0, y - 10 * k, w, 26 * k, C.white) + rect(0, y + 16 * k, w, 10 * k, C.concreteDark);
  });
  return out;
}
