/**
 * The home hero's six pictures, drawn for the headline over them (issue 59): the left 55 % is
 * sky, skyline and an empty street, where the headline and its text stand on a laptop; the
 * scene stands in the right part. `STAGE` is the portrait tablets' 3:4 crop of the 16:9
 * canvas (build-images.ts `PORTRAIT.left`), and `SAFE` its middle two thirds, all a phone's
 * hero (about 1:2) shows of that crop. Cars, kiosks, barriers and people stand whole inside
 * SAFE, or wholly outside it inside STAGE, so no crop cuts one in half; buildings may run on.
 */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, circle, rect } from '../lib/svg';
import { airportTerminal, mall, multiLevelCarPark } from '../elements/buildings';
import { lamp, palm, shrub, tree } from '../elements/city';
import { apartmentTower, campusGate, compoundWall } from '../elements/landmarks';
import { towerSystem } from '../elements/mech';
import {
  anprCamera,
  boomBarrier,
  fastagGantry,
  guardBooth,
  hangingDisplay,
  parkingSign,
  ticketKiosk,
} from '../elements/parking';
import { person, randomLook } from '../elements/people';
import type { TimeOfDay } from '../elements/sky';
import { carSide, type CarKind } from '../elements/vehicles';
import { backdrop, type Size } from './base';

/** The 3:4 crop of a 16:9 canvas, as fractions of its width. */
const CROP = (900 * 3) / 4 / 1600;
export const STAGE = { left: 0.54, right: 0.54 + CROP } as const;
/** What a phone's hero (390 × 772 px, 1:1.98) shows of the crop: its middle 0.505 / 0.75. */
const PHONE = (390 / 772) * (4 / 3);
export const SAFE = {
  left: STAGE.left + (CROP * (1 - PHONE)) / 2,
  right: STAGE.right - (CROP * (1 - PHONE)) / 2,
} as const;

const KINDS: readonly CarKind[] = ['sedan', 'hatch', 'suv'];

/** STAGE and SAFE in canvas pixels. */
function frameOf(w: number) {
  return {
    left: w * STAGE.left,
    right: w * STAGE.right,
    safeLeft: w * SAFE.left,
    safeRight: w * SAFE.right,
  };
}

const car = (rng: Rng, dark: boolean) => carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), dark);

/** 1. A multi-level car park at dusk, a car leaving it. */
export function heroCarPark(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'dusk';
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.76 });
  const { k, ground } = frame;
  const { left, right, safeLeft } = frameOf(size.w);
  const width = (right - left - 40 * k) / k;
  let out = svg + at(left + 20 * k, ground, multiLevelCarPark(width, 5, tod, rng), k);
  out += at(size.w * 0.06, ground + 30 * k, lamp(0, 0, 170, true), k);
  out += at(size.w * 0.985, ground, tree(0, 0, 1, rng, tod), k);
  const lane = size.h - (size.h - ground) * 0.22;
  // Leaving the car park, headlights to the left, its body inside SAFE (mirrored: it spans
  // the 220 px left of where it is placed).
  out += at(safeLeft + 250 * k, lane, car(rng, true), k * 1.1, true);
  return out;
}

/** 2. A mall's entry lane by day: barrier, ANPR camera, ticket kiosk, a car at the arm. */
export function heroEntryLane(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'day';
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.66 });
  const { k, ground } = frame;
  const { left, right, safeLeft, safeRight } = frameOf(size.w);
  const lane = ground + (size.h - ground) * 0.78;
  let out = svg + at(left + 20 * k, ground, mall((right - left - 40 * k) / k, tod), k);
  out += at(size.w * 0.04, ground, shrub(0, 0, 220, rng), k);
  // Barrier post, kiosk and camera at SAFE's right end, the arm reaching left to the car.
  const bx = safeRight - 130 * k;
  out += rect(bx - 180 * k, lane - 8 * k, 290 * k, 14 * k, C.amber);
  out += at(bx, lane - 6 * k, boomBarrier(0, 150), k, true);
  out += at(bx + 68 * k, lane - 6 * k, ticketKiosk(), k);
  out += at(safeRight - 14 * k, lane - 6 * k, anprCamera(250), k, true);
  out += at(safeLeft + 10 * k, lane + 12 * k, car(rng, false), k * 0.95);
  out += at(size.w * 0.975, lane - 6 * k, parkingSign(180), k);
  return out;
}

/** 3. A FASTag lane at an airport in the morning, the arm up as a car passes. */
export function heroFastag(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'morning';
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.66 });
  const { k, ground } = frame;
  const { left, right, safeLeft, safeRight } = frameOf(size.w);
  const lane = ground + (size.h - ground) * 0.78;
  let out = svg + at(left, ground, airportTerminal((right - left) / k - 120, tod), k);
  out += at(size.w * 0.05, ground, tree(0, 0, 1, rng, tod), k);
  const span = (safeRight - safeLeft) / k - 40;
  out += at(safeLeft + 20 * k, lane + 4 * k, fastagGantry(span, 300), k);
  const bx = safeRight - 90 * k;
  out += rect(bx - 40 * k, lane - 8 * k, 110 * k, 14 * k, C.amber);
  out += at(bx, lane - 6 * k, boomBarrier(75, 200), k, true);
  out += at(bx + 60 * k, lane - 6 * k, anprCamera(230), k, true);
  out += at(safeLeft + 40 * k, lane + 12 * k, car(rng, false), k);
  return out;
}

