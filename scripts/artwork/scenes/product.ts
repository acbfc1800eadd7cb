/** Product-style illustrations: dashboard and report screens, phones, data insights, the
 * end-to-end delivery flow, construction and maintenance. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, circle, g, line, path, rect } from '../lib/svg';
import { multiLevelCarPark } from '../elements/buildings';
import { tree } from '../elements/city';
import { fastagReport, parkingDashboard } from '../elements/dashboard';
import { anprCamera, boomBarrier, parkingP, ticketKiosk } from '../elements/parking';
import { person, randomLook } from '../elements/people';
import { phone, type Screen } from '../elements/phone';
import { carSide, truckSide } from '../elements/vehicles';
import { backdrop, studio, type Size } from './base';

/** A 900 x 600 screen illustration centred on a studio backdrop. */
function framed(size: Size, rng: Rng, body: string): string {
  const s = Math.min((size.w * 0.9) / 900, (size.h * 0.86) / 600);
  return (
    studio(size, rng) +
    g(body, {
      transform: `translate(${(size.w - 900 * s) / 2} ${(size.h - 600 * s) / 2}) scale(${s})`,
    })
  );
}

export const dashboardScene = (size: Size, rng: Rng): string =>
  framed(size, rng, parkingDashboard(rng));
export const reportScene = (size: Size, rng: Rng): string => framed(size, rng, fastagReport(rng));

/** One or two phones on a gradient panel with soft shapes. */
export function phonesScene(
  size: Size,
  rng: Rng,
  screens: readonly Screen[],
  tint: string = C.navy,
): string {
  const { w, h } = size;
  const s = (h * 0.78) / 520;
  let out =
    rect(0, 0, w, h, tint) +
    circle(w * 0.8, h * 0.2, h * 0.35, C.teal, { opacity: 0.35 }) +
    circle(w * 0.15, h * 0.9, h * 0.3, C.amber, { opacity: 0.3 });
  out += path(
    `M0 ${h * 0.7} Q${w * 0.4} ${h * 0.5} ${w} ${h * 0.78} L${w} ${h} L0 ${h}Z`,
    C.white,
    { opacity: 0.06 },
  );
  const total = screens.length * 260 * s + (screens.length - 1) * 60 * s;
  screens.forEach((sc, i) => {
    const x = (w - total) / 2 + i * 320 * s;
    const y = (h - 520 * s) / 2 + (i % 2 === 1 ? 30 * s : -10 * s);
    out += g(phone(sc, rng, `ph${i}`), {
      transform: `translate(${x} ${y}) scale(${s}) rotate(${i % 2 === 0 ? -4 : 4} 130 260)`,
    });
  });
  return out;
}

/** Laptop with charts, floating KPI cards and a growth arrow. */
export function dataInsights(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out = studio(size, rng, '#e7eff5');
  const lx = w * 0.18;
  const ly = h * 0.22;
  const lw = w * 0.64;
  const lh = h * 0.5;
  out +=
    rect(lx, ly, lw, lh, '#1d2836', { rx: 14 * k }) +
    rect(lx + 14 * k, ly + 14 * k, lw - 28 * k, lh - 28 * k, C.white);
  out += path(
    `M${lx - 60 * k} ${ly + lh} L${lx + lw + 60 * k} ${ly + lh} L${lx + lw + 20 * k} ${ly + lh + 30 * k} L${lx - 20 * k} ${ly + lh + 30 * k}Z`,
    C.concreteDark,
  );
  let d = '';
  for (let i = 0; i < 9; i += 1) {
    const bh = rng.range(50, 210) * k;
    out += rect(
      lx + 40 * k + i * 56 * k,
      ly + lh - 40 * k - bh,
      34 * k,
      bh,
      i % 3 === 2 ? C.amber : C.navy3,
      { rx: 4 * k },
    );
    d += `${i === 0 ? 'M' : 'L'}${lx + 57 * k + i * 56 * k} ${ly + lh - 60 * k - (60 + i * 22) * k} `;
  }
  out += path(d, 'none', { stroke: C.teal, 'stroke-width': 5 * k, 'stroke-linejoin': 'round' });
  const card = (x: number, y: number, accent: string) =>
    rect(x, y, 170 * k, 90 * k, C.white, { rx: 12 * k }) +
    rect(x + 16 * k, y + 18 * k, 60 * k, 10 * k, C.mist, { rx: 5 * k }) +
    rect(x + 16 * k, y + 44 * k, 110 * k, 22 * k, accent, { rx: 6 * k });
  out +=
    card(w * 0.04, h * 0.1, C.teal) +
    card(w * 0.74, h * 0.06, C.amber) +
    card(w * 0.76, h * 0.7, C.navy3);
  return (
    out +
    circle(w * 0.1, h * 0.78, 60 * k, 'none', {
      stroke: C.teal,
      'stroke-width': 22 * k,
      'stroke-dasharray': `${250 * k} ${130 * k}`,
    })
  );
}

