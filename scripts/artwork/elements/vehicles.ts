/** Vehicles: cars, trucks, two-wheelers and auto-rickshaws, in side view (ground at y = 0) and
 * top view (centred on the origin, nose pointing up). */
import { C } from '../lib/palette';
import { circle, ellipse, g, line, path, rect } from '../lib/svg';

export type CarKind = 'sedan' | 'hatch' | 'suv';

const BODIES: Record<CarKind, { body: string; front: string; rear: string }> = {
  sedan: {
    body: 'M6 -14 L4 -32 Q6 -38 16 -39 L52 -41 L74 -62 Q78 -65 86 -65 L128 -65 Q136 -65 142 -60 L162 -42 L190 -38 Q198 -36 199 -28 L199 -16 Q199 -12 194 -12 L10 -12 Q6 -12 6 -14Z',
    front: 'M112 -59 L112 -44 L154 -44 L137 -59Z',
    rear: 'M82 -59 L68 -44 L106 -44 L106 -59Z',
  },
  hatch: {
    body: 'M20 -14 L18 -40 Q18 -46 24 -50 L44 -64 Q48 -66 56 -66 L118 -66 Q126 -66 132 -61 L152 -44 L180 -40 Q188 -38 189 -30 L189 -16 Q189 -12 184 -12 L24 -12 Q20 -12 20 -14Z',
    front: 'M102 -60 L102 -45 L144 -45 L127 -60Z',
    rear: 'M50 -60 L32 -45 L96 -45 L96 -60Z',
  },
  suv: {
    body: 'M6 -14 L6 -58 Q6 -66 14 -70 L28 -78 Q32 -80 40 -80 L132 -80 Q140 -80 146 -74 L166 -52 L192 -48 Q199 -46 200 -38 L200 -16 Q200 -12 195 -12 L10 -12 Q6 -12 6 -14Z',
    front: 'M112 -73 L112 -54 L158 -54 L140 -73Z',
    rear: 'M20 -72 L14 -54 L106 -54 L106 -73Z',
  },
};

export function wheel(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, '#1f2933') +
    circle(cx, cy, r * 0.48, '#c9d3dc') +
    circle(cx, cy, r * 0.18, '#6b7f93')
  );
}

/** A car in side view facing right, 200 long, wheels on y = 0. */
export function carSide(color: string, kind: CarKind = 'sedan', lightsOn = false): string {
  const b = BODIES[kind];
  const x0 = kind === 'hatch' ? 14 : 0;
  const len = kind === 'hatch' ? 189 : 200;
  let out = ellipse(100, 0, 104, 7, '#000', { opacity: 0.2 });
  out += path(b.body, color) + path(b.front, C.glass) + path(b.rear, C.glass);
  out += path(b.body, 'none', { stroke: '#000', 'stroke-opacity': 0.12, 'stroke-width': 2 });
  out += line(108, kind === 'suv' ? -74 : -60, 108, -16, '#000', 1.5, { opacity: 0.15 });
  out +=
    rect(118, -38, 12, 3, '#000', { opacity: 0.25 }) +
    rect(80, -38, 12, 3, '#000', { opacity: 0.25 });
  out += rect(x0 + len - 8, -34, 8, 6, lightsOn ? '#fff6c9' : '#f6f0d8', { rx: 2 });
  out += rect(x0 + 2, -34, 6, 7, C.red, { rx: 2 });
  if (lightsOn)
    out += path(`M${x0 + len} -32 L${x0 + len + 120} -48 L${x0 + len + 120} -4Z`, '#ffe9a8', {
      opacity: 0.35,
    });
  out +=
    circle(44, -14, 19, '#000', { opacity: 0.25 }) +
    circle(158, -14, 19, '#000', { opacity: 0.25 });
  return out + wheel(44, -14, 15) + wheel(158, -14, 15);
}

/** A car seen from above, 46 wide and 92 long, centred on the origin, nose up. */
export function carTop(color: string): string {
  return (
    rect(-25, -44, 50, 92, '#000', { rx: 14, opacity: 0.18 }) +
    rect(-23, -46, 46, 92, color, { rx: 13 }) +
    path('M-18 -20 Q0 -27 18 -20 L15 -6 L-15 -6Z', '#24384f') +
    path('M-16 24 L16 24 L18 34 Q0 39 -18 34Z', '#24384f') +
    rect(-15, -6, 30, 30, '#fff', { opacity: 0.12, rx: 4 }) +
    rect(-27, -18, 5, 6, color, { rx: 2 }) +
    rect(22, -18, 5, 6, color, { rx: 2 }) +
    rect(-19, -45, 9, 4, '#fff7d6', { rx: 2 }) +
    rect(10, -45, 9, 4, '#fff7d6', { rx: 2 }) +
    rect(-19, 42, 9, 3, C.red, { rx: 1 }) +
    rect(10, 42, 9, 3, C.red, { rx: 1 })
  );
}

