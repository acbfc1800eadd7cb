/** Mechanised parking product scenes: each system centred on a landscaped plot, scaled to fit. */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, rect } from '../lib/svg';
import { tree } from '../elements/city';
import {
  bikeRack,
  pitStack,
  puzzleSystem,
  rotarySystem,
  shuttleSystem,
  stacker,
  towerSystem,
} from '../elements/mech';
import { person, randomLook } from '../elements/people';
import type { TimeOfDay } from '../elements/sky';
import { carSide } from '../elements/vehicles';
import { backdrop, type Size } from './base';

export type MechKind =
  'tower' | 'shuttle' | 'stack2' | 'stack4' | 'pit' | 'puzzle' | 'rotary' | 'bike';

interface Layout {
  draw: (rng: Rng) => string;
  width: number;
  height: number;
  depth: number;
}

const LAYOUTS: Record<MechKind, Layout> = {
  tower: { draw: (r) => towerSystem(9, r), width: 550, height: 636, depth: 0 },
  shuttle: { draw: (r) => shuttleSystem(4, 4, r), width: 660, height: 302, depth: 0 },
  stack2: {
    draw: (r) => [0, 1].map((i) => at(i * 290, 0, stacker(2, r, 130))).join(''),
    width: 530,
    height: 330,
    depth: 0,
  },
  stack4: {
    draw: (r) => [0, 1].map((i) => at(i * 300, 0, stacker(4, r, 140))).join(''),
    width: 560,
    height: 340,
    depth: 0,
  },
  pit: { draw: (r) => pitStack(r) + at(400, 0, pitStack(r)), width: 700, height: 200, depth: 160 },
  puzzle: { draw: (r) => puzzleSystem(4, 3, r), width: 560, height: 250, depth: 0 },
  rotary: { draw: (r) => rotarySystem(r), width: 320, height: 500, depth: 0 },
  bike: { draw: (r) => bikeRack(10, r), width: 480, height: 200, depth: 0 },
};

export function mechScene(size: Size, rng: Rng, kind: MechKind, tod: TimeOfDay = 'day'): string {
  const { w, h } = size;
  const layout = LAYOUTS[kind];
  const groundRatio = layout.depth > 0 ? 0.52 : 0.84;
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio, skylineHeight: 200, road: false });
  const { ground } = frame;
  const s = Math.min(
    (w * 0.78) / layout.width,
    (ground - h * 0.12) / layout.height,
    layout.depth > 0 ? (h - ground - 20) / layout.depth : 9,
  );
  let out = svg + rect(0, ground, w, h - ground, '#9aa8b6');
  if (layout.depth > 0) out += rect(0, ground, w, 10, C.concreteDark);
  const x = (w - layout.width * s) / 2;
  out +=
    at(w * 0.03, ground, tree(0, 0, 1.1, rng, tod), s) +
    at(w * 0.95, ground, tree(0, 0, 1.2, rng, tod), s);
  out += at(x, ground, layout.draw(rng), s);
  if (layout.depth === 0 && kind !== 'bike')
    out += at(x + layout.width * s + 20 * s, ground + 4 * s, person(randomLook(rng), 'tablet'), s);
  if (kind === 'tower' || kind === 'rotary')
    out += at(x - 270 * s, ground + 6 * s, carSide(rng.pick(CAR_COLOURS), 'sedan'), s);
  return out;
}
