/** People scenes: trade expo stall, product launch stage, customer meet, tree plantation,
 * team lunch and a site survey. */
import { C, CLOTH_COLOURS } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, circle, ellipse, g, line, path, rect } from '../lib/svg';
import { tree } from '../elements/city';
import { anprCamera, boomBarrier, parkingP, ticketKiosk } from '../elements/parking';
import { bust, person, randomLook, type Prop } from '../elements/people';
import { sky } from '../elements/sky';
import type { Size } from './base';

function hall(w: number, h: number, floorRatio: number, wall: string): string {
  const floor = h * floorRatio;
  let out = rect(0, 0, w, h, wall) + rect(0, floor, w, h - floor, '#c5d0da');
  for (let x = 0; x < w; x += 160) out += rect(x, 0, 6, floor, '#000', { opacity: 0.04 });
  return out + rect(0, floor, w, 6, '#aab7c4');
}

function crowd(
  w: number,
  y: number,
  k: number,
  rng: Rng,
  count: number,
  props: readonly Prop[] = ['none'],
): string {
  let out = '';
  for (let i = 0; i < count; i += 1)
    out += at(
      w * rng.range(0.05, 0.95),
      y + rng.range(0, 30) * k,
      person(randomLook(rng), rng.pick(props)),
      k * rng.range(0.9, 1.05),
    );
  return out;
}

/** Trade expo stall with a branded backdrop (brand colours only), kiosk and barrier on display. */
export function expoStall(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out = hall(w, h, 0.74, rng.pick(['#e6edf3', '#efe9e1', '#e3eef0']));
  out +=
    rect(w * 0.1, h * 0.12, w * 0.8, h * 0.56, rng.pick([C.navy, C.navy3, '#123b3a'])) +
    rect(w * 0.1, h * 0.12, w * 0.8, h * 0.08, C.teal);
  out +=
    path(`M${w * 0.1} ${h * 0.68} L${w * 0.4} ${h * 0.3} L${w * 0.56} ${h * 0.68}Z`, C.navy2) +
    circle(w * 0.75, h * 0.34, 70 * k, C.amber, { opacity: 0.9 });
  out +=
    parkingP(w * 0.22, h * 0.32, 90 * k, C.teal) +
    rect(w * 0.6, h * 0.24, w * 0.24, h * 0.2, '#1d2d44', { rx: 6 }) +
    rect(w * 0.61, h * 0.25, w * 0.22, h * 0.18, C.tealDark);
  out +=
    at(w * 0.34, h * 0.78, boomBarrier(rng.range(0, 50), 200), k) +
    at(w * 0.54, h * 0.78, ticketKiosk(), k) +
    at(w * 0.62, h * 0.78, anprCamera(200, false), k * 0.8);
  out +=
    rect(w * 0.66, h * 0.62, w * 0.2, h * 0.16, C.white) +
    rect(w * 0.66, h * 0.62, w * 0.2, 10 * k, C.amber);
  return out + crowd(w, h * 0.88, k * 1.1, rng, 5, ['none', 'phone', 'clipboard']);
}

/** Product launch: stage with a big screen, spotlights, presenter and audience heads. */
export function launchStage(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out = rect(0, 0, w, h, '#0a1b33');
  for (let i = 0; i < 4; i += 1)
    out += path(
      `M${w * (0.15 + i * 0.23)} 0 L${w * (0.05 + i * 0.26)} ${h * 0.7} L${w * (0.25 + i * 0.22)} ${h * 0.7}Z`,
      '#fff3c4',
      { opacity: 0.08 },
    );
  out +=
    rect(w * 0.18, h * 0.1, w * 0.64, h * 0.42, C.navy2, { rx: 8 }) +
    rect(w * 0.2, h * 0.13, w * 0.6, h * 0.36, rng.pick([C.teal, C.amberDark, C.navy3]));
  out +=
    at(w * 0.32, h * 0.46, boomBarrier(55, 220), k * 0.9) +
    at(w * 0.62, h * 0.46, ticketKiosk(C.amber), k * 0.9);
  out += rect(0, h * 0.62, w, h * 0.08, '#22364f') + rect(0, h * 0.62, w, 4 * k, C.amber);
  out += at(w * 0.7, h * 0.63, person(randomLook(rng), 'mic', true), k * 1.05);
  for (let row = 0; row < 2; row += 1)
    for (let i = 0; i < 9; i += 1)
      out += at(
        w * (0.04 + i * 0.115) + row * 40 * k,
        h * (0.9 + row * 0.1),
        bust(randomLook(rng), true),
        k * 1.6,
      );
  return out;
}

