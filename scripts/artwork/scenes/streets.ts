/** Street-level (elevation) parking scenes reused across heroes, cards and demo media. */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, circle, rect } from '../lib/svg';
import {
  airportTerminal,
  hospital,
  mall,
  multiLevelCarPark,
  officeTower,
} from '../elements/buildings';
import { lamp, palm, shrub, tree } from '../elements/city';
import { apartmentTower, campusGate, compoundWall } from '../elements/landmarks';
import {
  anprCamera,
  boomBarrier,
  fastagGantry,
  guardBooth,
  parkingSign,
  ticketKiosk,
} from '../elements/parking';
import { person, randomLook } from '../elements/people';
import { isDark, type TimeOfDay } from '../elements/sky';
import { carSide, truckSide, type CarKind } from '../elements/vehicles';
import { backdrop, type Size } from './base';

export type Facade = 'mall' | 'office' | 'hospital' | 'airport' | 'carpark' | 'none';
const KINDS: readonly CarKind[] = ['sedan', 'hatch', 'suv'];

function facade(
  kind: Facade,
  w: number,
  ground: number,
  k: number,
  tod: TimeOfDay,
  rng: Rng,
): string {
  const fw = w * 0.6;
  const x = w * rng.range(0.1, 0.3);
  switch (kind) {
    case 'mall':
      return at(x, ground, mall(fw / k, tod), k);
    case 'office':
      return (
        at(x, ground, officeTower(220, 520, tod, rng), k) +
        at(x + 260 * k, ground, officeTower(300, 380, tod, rng), k)
      );
    case 'hospital':
      return at(x, ground, hospital(fw / k, tod, rng), k);
    case 'airport':
      return at(x - w * 0.1, ground, airportTerminal(fw / k + 200, tod), k);
    case 'carpark':
      return at(x, ground, multiLevelCarPark(fw / k, 4, tod, rng), k);
    default:
      return '';
  }
}

export interface LaneOptions {
  tod: TimeOfDay;
  facade: Facade;
  armAngle: number;
  truck?: boolean;
  kiosk?: boolean;
  fastag?: boolean;
}

/** Entry lane: barrier, ANPR camera and kiosk with a vehicle approaching from the left. */
export function entryLane(size: Size, rng: Rng, o: LaneOptions): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, { tod: o.tod, groundRatio: 0.66, trees: 2 });
  const { k, ground } = frame;
  const lane = ground + (h - ground) * 0.78;
  const dark = isDark(o.tod);
  let out = svg + facade(o.facade, w, ground, k, o.tod, rng);
  out +=
    at(w * 0.02, ground, shrub(0, 0, 260, rng), k) +
    at(w * 0.86, ground, tree(0, 0, 1.1, rng, o.tod), k);
  const bx = w * 0.62;
  if (o.fastag === true) out += at(w * 0.36, lane + 4 * k, fastagGantry((w * 0.34) / k, 300), k);
  out += at(bx, lane - 6 * k, boomBarrier(o.armAngle, 250), k, true);
  out +=
    rect(bx - 40 * k, lane - 8 * k, 300 * k, 14 * k, C.amber) +
    rect(bx - 40 * k, lane - 8 * k, 300 * k, 4 * k, C.white);
  out += at(bx + 230 * k, lane - 6 * k, anprCamera(260), k, true);
  if (o.kiosk !== false) out += at(bx + 100 * k, lane - 6 * k, ticketKiosk(), k);
  out +=
    o.truck === true
      ? at(w * 0.04, lane + 10 * k, truckSide(rng.pick([C.teal, C.amber, C.white])), k * 1.05)
      : at(
          w * (o.armAngle > 30 ? 0.5 : 0.2),
          lane + 12 * k,
          carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), dark),
          k * 1.4,
        );
  out += at(w * 0.92, lane - 6 * k, parkingSign(180), k);
  if (dark) out += at(w * 0.12, ground + 30 * k, lamp(0, 0, 190, true), k);
  return out;
}

/** A multi-level car park seen from the street, cars passing. */
export function carParkStreet(size: Size, rng: Rng, tod: TimeOfDay, levels = 5): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.76, lamps: true, trees: 1 });
  const { k, ground } = frame;
  let out = svg + at(w * 0.1, ground, multiLevelCarPark((w * 0.78) / k, levels, tod, rng), k);
  out +=
    at(w * 0.02, ground, tree(0, 0, 1.3, rng, tod), k) +
    at(w * 0.97, ground, tree(0, 0, 1.1, rng, tod), k);
  const y = h - (h - ground) * 0.22;
  out += at(w * 0.18, y, carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), isDark(tod)), k * 1.1);
  out += at(
    w * 0.74,
    y,
    carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), isDark(tod)),
    k * 1.1,
    true,
  );
  return out;
}

/** A gated residential campus with towers, guard booth, barrier and a resident car. */
export function campusEntrance(size: Size, rng: Rng, tod: TimeOfDay, open: boolean): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.72, skylineHeight: 200 });
  const { k, ground } = frame;
  let out = svg;
  const accents = [C.teal, C.amber, C.navy3];
  for (let i = 0; i < 4; i += 1)
    out += at(
      w * (0.04 + i * 0.24),
      ground - 40 * k,
      apartmentTower(220, rng.range(420, 560), tod, rng, accents[i % 3] ?? C.teal),
      k,
    );
  out += at(0, ground, compoundWall(w / k), k);
  for (let x = 0.02; x < 1; x += 0.16)
    out += at(w * x, ground - 60 * k, tree(0, 0, 0.9, rng, tod), k);
  const gx = w * 0.3;
  out += at(gx, ground + 10 * k, campusGate(520, open), k);
  out += at(gx + 600 * k, ground + 10 * k, guardBooth(), k);
  const lane = ground + (h - ground) * 0.8;
  out += at(gx + 40 * k, lane, boomBarrier(open ? 70 : 0, 230), k);
  out += at(gx + 720 * k, lane, person(randomLook(rng), 'tablet'), k * 1.1);
  out += at(
    open ? gx + 140 * k : gx - 330 * k,
    lane + 10 * k,
    carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), isDark(tod)),
    k * 1.3,
  );
  out += at(w * 0.9, ground + 6 * k, palm(0, 0, 1.1), k);
  return out;
}

/** Building frontage with a row of parked cars, people walking and a P sign. */
export function frontage(size: Size, rng: Rng, tod: TimeOfDay, kind: Facade): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, { tod, groundRatio: 0.68, trees: 2, lamps: true });
  const { k, ground } = frame;
  let out = svg + facade(kind, w, ground, k, tod, rng);
  const row = ground + (h - ground) * 0.82;
  for (let x = w * 0.03; x < w * 0.95; x += rng.range(250, 300) * k) {
    if (rng.chance(0.8))
      out += at(x, row, carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), false), k * 1.15, false);
  }
  for (let i = 0; i < 3; i += 1)
    out += at(
      w * rng.range(0.1, 0.9),
      ground + 34 * k,
      person(randomLook(rng), rng.pick(['none', 'phone'] as const)),
      k * 0.8,
    );
  out += at(w * 0.95, ground + 30 * k, parkingSign(170), k);
  if (isDark(tod))
    out += circle(w * 0.5, ground - 20 * k, 300 * k, 'url(#glow-amber)', { opacity: 0.35 });
  return out + rect(0, h - 8 * k, w, 8 * k, C.navy, { opacity: 0.15 });
}
