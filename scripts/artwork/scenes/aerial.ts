/** Plan-view (aerial) scenes: smart parking lots, unpaved event grounds, truck terminals and
 * a blueprint-style lot design drawing. */
import { C, CAR_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, g, line, path, rect } from '../lib/svg';
import { greenPlan, lotPlan, placeCar, roadPlan } from '../elements/plan';
import { truckTop } from '../elements/vehicles';
import type { Size } from './base';

export interface AerialOptions {
  sensors: boolean;
  ev?: boolean;
  blocks?: number;
  cols?: number;
  tilt?: number;
  occupancy?: number;
  zoom?: number;
}

/** A landscaped lot with roads, seen from above, optionally tilted for a dynamic crop. */
export function aerialLot(size: Size, rng: Rng, o: AerialOptions): string {
  const { w, h } = size;
  const lot = lotPlan(
    {
      x: 0,
      y: 0,
      cols: o.cols ?? 12,
      blocks: o.blocks ?? 2,
      sensors: o.sensors,
      evBays: o.ev === true,
      occupancy: o.occupancy ?? 0.65,
    },
    rng,
  );
  const scale = Math.min((w * 0.86) / lot.width, (h * 0.8) / lot.height) * (o.zoom ?? 1);
  const tilt = o.tilt ?? 0;
  let inner = greenPlan(-400, -400, lot.width + 800, lot.height + 800, rng);
  inner +=
    roadPlan(-400, lot.height + 30, lot.width + 800, 110) +
    rect(lot.width + 30, -400, 110, lot.height + 540, C.asphaltDark);
  inner += rect(-14, -14, lot.width + 28, lot.height + 28, C.concrete, { rx: 12 }) + lot.svg;
  const cx = w / 2;
  const cy = h / 2;
  return (
    rect(0, 0, w, h, '#9fd3a8') +
    g(inner, {
      transform: `translate(${cx} ${cy}) rotate(${tilt}) scale(${scale}) translate(${-lot.width / 2} ${-lot.height / 2})`,
    })
  );
}

/** Unpaved (kacchi) event-ground parking: earth, rope lines with flags, cars in loose rows. */
export function dirtLot(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out = rect(0, 0, w, h, '#d2b48c');
  for (let i = 0; i < 60; i += 1)
    out += circle(rng.range(0, w), rng.range(0, h), rng.range(10, 40) * k, '#c4a174', {
      opacity: 0.5,
    });
  out += greenPlan(0, 0, w, 90 * k, rng) + rect(0, h - 80 * k, w, 80 * k, '#a88a63');
  for (let row = 0; row < 4; row += 1) {
    const y = 150 * k + row * 140 * k;
    out += line(0, y - 58 * k, w, y - 58 * k, '#fff7e6', 2 * k, { opacity: 0.9 });
    for (let x = 0; x < w; x += 40 * k)
      out += path(
        `M${x} ${y - 58 * k} l10 ${10 * k} l10 ${-10 * k}z`,
        rng.pick([C.amber, '#f28c28', C.red, C.yellow]),
      );
    let cars = '';
    for (let x = 50; x < w / k - 30; x += rng.range(58, 72))
      if (rng.chance(0.8))
        cars += placeCar(
          x,
          y / k + rng.range(-6, 6),
          180 + rng.range(-12, 12),
          rng.pick(CAR_COLOURS),
        );
    out += g(cars, { transform: `scale(${k})` });
  }
  return out;
}

/** Truck terminal: long angled bays with trucks from above, a gate and a guard cabin. */
export function truckTerminal(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out =
    rect(0, 0, w, h, C.asphalt) +
    greenPlan(0, 0, w, 60 * k, rng) +
    roadPlan(0, h - 110 * k, w, 110 * k);
  for (let row = 0; row < 2; row += 1) {
    const y = 90 * k + row * 280 * k;
    for (let i = 0; i < 12; i += 1) {
      const x = 40 * k + i * 100 * k;
      out += g(rect(-2, 0, 4, 260, C.white, { opacity: 0.85 }), {
        transform: `translate(${x} ${y}) rotate(-20) scale(${k})`,
      });
      if (i < 11 && rng.chance(0.75))
        out += g(
          truckTop(
            rng.pick([C.teal, C.amber, C.white, C.red, C.navy3]),
            rng.pick([C.navy3, C.navy, C.greyDark]),
          ),
          {
            transform: `translate(${x + 95 * k} ${y + 125 * k}) rotate(${row === 0 ? -20 : 160}) scale(${k * 0.92})`,
          },
        );
    }
  }
  return out;
}

