/**
 * The home hero's six pictures, drawn for the headline over them (issue 59): the left 55 % is
 * sky, skyline and an empty street, where the headline and its text stand on a laptop; the
 * scene's subject (car park, barrier, gate, tower) stands in the right 40 %, `STAGE`, which is
 * also the phones' 3:4 crop (build-images.ts `PORTRAIT.left`), so no car or kiosk is cut in
 * half at its edges.
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

/** Where the subject stands, as fractions of the width: the phones' 3:4 crop of a 16:9 canvas. */
export const STAGE = { left: 0.54, right: 0.54 + (900 * 3) / 4 / 1600 } as const;

const KINDS: readonly CarKind[] = ['sedan', 'hatch', 'suv'];

/** The stage in canvas pixels, with an inner margin so nothing touches the crop's edges. */
function stage(w: number, k: number) {
  const left = w * STAGE.left;
  const right = w * STAGE.right;
  return { left, right, inLeft: left + 30 * k, inRight: right - 30 * k };
}

const car = (rng: Rng, dark: boolean) => carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), dark);

/** 1. A multi-level car park at dusk, a car leaving it. */
export function heroCarPark(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'dusk';
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.76 });
  const { k, ground } = frame;
  const { inLeft, inRight } = stage(size.w, k);
  const width = (inRight - inLeft) / k;
  let out = svg + at(inLeft, ground, multiLevelCarPark(width, 5, tod, rng), k);
  out += at(size.w * 0.06, ground + 30 * k, lamp(0, 0, 170, true), k);
  out += at(size.w * 0.97, ground, tree(0, 0, 1.1, rng, tod), k);
  const lane = size.h - (size.h - ground) * 0.22;
  // Leaving the car park, headlights towards the left: the beam ends inside the stage too.
  out += at(inLeft + 360 * k, lane, car(rng, true), k * 1.1, true);
  return out;
}

/** 2. A mall's entry lane by day: barrier, ANPR camera, ticket kiosk, a car at the arm. */
export function heroEntryLane(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'day';
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.66 });
  const { k, ground } = frame;
  const { inLeft, inRight } = stage(size.w, k);
  const lane = ground + (size.h - ground) * 0.78;
  let out = svg + at(inLeft, ground, mall((inRight - inLeft) / k, tod), k);
  out += at(size.w * 0.04, ground, shrub(0, 0, 220, rng), k);
  const bx = inLeft + 250 * k;
  out += at(bx, lane - 6 * k, boomBarrier(0, 250), k, true);
  out +=
    rect(bx - 40 * k, lane - 8 * k, 300 * k, 14 * k, C.amber) +
    rect(bx - 40 * k, lane - 8 * k, 300 * k, 4 * k, C.white);
  out += at(bx + 230 * k, lane - 6 * k, anprCamera(260), k, true);
  out += at(bx + 100 * k, lane - 6 * k, ticketKiosk(), k);
  out += at(inLeft + 10 * k, lane + 12 * k, car(rng, false), k * 1.05);
  out += at(size.w * 0.96, lane - 6 * k, parkingSign(180), k);
  return out;
}

/** 3. A FASTag lane at an airport in the morning, the arm up as a car passes. */
export function heroFastag(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'morning';
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.66 });
  const { k, ground } = frame;
  const { inLeft, inRight } = stage(size.w, k);
  const lane = ground + (size.h - ground) * 0.78;
  let out = svg + at(inLeft, ground, airportTerminal((inRight - inLeft) / k - 120, tod), k);
  out += at(size.w * 0.05, ground, tree(0, 0, 1, rng, tod), k);
  out += at(inLeft + 20 * k, lane + 4 * k, fastagGantry((inRight - inLeft) / k - 60, 300), k);
  const bx = inLeft + 330 * k;
  out += at(bx, lane - 6 * k, boomBarrier(75, 230), k, true);
  out += rect(bx - 40 * k, lane - 8 * k, 280 * k, 14 * k, C.amber);
  out += at(bx + 200 * k, lane - 6 * k, anprCamera(240), k, true);
  out += at(inLeft + 60 * k, lane + 12 * k, car(rng, false), k * 1.05);
  return out;
}

