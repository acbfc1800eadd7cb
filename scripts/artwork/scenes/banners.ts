/** Page-banner scenes: office team, city map with office pins, help desk, desk flat-lay and a
 * partner network over the skyline. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, circle, ellipse, g, line, path, rect } from '../lib/svg';
import { skyline, tree } from '../elements/city';
import { bust, person, randomLook } from '../elements/people';
import { sky } from '../elements/sky';
import type { Size } from './base';

export function officeGroup(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 900;
  const floor = h * 0.8;
  let out =
    rect(0, 0, w, h, '#e8eef3') +
    g(sky(w, floor, floor, 'day', rng) + skyline(w, floor, 'day', rng, 380 * k), { opacity: 0.9 });
  for (let x = 0; x <= w; x += w / 6) out += rect(x - 8 * k, 0, 16 * k, floor, C.navy2);
  out +=
    rect(0, 0, w, 30 * k, C.navy2) +
    rect(0, floor, w, h - floor, '#c9b79c') +
    rect(0, floor, w, 10 * k, '#a8946f');
  out +=
    at(w * 0.06, floor + 6 * k, tree(0, 0, 1.3, rng), k) +
    at(w * 0.95, floor + 6 * k, tree(0, 0, 1.2, rng), k);
  const props = ['tablet', 'none', 'phone', 'clipboard', 'none', 'tablet'] as const;
  props.forEach(
    (p, i) =>
      (out += at(
        w * (0.2 + i * 0.12),
        floor + 40 * k + (i % 2) * 30 * k,
        person(randomLook(rng), p, i === 4),
        k * 2,
      )),
  );
  return out;
}

export function cityMap(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 900;
  let out = rect(0, 0, w, h, '#e9eef2');
  for (let i = 0; i < 14; i += 1)
    out += rect(
      rng.range(0, w),
      rng.range(0, h),
      rng.range(120, 300) * k,
      rng.range(80, 200) * k,
      rng.pick(['#d7e9d3', '#dde3ea', '#e3ddd3']),
      { rx: 10 * k },
    );
  out += path(
    `M0 ${h * 0.7} C${w * 0.3} ${h * 0.55} ${w * 0.5} ${h * 0.95} ${w} ${h * 0.62} L${w} ${h * 0.74} C${w * 0.5} ${h * 1.05} ${w * 0.3} ${h * 0.66} 0 ${h * 0.8}Z`,
    '#a9d3ea',
  );
  for (let x = 80 * k; x < w; x += 220 * k) out += rect(x, 0, 18 * k, h, C.white);
  for (let y = 60 * k; y < h; y += 180 * k) out += rect(0, y, w, 18 * k, C.white);
  out += path(`M0 ${h * 0.2} L${w} ${h * 0.45}`, 'none', {
    stroke: C.amberLight,
    'stroke-width': 34 * k,
  });
  const pins = [
    [0.22, 0.32, C.teal],
    [0.5, 0.5, C.amber],
    [0.76, 0.28, C.navy3],
    [0.64, 0.8, C.teal],
  ] as const;
  for (const [px, py, color] of pins) {
    const x = w * px;
    const y = h * py;
    out +=
      ellipse(x, y + 6 * k, 30 * k, 10 * k, '#000', { opacity: 0.15 }) +
      circle(x, y - 70 * k, 90 * k, color, { opacity: 0.12 });
    out +=
      path(
        `M${x} ${y} C${x - 40 * k} ${y - 50 * k} ${x - 44 * k} ${y - 70 * k} ${x - 44 * k} ${y - 88 * k} a${44 * k} ${44 * k} 0 0 1 ${88 * k} 0 c0 ${18 * k} ${-4 * k} ${38 * k} ${-44 * k} ${88 * k}Z`,
        color,
      ) + circle(x, y - 88 * k, 16 * k, C.white);
  }
  return out;
}

function headset(): string {
  return (
    path('M-22 -78 a22 22 0 0 1 44 0', 'none', { stroke: C.navy, 'stroke-width': 5 }) +
    rect(-26, -82, 8, 16, C.navy, { rx: 3 }) +
    path('M-22 -70 q2 16 18 18', 'none', { stroke: C.navy, 'stroke-width': 3 }) +
    circle(-3, -52, 4, C.navy)
  );
}

export function helpDesk(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 900;
  let out = rect(0, 0, w, h, '#e4ecf2') + rect(0, h * 0.72, w, h * 0.28, '#bfcbd6');
  const bubble = (x: number, y: number, color: string, flip: boolean) =>
    rect(x, y, 220 * k, 90 * k, color, { rx: 24 * k }) +
    path(
      `M${x + (flip ? 170 : 40) * k} ${y + 88 * k} l${flip ? 20 * k : -10 * k} ${30 * k} l${20 * k} ${-30 * k}z`,
      color,
    ) +
    [0, 1, 2].map((i) => circle(x + (70 + i * 40) * k, y + 45 * k, 9 * k, C.white)).join('');
  out +=
    bubble(w * 0.08, h * 0.1, C.teal, false) +
    bubble(w * 0.74, h * 0.14, C.amber, true) +
    bubble(w * 0.42, h * 0.05, C.navy3, false);
  for (let i = 0; i < 3; i += 1) {
    const x = w * (0.2 + i * 0.3);
    const look = randomLook(rng);
    out += at(x + 40 * k, h * 0.74, g(bust(look) + headset()), k * 3.2);
    out +=
      rect(x - 190 * k, h * 0.42, 170 * k, 120 * k, '#1d2836', { rx: 8 * k }) +
      rect(x - 180 * k, h * 0.42 + 10 * k, 150 * k, 96 * k, i === 1 ? C.amber : C.teal, {
        opacity: 0.85,
      });
    out += rect(x - 114 * k, h * 0.42 + 120 * k, 18 * k, 40 * k, '#1d2836');
  }
  return (
    out +
    rect(0, h * 0.7, w, 40 * k, C.white) +
    rect(0, h * 0.7 + 40 * k, w, 12 * k, C.concreteDark)
  );
}

/** Top-down desk: laptop, notebook, mug, phone, plant and sticky notes. */
export function deskFlatlay(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 900;
  let out = rect(0, 0, w, h, '#d9c3a5');
  for (let y = 0; y < h; y += 60 * k) out += rect(0, y, w, 2 * k, '#c9b08e');
  out += g(
    rect(-300, -190, 600, 380, '#2b3746', { rx: 20 }) +
      rect(-280, -170, 560, 340, C.white) +
      rect(-280, -170, 560, 50, C.navy) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(-250, -90 + i * 80, 250, 54, C.mist, { rx: 8 }) +
            rect(20, -90 + i * 80, 220, 14, C.tealLight, { rx: 7 }) +
            rect(20, -64 + i * 80, 160, 10, C.mist, { rx: 5 }),
        )
        .join(''),
    { transform: `translate(${w * 0.5} ${h * 0.48}) rotate(-6) scale(${k})` },
  );
  out += g(
    rect(-110, -150, 220, 300, C.amber, { rx: 10 }) +
      rect(-90, -130, 180, 260, '#fff8ec') +
      [...Array(8).keys()].map((i) => rect(-70, -100 + i * 28, 140, 4, C.amberLight)).join(''),
    { transform: `translate(${w * 0.14} ${h * 0.38}) rotate(10) scale(${k})` },
  );
  out +=
    circle(w * 0.86, h * 0.24, 64 * k, C.white) +
    circle(w * 0.86, h * 0.24, 50 * k, '#6b3e26') +
    rect(w * 0.86 + 58 * k, h * 0.24 - 14 * k, 40 * k, 28 * k, C.white, { rx: 12 * k });
  out += g(rect(-60, -110, 120, 220, '#16202c', { rx: 20 }) + rect(-50, -96, 100, 192, C.teal), {
    transform: `translate(${w * 0.84} ${h * 0.7}) rotate(-16) scale(${k})`,
  });
  for (let i = 0; i < 7; i += 1)
    out += ellipse(
      w * 0.1 + Math.cos(i) * 60 * k,
      h * 0.82 + Math.sin(i) * 60 * k,
      60 * k,
      22 * k,
      C.leaf,
      { transform: `rotate(${i * 52} ${w * 0.1} ${h * 0.82})` },
    );
  return (
    out +
    circle(w * 0.1, h * 0.82, 24 * k, C.trunk) +
    rect(w * 0.3, h * 0.8, 90 * k, 90 * k, C.yellow, {
      transform: `rotate(${rng.range(4, 12)} ${w * 0.3} ${h * 0.8})`,
    })
  );
}

/** Dusk skyline with glowing nodes and links: the partner network. */
export function networkCity(size: Size, rng: Rng): string {
  const { w, h } = size;
  const k = h / 900;
  let out =
    sky(w, h, h * 0.8, 'dusk', rng) +
    skyline(w, h * 0.86, 'dusk', rng, 420 * k) +
    rect(0, h * 0.86, w, h * 0.14, C.navy);
  const nodes = [...Array(9).keys()].map(
    () => [rng.range(0.05, 0.95) * w, rng.range(0.12, 0.6) * h] as const,
  );
  nodes.forEach(([x, y], i) => {
    const next = nodes[(i + 1) % nodes.length] ?? nodes[0];
    const other = nodes[(i + 3) % nodes.length] ?? nodes[0];
    if (next) out += line(x, y, next[0], next[1], C.tealLight, 2.5 * k, { opacity: 0.7 });
    if (other && i % 2 === 0)
      out += line(x, y, other[0], other[1], C.amberLight, 2 * k, { opacity: 0.5 });
  });
  for (const [x, y] of nodes)
    out +=
      circle(x, y, 46 * k, 'url(#glow-teal)') +
      circle(x, y, 12 * k, C.teal) +
      circle(x, y, 5 * k, C.white);
  return out;
}