/** Blueprint drawing of a lot layout with dimension lines, a compass rose and drafting tools. */
export function blueprint(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  const stroke = { fill: 'none', stroke: '#dbeaf7', 'stroke-width': 2 * k };
  let out = rect(0, 0, w, h, C.navy2);
  for (let x = 0; x < w; x += 24 * k)
    out += line(x, 0, x, h, '#2c5d8f', 1, { opacity: x % (120 * k) < 1 ? 0.9 : 0.4 });
  for (let y = 0; y < h; y += 24 * k) out += line(0, y, w, y, '#2c5d8f', 1, { opacity: 0.4 });
  const x0 = 90 * k;
  const y0 = 110 * k;
  const bay = 56 * k;
  const depth = 110 * k;
  out += rect(x0, y0, bay * 11, depth * 2 + 120 * k + depth, 'none', {
    ...stroke,
    'stroke-width': 3 * k,
  });
  for (let i = 0; i <= 11; i += 1) {
    out += line(x0 + i * bay, y0, x0 + i * bay, y0 + depth, '#dbeaf7', 2 * k);
    out += line(
      x0 + i * bay,
      y0 + depth + 120 * k,
      x0 + i * bay,
      y0 + depth * 2 + 120 * k,
      '#dbeaf7',
      2 * k,
    );
  }
  for (let i = 0; i < 11; i += 1) {
    if (rng.chance(0.45))
      out += rect(x0 + i * bay + 8 * k, y0 + 12 * k, bay - 16 * k, depth - 24 * k, 'none', {
        ...stroke,
        rx: 8 * k,
        'stroke-dasharray': `${6 * k} ${4 * k}`,
      });
  }
  out += path(`M${x0 + 40 * k} ${y0 + depth + 60 * k} h${bay * 9}`, 'none', {
    ...stroke,
    'stroke-dasharray': `${14 * k} ${10 * k}`,
  });
  out += path(
    `M${x0 + bay * 9 + 40 * k} ${y0 + depth + 48 * k} l${22 * k} ${12 * k} l${-22 * k} ${12 * k}z`,
    '#dbeaf7',
  );
  const dim = (x1: number, y1: number, x2: number, y2: number) =>
    line(x1, y1, x2, y2, C.amber, 2 * k) +
    circle(x1, y1, 4 * k, C.amber) +
    circle(x2, y2, 4 * k, C.amber);
  out +=
    dim(x0, y0 - 30 * k, x0 + bay * 11, y0 - 30 * k) +
    dim(x0 - 30 * k, y0, x0 - 30 * k, y0 + depth);
  out += dim(x0 + bay * 11 + 30 * k, y0, x0 + bay * 11 + 30 * k, y0 + depth * 3 + 120 * k);
  const cx = w - 110 * k;
  const cy = 120 * k;
  out +=
    circle(cx, cy, 50 * k, 'none', stroke) +
    path(
      `M${cx} ${cy - 60 * k} l${12 * k} ${60 * k} l${-12 * k} ${60 * k} l${-12 * k} ${-60 * k}z`,
      C.teal,
    );
  out += g(
    rect(0, 0, 420 * k, 44 * k, C.amber, { rx: 6 * k }) +
      [...Array(20).keys()]
        .map((i) => rect(10 * k + i * 20 * k, 0, 2 * k, i % 5 === 0 ? 20 * k : 12 * k, C.navy))
        .join(''),
    { transform: `translate(${w * 0.42} ${h - 90 * k}) rotate(-8)` },
  );
  out += g(
    rect(0, 0, 300 * k, 16 * k, C.yellow) +
      path(`M${300 * k} 0 l${30 * k} ${8 * k} l${-30 * k} ${8 * k}z`, C.amberLight) +
      rect(-20 * k, 0, 20 * k, 16 * k, '#e86f68'),
    { transform: `translate(${w * 0.12} ${h - 70 * k}) rotate(-24)` },
  );
  return out;
}

/**
 * From the first drawing to daily operation (home "What we do" before a topic is chosen): the
 * blueprint of a lot on the left turns, across a diagonal seam, into the built lot in use.
 */
export function drawingToLot(size: Size, rng: Rng): string {
  const { w, h } = size;
  const top = w * 0.6;
  const bottom = w * 0.4;
  const lot = aerialLot(size, rng, { sensors: true, ev: true, tilt: 0, blocks: 2, cols: 10 });
  const drawing = blueprint(size, rng);
  return (
    lot +
    `<defs><clipPath id="drawing-half"><path d="M0 0 H${top} L${bottom} ${h} H0Z"/></clipPath></defs>` +
    g(drawing, { 'clip-path': 'url(#drawing-half)' }) +
    path(`M${top} 0 L${bottom} ${h}`, 'none', { stroke: C.white, 'stroke-width': 8 })
  );
}