/** 4. A basement with bay lights and the guidance display, two cars parked in the stage. */
export function heroBasement(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 900;
  const ceil = h * 0.16;
  const floor = h * 0.72;
  const { left, inLeft, inRight } = stage(w, k);
  let out = rect(0, 0, w, h, '#34435a');
  out += rect(0, 0, w, ceil, '#263243') + rect(0, ceil - 10 * k, w, 10 * k, '#56657a');
  out +=
    rect(0, floor, w, h - floor, '#2f3b4a') + rect(0, floor, w, 6 * k, C.amber, { opacity: 0.7 });
  for (let x = 60 * k; x < w; x += 300 * k)
    out +=
      rect(x, ceil * 0.45, 90 * k, 10 * k, '#fffbe8', { rx: 4 * k }) +
      circle(x + 45 * k, ceil * 0.45 + 5 * k, 50 * k, 'url(#glow-white)', { opacity: 0.5 });
  // Pillars only in the stage: the left is a plain wall under the headline.
  const bay = (inRight - inLeft) / 2;
  for (let i = 0; i <= 2; i += 1) {
    const x = inLeft + i * bay - 17 * k;
    out +=
      rect(x, ceil, 34 * k, floor - ceil, '#7d8a9b') +
      rect(x, floor - 60 * k, 34 * k, 60 * k, C.amber);
  }
  for (let i = 0; i < 2; i += 1) {
    const cx = inLeft + (i + 0.5) * bay;
    const taken = i === 1 || rng.chance(0.5);
    out += circle(cx, ceil + 48 * k, 40 * k, taken ? 'url(#glow-amber)' : 'url(#glow-teal)');
    out += circle(cx, ceil + 48 * k, 10 * k, taken ? C.red : C.green);
    if (taken) out += at(cx - 110 * k, floor + 70 * k, car(rng, false), k * 1.1);
  }
  out += rect(left - w, floor - 150 * k, w * 2, 40 * k, C.teal, { opacity: 0.2 });
  out += at(inLeft + bay * 0.55, ceil, hangingDisplay(90), k * 1.4);
  return out;
}

/** 5. A residential campus gate in the morning: towers, gate, guard with a tablet, a car. */
export function heroCampusGate(size: Size, rng: Rng): string {
  const tod: TimeOfDay = 'morning';
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.72, skylineHeight: 200 });
  const { k, ground } = frame;
  const { inLeft, inRight } = stage(size.w, k);
  let out = svg;
  const accents = [C.teal, C.amber];
  for (let i = 0; i < 2; i += 1)
    out += at(
      inLeft + i * 330 * k,
      ground - 40 * k,
      apartmentTower(220, rng.range(440, 540), tod, rng, accents[i] ?? C.teal),
      k,
    );
  out += at(0, ground, compoundWall(size.w / k), k);
  out += at(size.w * 0.05, ground - 60 * k, tree(0, 0, 0.9, rng, tod), k);
  const gx = inLeft + 20 * k;
  out += at(gx, ground + 10 * k, campusGate(400, true), k);
  out += at(inRight - 150 * k, ground + 10 * k, guardBooth(), k);
  const lane = ground + (size.h - ground) * 0.8;
  out += at(gx + 40 * k, lane, boomBarrier(70, 200), k);
  out += at(inRight - 70 * k, lane, person(randomLook(rng), 'tablet'), k * 1.05);
  out += at(gx + 130 * k, lane + 10 * k, car(rng, false), k * 1.2);
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
  const { inLeft, inRight } = stage(w, h / 900);
  const s = Math.min((inRight - inLeft - 160) / 550, (ground - h * 0.1) / 636);
  let out = svg + rect(0, ground, w, h - ground, '#9aa8b6');
  const x = inLeft + 20 * s;
  out += at(x, ground, towerSystem(9, rng), s);
  out += at(x + 570 * s, ground + 4 * s, person(randomLook(rng), 'tablet'), s);
  out += at(w * 0.05, ground, tree(0, 0, 1.1, rng, tod), s);
  return out;
}
