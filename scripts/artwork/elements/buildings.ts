/** Commercial buildings in elevation (origin = bottom-left corner, ground at y = 0):
 * multi-level car park, warehouse with docks, mall, office tower, hospital, airport terminal. */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, circle, g, path, rect } from '../lib/svg';
import { parkingP } from './parking';
import { isDark, type TimeOfDay } from './sky';
import { carSide, type CarKind } from './vehicles';

const KINDS: readonly CarKind[] = ['sedan', 'hatch', 'suv'];

export function multiLevelCarPark(w: number, levels: number, tod: TimeOfDay, rng: Rng): string {
  const lh = 86;
  const dark = isDark(tod);
  const core = 120;
  let out = rect(0, -levels * lh - 26, w, levels * lh + 26, dark ? '#56657a' : C.concreteDark);
  for (let l = 0; l < levels; l += 1) {
    const top = -(l + 1) * lh;
    out += rect(core, top + 10, w - core - 10, lh - 10, dark ? '#23324a' : '#3d4b5e');
    if (dark)
      out +=
        rect(core, top + 10, w - core - 10, 4, '#ffd58a', { opacity: 0.8 }) +
        rect(core, top + 14, w - core - 10, 24, '#ffd58a', { opacity: 0.12 });
    for (let x = core + 14; x < w - 130; x += rng.range(124, 180)) {
      const flip = rng.chance(0.5);
      if (rng.chance(0.8))
        out += at(
          flip ? x + 112 : x,
          top + lh - 6,
          carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), dark),
          0.56,
          flip,
        );
    }
    out +=
      rect(core, top + lh - 22, w - core, 22, dark ? '#8b98aa' : C.concrete) +
      rect(core, top + lh - 22, w - core, 4, C.teal);
    out += rect(0, top, w, 10, dark ? '#9aa7b8' : C.concrete);
  }
  for (let x = core; x <= w - 10; x += (w - core - 10) / Math.max(1, Math.round((w - core) / 150)))
    out += rect(x, -levels * lh, 10, levels * lh, dark ? '#8b98aa' : C.concrete);
  out += rect(0, -levels * lh - 60, core, levels * lh + 60, dark ? '#1f3b5e' : C.navy2);
  for (let l = 0; l < levels + 1; l += 1)
    out += rect(16, -l * lh - 60, core - 32, 40, dark ? '#ffd58a' : C.glass, {
      opacity: dark ? 0.75 : 0.9,
    });
  out += parkingP(core / 2, -levels * lh - 110, 70, C.teal);
  out += rect(w - 100, -60, 90, 60, '#1b2533') + rect(w - 100, -64, 90, 6, C.amber);
  return out;
}

export function warehouse(w: number, docks: number, rng: Rng, wall: string = C.mist): string {
  const h = 230;
  let out =
    rect(0, -h, w, h, wall) + path(`M-10 ${-h} L${w / 2} ${-h - 40} L${w + 10} ${-h}Z`, C.navy2);
  for (let x = 12; x < w; x += 16) out += rect(x, -h, 3, h - 26, '#000', { opacity: 0.05 });
  out += rect(0, -h + 20, w, 10, C.teal);
  out += rect(0, -26, w, 26, C.concreteDark);
  const gap = w / docks;
  for (let d = 0; d < docks; d += 1) {
    const x = d * gap + gap / 2 - 40;
    const open = rng.chance(0.5);
    out += rect(x - 6, -140, 92, 114, C.navy);
    if (open) {
      out += rect(x, -134, 80, 108, '#1f2a38');
      for (let b = 0; b < 3; b += 1)
        out +=
          rect(x + 6 + b * 24, -56, 20, 30, C.amber, { rx: 2 }) +
          rect(x + 6 + b * 24, -80, 20, 22, C.amberDark, { rx: 2 });
      out += rect(x, -134, 80, 22, C.greyMid);
    } else {
      out += rect(x, -134, 80, 108, C.concrete);
      for (let y = -128; y < -26; y += 9) out += rect(x, y, 80, 2, C.greyMid, { opacity: 0.6 });
    }
    out +=
      circle(x + 40, -154, 7, open ? C.green : C.red) +
      circle(x + 40, -154, 18, open ? 'url(#glow-teal)' : 'url(#glow-amber)');
  }
  return out;
}