/** A container truck in side view facing right, 440 long, wheels on y = 0. */
export function truckSide(box: string, cab: string = C.navy3): string {
  let out = ellipse(220, 0, 225, 9, '#000', { opacity: 0.2 });
  out += rect(0, -168, 300, 140, box, { rx: 4 });
  for (let x = 20; x < 300; x += 28) out += rect(x, -160, 3, 124, '#000', { opacity: 0.08 });
  out += rect(0, -34, 430, 10, '#2b3746');
  out += path(
    'M310 -28 L310 -128 Q310 -134 316 -134 L386 -134 Q396 -134 402 -124 L428 -82 Q432 -76 432 -68 L432 -28Z',
    cab,
  );
  out += path('M376 -124 L398 -124 L420 -86 L376 -86Z', C.glass);
  out += rect(320, -124, 46, 38, C.glass, { opacity: 0.85 });
  out += rect(424, -56, 8, 10, '#fff6c9', { rx: 2 }) + rect(300, -150, 6, 120, '#1f2933');
  return out + [60, 104, 248, 384].map((x) => wheel(x, -18, 18)).join('');
}

/** A truck seen from above, 72 wide and 250 long, nose up, centred on the origin. */
export function truckTop(box: string, cab: string = C.navy3): string {
  return (
    rect(-38, -122, 76, 250, '#000', { rx: 6, opacity: 0.18 }) +
    rect(-34, -125, 68, 56, cab, { rx: 10 }) +
    path('M-26 -112 Q0 -120 26 -112 L24 -96 L-24 -96Z', '#24384f') +
    rect(-36, -64, 72, 184, box, { rx: 4 }) +
    rect(-36, -64, 72, 184, 'none', {
      rx: 4,
      stroke: '#000',
      'stroke-opacity': 0.15,
      'stroke-width': 3,
    })
  );
}

/** A scooter in side view facing right, 90 long, wheels on y = 0. */
export function scooterSide(color: string): string {
  return (
    ellipse(45, 0, 46, 4, '#000', { opacity: 0.2 }) +
    path('M14 -14 Q18 -40 46 -40 L56 -40 L60 -20 L30 -14Z', color) +
    path('M62 -16 L70 -56 L76 -56 L70 -16Z', color) +
    rect(64, -60, 18, 4, '#2b3746', { rx: 2 }) +
    rect(30, -46, 26, 6, '#2b3746', { rx: 3 }) +
    wheel(16, -10, 10) +
    wheel(74, -10, 10)
  );
}

/** An auto-rickshaw in side view facing right, 150 long, wheels on y = 0. */
export function autoRickshaw(): string {
  return (
    ellipse(75, 0, 78, 6, '#000', { opacity: 0.2 }) +
    path('M10 -20 L10 -70 Q10 -96 40 -98 L110 -98 Q132 -96 138 -70 L146 -30 L146 -20Z', '#2f3a2e') +
    path('M14 -20 L14 -60 L140 -60 L146 -30 L146 -20Z', C.yellow) +
    path('M96 -92 L118 -92 Q128 -88 132 -66 L96 -66Z', C.glass) +
    rect(20, -92, 60, 28, '#1f2933', { opacity: 0.6 }) +
    rect(10, -32, 136, 6, C.leafDark) +
    wheel(36, -12, 12) +
    wheel(128, -12, 12)
  );
}

/** Plain group helper so scenes can tint a vehicle lineup in one call. */
export function parkedRow(
  xs: readonly number[],
  colors: readonly string[],
  kinds: readonly CarKind[],
  scale: number,
  y: number,
): string {
  return xs
    .map((x, i) =>
      g(carSide(colors[i % colors.length] ?? C.teal, kinds[i % kinds.length] ?? 'sedan'), {
        transform: `translate(${x} ${y}) scale(${scale})`,
      }),
    )
    .join('');
}