/** Customer meet: round tables, people seated and talking, a welcome screen. */
export function customerMeet(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out =
    hall(w, h, 0.58, rng.pick(['#f1e8dc', '#e4eef3', '#f3e3dc'])) +
    rect(w * 0.3, h * 0.08, w * 0.4, h * 0.26, C.navy, { rx: 8 }) +
    rect(w * 0.32, h * 0.11, w * 0.36, h * 0.2, C.teal, { opacity: 0.9 });
  for (let i = 0; i < 3; i += 1)
    out += circle(w * (0.1 + i * 0.4), h * 0.2, 40 * k, C.amberLight, { opacity: 0.6 });
  const tables = [
    [0.25, 0.72],
    [0.72, 0.7],
    [0.48, 0.92],
  ] as const;
  for (const [tx, ty] of tables) {
    const cx = w * tx;
    const cy = h * ty;
    out +=
      at(cx - 90 * k, cy - 10 * k, bust(randomLook(rng)), k * 1.3) +
      at(cx + 90 * k, cy - 10 * k, bust(randomLook(rng)), k * 1.3) +
      at(cx, cy - 30 * k, bust(randomLook(rng)), k * 1.3);
    out +=
      ellipse(cx, cy, 150 * k, 40 * k, C.white) +
      ellipse(cx, cy + 8 * k, 150 * k, 40 * k, C.mist, { opacity: 0.6 }) +
      ellipse(cx, cy, 150 * k, 36 * k, C.white);
    out +=
      circle(cx - 40 * k, cy - 4 * k, 12 * k, C.amber) +
      circle(cx + 30 * k, cy, 10 * k, C.tealLight) +
      rect(cx - 6 * k, cy - 30 * k, 12 * k, 26 * k, C.teal, { rx: 3 });
  }
  return out;
}

/** CSR tree plantation: saplings, soil mounds, volunteers with shovels and saplings. */
export function treePlantation(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  const ground = h * 0.6;
  let out =
    sky(w, h, ground, rng.pick(['morning', 'day'] as const), rng) +
    rect(0, ground, w, h - ground, '#8cc084') +
    rect(0, ground, w, 20 * k, '#7ab373');
  for (let x = 0; x < w; x += 110 * k)
    out += at(x + rng.range(0, 40) * k, ground + 4 * k, tree(0, 0, rng.range(0.6, 1), rng), k);
  for (let i = 0; i < 5; i += 1) {
    const x = w * (0.1 + i * 0.2);
    const y = h * (0.78 + (i % 2) * 0.08);
    out +=
      ellipse(x, y, 50 * k, 14 * k, C.soil) +
      line(x, y, x, y - 50 * k, C.leafDark, 4 * k) +
      ellipse(x - 12 * k, y - 44 * k, 14 * k, 7 * k, C.leaf) +
      ellipse(x + 12 * k, y - 52 * k, 14 * k, 7 * k, '#58b07d');
  }
  const helpers: readonly Prop[] = ['shovel', 'sapling', 'none', 'sapling', 'shovel'];
  helpers.forEach((p, i) => {
    const look = { ...randomLook(rng), shirt: i % 2 === 0 ? C.teal : C.white };
    out += at(
      w * (0.18 + i * 0.17),
      h * (0.86 + (i % 2) * 0.06),
      person(look, p, i === 2),
      k * 1.05,
    );
  });
  return out;
}

