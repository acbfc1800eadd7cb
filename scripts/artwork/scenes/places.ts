/** Place-specific scenes: warehouse docks, railway forecourt, temple-town parking and the
 * residential society, all in elevation. */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, rect } from '../lib/svg';
import { warehouse } from '../elements/buildings';
import { palm, shrub, tree } from '../elements/city';
import { apartmentTower, compoundWall, railwayStation, temple } from '../elements/landmarks';
import { anprCamera, boomBarrier, evCharger, guardBooth, parkingSign } from '../elements/parking';
import { person, randomLook } from '../elements/people';
import { isDark, type TimeOfDay } from '../elements/sky';
import { autoRickshaw, carSide, scooterSide, truckSide, type CarKind } from '../elements/vehicles';
import { backdrop, type Size } from './base';

const KINDS: readonly CarKind[] = ['sedan', 'hatch', 'suv'];
const BOXES = [C.teal, C.amber, C.white, C.red, C.navy3] as const;

/** Warehouse with dock doors; trucks backed onto some docks, a gate barrier at the side. */
export function warehouseDocks(size: Size, rng: Rng, tod: TimeOfDay, gate: boolean): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, {
    tod,
    groundRatio: 0.7,
    skylineHeight: 180,
    road: false,
  });
  const { k, ground } = frame;
  let out = svg + at(w * 0.05, ground, warehouse((w * 0.9) / k, 5, rng), k);
  out += rect(0, ground, w, h - ground, isDark(tod) ? '#2f3b4a' : '#7d8a99');
  for (let x = 0; x < w; x += 120 * k)
    out += rect(x, ground + (h - ground) * 0.55, 60 * k, 6 * k, C.yellow, { opacity: 0.8 });
  const trucks = gate ? 1 : 2;
  for (let i = 0; i < trucks; i += 1)
    out += at(
      w * (0.06 + i * 0.88),
      h - 24 * k,
      truckSide(rng.pick(BOXES), rng.pick([C.navy3, C.navy])),
      k * 0.95,
      i === 1,
    );
  if (gate) {
    out +=
      at(w * 0.7, h - 20 * k, boomBarrier(0, 200), k, true) +
      at(w * 0.78, h - 20 * k, anprCamera(230), k, true);
    out += at(w * 0.92, ground + 30 * k, guardBooth(), k);
  }
  out += at(w * 0.02, ground, tree(0, 0, 1, rng, tod), k);
  return out;
}

/** Railway station forecourt with autos, cars, two-wheelers and travellers. */
export function stationForecourt(size: Size, rng: Rng, tod: TimeOfDay): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, {
    tod,
    groundRatio: 0.64,
    skylineHeight: 200,
    lamps: true,
  });
  const { k, ground } = frame;
  let out = svg + at(w * 0.12, ground, railwayStation((w * 0.76) / k, tod), k);
  out += at(w * 0.03, ground, palm(0, 0, 1.2), k) + at(w * 0.96, ground, palm(0, 0, 1.1), k);
  for (let i = 0; i < 4; i += 1)
    out += at(
      w * rng.range(0.15, 0.85),
      ground + 36 * k,
      person(randomLook(rng), 'none'),
      k * 0.75,
    );
  const lane = h - (h - ground) * 0.18;
  out += at(w * 0.05, lane, autoRickshaw(), k * 1.1) + at(w * 0.2, lane, autoRickshaw(), k * 1.1);
  out += at(w * 0.4, lane, carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), isDark(tod)), k * 1.1);
  out +=
    at(w * 0.68, lane, scooterSide(C.red), k * 1.2) +
    at(w * 0.76, lane, scooterSide(C.teal), k * 1.2);
  return out + at(w * 0.88, lane - 10 * k, parkingSign(180), k);
}

/** Temple-town parking ground with pilgrims; paved lots get painted bays and a barrier. */
export function templeParking(size: Size, rng: Rng, tod: TimeOfDay, paved: boolean): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, {
    tod,
    groundRatio: 0.62,
    skylineHeight: 120,
    road: false,
  });
  const { k, ground } = frame;
  let out = svg + at(w * 0.3, ground, temple((w * 0.4) / k), k);
  for (let x = 0.02; x < 1; x += 0.12)
    if (x < 0.28 || x > 0.72)
      out += at(w * x, ground, tree(0, 0, rng.range(0.9, 1.3), rng, tod), k);
  out += rect(0, ground, w, h - ground, paved ? '#6d7a88' : '#d2b48c');
  const rows = [ground + (h - ground) * 0.42, h - 16 * k];
  rows.forEach((y, r) => {
    if (paved)
      for (let x = 0; x < w; x += 250 * k)
        out += rect(x, y - 4 * k, 230 * k, 4 * k, C.white, { opacity: 0.8 });
    for (let x = rng.range(0, 80) * k; x < w; x += rng.range(230, 300) * k)
      if (rng.chance(0.85))
        out += at(x, y, carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS)), k * (0.85 + r * 0.3));
  });
  if (paved) out += at(w * 0.9, rows[1] ?? h, boomBarrier(60, 180), k);
  return (
    out +
    at(w * 0.5, ground + 40 * k, person(randomLook(rng), 'none'), k * 0.7) +
    at(w * 0.56, ground + 40 * k, person(randomLook(rng), 'none'), k * 0.7)
  );
}

/** Residential society: towers behind a wall, podium parking with EV chargers and scooters. */
export function society(size: Size, rng: Rng, tod: TimeOfDay, variant: number): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, {
    tod,
    groundRatio: 0.7,
    skylineHeight: 160,
    road: variant !== 1,
  });
  const { k, ground } = frame;
  const accents = [C.teal, C.amber, C.navy3];
  let out = svg;
  const towers = variant === 2 ? 2 : 3;
  for (let i = 0; i < towers; i += 1)
    out += at(
      w * (0.08 + i * (0.84 / towers)),
      ground - 50 * k,
      apartmentTower(
        (w * 0.2) / k,
        rng.range(380, 540),
        tod,
        rng,
        accents[(i + variant) % 3] ?? C.teal,
      ),
      k,
    );
  out += at(0, ground, compoundWall(w / k), k) + at(w * 0.04, ground, shrub(0, 0, 300, rng), k);
  for (let x = 0.03; x < 1; x += 0.19)
    out += at(
      w * (x + rng.range(0, 0.05)),
      ground - 56 * k,
      tree(0, 0, rng.range(0.8, 1.1), rng, tod),
      k,
    );
  if (variant === 1) {
    out += rect(0, ground, w, h - ground, '#8795a5');
    for (let x = 40 * k; x < w; x += 270 * k)
      out +=
        at(x, h - 30 * k, carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS)), k * 1.05) +
        at(x + 225 * k, h - 30 * k, evCharger(), k * 0.8);
  } else {
    const lane = h - (h - ground) * 0.2;
    out += at(
      w * 0.1,
      lane,
      carSide(rng.pick(CAR_COLOURS), rng.pick(KINDS), isDark(tod)),
      k * 1.15,
    );
    out +=
      at(w * 0.42, lane, scooterSide(rng.pick(CAR_COLOURS)), k * 1.2) +
      at(w * 0.6, ground + 36 * k, person(randomLook(rng), 'phone'), k * 0.85);
    out += at(w * 0.78, ground + 36 * k, guardBooth(), k * 0.9);
  }
  return out;
}