/** The delivery flow as four connected icon tiles: design, install, monitor, maintain. */
export function endToEnd(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out = studio(size, rng);
  const pts = [
    [0.2, 0.3],
    [0.7, 0.28],
    [0.74, 0.72],
    [0.24, 0.74],
  ] as const;
  out += path(
    `M${w * 0.2} ${h * 0.3} C${w * 0.45} ${h * 0.1} ${w * 0.5} ${h * 0.4} ${w * 0.7} ${h * 0.28} S${w * 0.95} ${h * 0.6} ${w * 0.74} ${h * 0.72} S${w * 0.4} ${h * 0.95} ${w * 0.24} ${h * 0.74}`,
    'none',
    { stroke: C.navy3, 'stroke-width': 5 * k, 'stroke-dasharray': `${16 * k} ${12 * k}` },
  );
  const icons = [
    rect(-50, -36, 100, 72, C.navy2, { rx: 6 }) +
      [0, 1, 2, 3].map((i) => rect(-40 + i * 24, -26, 4, 52, C.tealLight)).join(''),
    at(-10, 60, boomBarrier(40, 120), 0.8),
    rect(-56, -40, 112, 76, C.navy, { rx: 8 }) +
      rect(-46, -30, 92, 56, C.teal) +
      rect(-16, 36, 32, 14, C.greyDark),
    path('M-40 30 L20 -30 a24 24 0 1 1 16 16 L-24 46Z', C.greyDark) + circle(36, -36, 12, C.amber),
  ];
  pts.forEach(([px, py], i) => {
    const colors = [C.teal, C.amber, C.navy3, C.tealDark];
    out +=
      circle(w * px, h * py, 110 * k, C.white) +
      circle(w * px, h * py, 110 * k, 'none', {
        stroke: colors[i] ?? C.teal,
        'stroke-width': 10 * k,
      });
    out += g(icons[i] ?? '', { transform: `translate(${w * px} ${h * py}) scale(${k * 1.1})` });
    out +=
      circle(w * px + 80 * k, h * py - 80 * k, 26 * k, colors[i] ?? C.teal) +
      circle(w * px + 80 * k, h * py - 80 * k, 10 * k, C.white);
  });
  return out;
}

/** Car park under construction: crane, partial structure and workers in helmets. */
export function construction(size: Size, rng: Rng): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, {
    tod: 'morning',
    groundRatio: 0.8,
    skylineHeight: 220,
    road: false,
  });
  const { k, ground } = frame;
  let out =
    svg +
    rect(0, ground, w, h - ground, '#c8b08a') +
    at(w * 0.1, ground, multiLevelCarPark((w * 0.55) / k, 3, 'day', rng), k);
  out += rect(w * 0.1 + 120 * k, ground - 360 * k, w * 0.55 - 120 * k, 100 * k, '#eef4f8', {
    opacity: 0.85,
  });
  for (let x = w * 0.1 + 120 * k; x < w * 0.65; x += 60 * k)
    out += rect(x, ground - 380 * k, 8 * k, 120 * k, C.greyMid);
  const cx = w * 0.8;
  out += rect(cx - 10 * k, ground - 560 * k, 20 * k, 560 * k, C.amber);
  for (let y = ground; y > ground - 560 * k; y -= 40 * k)
    out += line(cx - 10 * k, y, cx + 10 * k, y - 40 * k, C.amberDark, 3 * k);
  out +=
    rect(cx - 420 * k, ground - 580 * k, 560 * k, 20 * k, C.amber) +
    rect(cx + 80 * k, ground - 600 * k, 60 * k, 60 * k, C.navy2);
  out +=
    line(cx - 300 * k, ground - 560 * k, cx - 300 * k, ground - 420 * k, C.greyDark, 3 * k) +
    rect(cx - 340 * k, ground - 420 * k, 80 * k, 30 * k, C.greyMid);
  return (
    out +
    at(w * 0.72, ground + 10 * k, person(randomLook(rng, true), 'clipboard'), k * 1.1) +
    at(w * 0.9, ground + 10 * k, person(randomLook(rng, true), 'none', true), k * 1.1)
  );
}

/** Service visit: technician at an open kiosk, barrier and a service van. */
export function maintenance(size: Size, rng: Rng): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, { tod: 'day', groundRatio: 0.7, trees: 2 });
  const { k } = frame;
  const lane = h - 40 * k;
  let out =
    svg +
    at(w * 0.04, lane, truckSide(C.white, C.teal), k * 0.7) +
    at(w * 0.06 + 160 * k, lane - 70 * k, parkingP(0, 0, 50), k);
  out +=
    at(w * 0.62, lane, boomBarrier(80, 220), k * 1.2, true) +
    at(w * 0.72, lane, ticketKiosk(), k * 1.2) +
    at(w * 0.86, lane, anprCamera(240), k, true);
  out +=
    at(w * 0.5, lane + 6 * k, person(randomLook(rng, true), 'clipboard'), k * 1.25) +
    at(w * 0.8, lane + 6 * k, person(randomLook(rng, true), 'tablet'), k * 1.25);
  return out + at(w * 0.96, h * 0.7, tree(0, 0, 1, rng), k);
}

/** A car and a phone: the app in front of a street scene, for app-flow frames. */
export function phoneOverStreet(size: Size, rng: Rng, screen: Screen): string {
  const { w, h } = size;
  const { svg, frame } = backdrop(size, rng, { tod: 'day', groundRatio: 0.72, trees: 2 });
  const s = (h * 0.84) / 520;
  return (
    svg +
    at(w * 0.08, h - 30 * frame.k, carSide(C.teal, 'suv'), frame.k * 1.3) +
    rect(0, 0, w, h, C.navy, { opacity: 0.35 }) +
    g(phone(screen, rng, 'po'), { transform: `translate(${w * 0.62} ${h * 0.08}) scale(${s})` })
  );
}