/** Team lunch: a long table with plates, people on both sides. */
export function teamLunch(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  let out =
    hall(w, h, 0.5, '#f6efe4') +
    rect(w * 0.62, h * 0.08, w * 0.3, h * 0.3, C.glass) +
    line(w * 0.77, h * 0.08, w * 0.77, h * 0.38, C.white, 6 * k);
  out +=
    at(w * 0.08, h * 0.5, tree(0, 0, 1, rng), k) +
    rect(w * 0.1, h * 0.1, w * 0.3, h * 0.2, C.amberLight, { rx: 10 });
  for (let i = 0; i < 5; i += 1)
    out += at(w * (0.16 + i * 0.17), h * 0.64, bust(randomLook(rng)), k * 1.5);
  out +=
    path(
      `M${w * 0.04} ${h * 0.66} L${w * 0.96} ${h * 0.66} L${w} ${h * 0.82} L0 ${h * 0.82}Z`,
      C.white,
    ) + rect(0, h * 0.82, w, 12 * k, C.concreteDark);
  for (let i = 0; i < 6; i += 1) {
    const x = w * (0.12 + i * 0.155);
    out +=
      ellipse(x, h * 0.73, 36 * k, 12 * k, C.mist) +
      ellipse(x, h * 0.725, 26 * k, 8 * k, rng.pick([C.amber, '#e86f68', C.leaf, C.yellow]));
    out += rect(
      x + 40 * k,
      h * 0.68,
      12 * k,
      28 * k,
      CLOTH_COLOURS[i % CLOTH_COLOURS.length] ?? C.teal,
      { rx: 3, opacity: 0.8 },
    );
  }
  for (let i = 0; i < 4; i += 1)
    out += at(w * (0.2 + i * 0.2), h * 1.02, bust(randomLook(rng), true), k * 1.7);
  return out;
}

/** Site survey: surveyors with a tripod level and tablet on an empty lot. */
export function siteSurvey(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 720;
  const ground = h * 0.56;
  let out = sky(w, h, ground, 'day', rng) + rect(0, ground, w, h - ground, '#cdb892');
  for (let x = 0; x < w; x += 140 * k)
    out += at(x + 60 * k, ground + 2 * k, tree(0, 0, 0.7, rng), k);
  for (let i = 0; i < 6; i += 1)
    out +=
      rect(w * (0.1 + i * 0.14), h * 0.74, 4 * k, 40 * k, C.amber) +
      path(
        `M${w * (0.1 + i * 0.14) + 4 * k} ${h * 0.74} l${20 * k} ${6 * k} l${-20 * k} ${6 * k}z`,
        C.red,
      );
  out += line(w * 0.1, h * 0.79, w * 0.85, h * 0.79, C.white, 2 * k, {
    'stroke-dasharray': `${10 * k} ${8 * k}`,
  });
  const tx = w * 0.44;
  const ty = h * 0.9;
  out +=
    line(tx, ty - 110 * k, tx - 40 * k, ty, '#3b4858', 5 * k) +
    line(tx, ty - 110 * k, tx + 40 * k, ty, '#3b4858', 5 * k) +
    line(tx, ty - 110 * k, tx, ty, '#3b4858', 5 * k);
  out +=
    rect(tx - 24 * k, ty - 140 * k, 48 * k, 30 * k, C.amber, { rx: 4 }) +
    circle(tx + 26 * k, ty - 125 * k, 8 * k, C.navy);
  out +=
    at(w * 0.56, h * 0.94, person(randomLook(rng, true), 'none', true), k * 1.2) +
    at(w * 0.72, h * 0.96, person(randomLook(rng, true), 'tablet'), k * 1.2);
  return out + g(at(w * 0.2, h * 0.96, person(randomLook(rng, true), 'clipboard'), k * 1.2));
}