export function mall(w: number, tod: TimeOfDay): string {
  const dark = isDark(tod);
  const h = 260;
  let out = rect(0, -h, w, h, C.white) + rect(0, -h, w, 40, C.navy2);
  out += rect(30, -h + 60, w - 60, h - 120, dark ? '#2e5378' : C.glass);
  for (let x = 30; x < w - 30; x += 60)
    out += rect(x, -h + 60, 4, h - 120, C.white, { opacity: 0.8 });
  for (let y = -h + 60; y < -60; y += 50) out += rect(30, y, w - 60, 3, C.white, { opacity: 0.6 });
  if (dark) out += rect(30, -h + 60, w - 60, h - 120, 'url(#glow-amber)', { opacity: 0.5 });
  out += rect(w / 2 - 140, -h + 8, 280, 22, C.teal, { rx: 4 });
  out +=
    rect(w / 2 - 150, -76, 300, 14, C.amber) +
    rect(w / 2 - 110, -62, 220, 62, dark ? '#ffe3a8' : '#cfe6f3', { opacity: 0.9 });
  return out;
}

export function officeTower(w: number, h: number, tod: TimeOfDay, rng: Rng): string {
  const dark = isDark(tod);
  let out = rect(0, -h, w, h, dark ? '#1e3b60' : '#6fa6cc');
  for (let y = -h + 14; y < -10; y += 18) {
    for (let x = 8; x < w - 8; x += 16) {
      out += rect(
        x,
        y,
        12,
        12,
        dark ? (rng.chance(0.5) ? '#ffd58a' : '#2a4a70') : rng.chance(0.3) ? '#d8ecf7' : '#8fbfdd',
        { opacity: 0.9 },
      );
    }
  }
  return out + rect(-6, -h - 8, w + 12, 10, C.navy2);
}

export function hospital(w: number, tod: TimeOfDay, rng: Rng): string {
  const h = 250;
  let out = rect(0, -h, w, h, C.white) + rect(0, -h, w, 16, C.navy3);
  for (let y = -h + 34; y < -70; y += 36)
    for (let x = 20; x < w - 30; x += 44)
      out += rect(x, y, 30, 20, isDark(tod) && rng.chance(0.6) ? '#ffe3a8' : C.glass);
  out +=
    circle(w - 60, -h - 40, 34, C.teal) +
    rect(w - 70, -h - 62, 20, 44, C.white) +
    rect(w - 82, -h - 50, 44, 20, C.white);
  return (
    out + rect(w / 2 - 80, -70, 160, 70, C.glassDark) + rect(w / 2 - 100, -80, 200, 12, C.teal)
  );
}

export function airportTerminal(w: number, tod: TimeOfDay): string {
  const dark = isDark(tod);
  let out =
    rect(w - 110, -330, 40, 260, C.concrete) +
    path(`M${w - 130} -330 h80 l-12 -40 h-56z`, dark ? '#ffd58a' : C.glassDark) +
    rect(w - 136, -336, 92, 8, C.navy2);
  out += path(`M0 0 L0 -150 Q${w / 2} -260 ${w} -150 L${w} 0Z`, C.white);
  out += path(
    `M20 -10 L20 -140 Q${w / 2} -232 ${w - 20} -140 L${w - 20} -10Z`,
    dark ? '#2e5378' : C.glass,
  );
  for (let x = 40; x < w - 20; x += 48) out += rect(x, -200, 4, 190, C.white, { opacity: 0.7 });
  out += rect(0, -52, w, 10, C.navy2);
  return g(out);
}