/** 4. A basement with bay lights and the guidance display, two cars parked in the stage. */
export function heroBasement(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 900;
  const ceil = h * 0.16;
  const floor = h * 0.72;
  const { safeLeft, safeRight } = frameOf(w);
  let out = rect(0, 0, w, h, '#34435a');
  out += rect(0, 0, w, ceil, '#263243') + rect(0, ceil - 10 * k, w, 10 * k, '#56657a');
  out +=
    rect(0, floor, w, h - floor, '#2f3b4a') + rect(0, floor, w, 6 * k, C.amber, { opacity: 0.7 });
  for (let x = 60 * k; x < w; x += 300 * k)
    out +=
      rect(x, ceil * 0.45, 90 * k, 10 * k, '#fffbe8', { rx: 4 * k }) +
      circle(x + 45 * k, ceil * 0.45 + 5 * k, 50 * k, 'url(#glow-white)', { opacity: 0.5 });
  // Pillars only around SAFE, two bays between them: the left is a plain wall under the
  // headline, and a parked car fills each bay without crossing a crop's edge.
  const pillar = 34 * k;
  const pillars = [safeLeft - pillar, (safeLeft + safeRight - pillar) / 2, safeRight];
  for (const x of pillars)
    out +=
      rect(x, ceil, pillar, floor - ceil, '#7d8a9b') +
      rect(x, floor - 60 * k, pillar, 60 * k, C.amber);
  const bay = (safeRight - safeLeft - pillar) / 2;
  for (let i = 0; i < 2; i += 1) {
    const x = safeLeft + i * (bay + pillar);
    const cx = x + bay / 2;
    const taken = i === 1 || rng.chance(0.5);
    out += circle(cx, ceil + 48 * k, 40 * k, taken ? 'url(#glow-amber)' : 'url(#glow-teal)');
    out += circle(cx, ceil + 48 * k, 10 * k, taken ? C.red : C.green);
    if (taken) out += at(cx - 100 * k * 0.95, floor + 70 * k, car(rng, false), k * 0.95);
  }
  out += rect(0, floor - 150 * k, w, 40 * k, C.teal, { opacity: 0.2 });
  out += at((safeLeft + safeRight) / 2, ceil, hangingDisplay(90), k * 1.3);
  return out;
}

/** 5. A residential campus gate in the morning: towers, gate, guard with a tablet, a car. */
export function heroCampusGate(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'morning';
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.72, skylineHeight: 200 });
  const { k, ground } = frame;
  const { left, right, safeLeft, safeRight } = frameOf(size.w);
  let out = svg;
  const accents = [C.teal, C.amber];
  for (let i = 0; i < 2; i += 1)
    out += at(
      left + 30 * k + i * 320 * k,
      ground - 40 * k,
      apartmentTower(220, rng.range(440, 540), tod, rng, accents[i] ?? C.teal),
      k,
    );
  out += at(0, ground, compoundWall(size.w / k), k);
  out += at(size.w * 0.05, ground - 60 * k, tree(0, 0, 0.9, rng, tod), k);
  // Gate, barrier and the resident's car inside SAFE; the guard and the booth beside it.
  const gx = safeLeft + 10 * k;
  const gate = (safeRight - safeLeft) / k - 20;
  out += at(gx, ground + 10 * k, campusGate(gate, true), k);
  out += at(right - 50 * k, ground + 10 * k, guardBooth(), k * 0.8);
  const lane = ground + (size.h - ground) * 0.8;
  out += at(gx + 50 * k, lane, boomBarrier(70, 190), k);
  out += at(gx + 110 * k, lane + 10 * k, car(rng, false), k * 1.1);
  out += at(left + 40 * k, lane, person(randomLook(rng), 'tablet'), k);
  out += at(size.w * 0.3, ground + 6 * k, palm(0, 0, 1), k);
  return out;
}

/** 6. A mechanised parking tower at dusk, an attendant with a tablet beside it. */
export function heroTower(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'dusk';
  const { svg, frame } = backdrop(size, rng, {
    tod,
    groundRatio: 0.84,
    skylineHeight: 200,
    road: false,
  });
  const { ground } = frame;
  const { w, h } = size;
  const { left, safeLeft, safeRight } = frameOf(w);
  const s = Math.min((safeRight - safeLeft - 40) / 550, (ground - h * 0.1) / 636);
  let out = svg + rect(0, ground, w, h - ground, '#9aa8b6');
  const x = (safeLeft + safeRight - 550 * s) / 2;
  out += at(x, ground, towerSystem(9, rng), s);
  out += at(left + 30 * s, ground + 4 * s, person(randomLook(rng), 'tablet'), s);
  out += at(w * 0.05, ground, tree(0, 0, 1.1, rng, tod), s);
  return out;
}
