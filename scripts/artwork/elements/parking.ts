/** Parking equipment in side view (ground at y = 0): boom barriers, ANPR cameras, kiosks,
 * FASTag gantries, guidance displays, EV chargers, signs and guard booths. */
import { C } from '../lib/palette';
import { circle, g, line, path, poly, rect, text } from '../lib/svg';

/** Boom barrier: cabinet at the origin, arm pointing right, raised by `angle` degrees. */
export function boomBarrier(angle = 0, armLength = 260): string {
  let arm = rect(0, -6, armLength, 12, C.white, { rx: 5 });
  for (let x = 20; x < armLength; x += 44) arm += rect(x, -6, 22, 12, C.red);
  arm += circle(0, 0, 9, C.greyDark);
  let out =
    rect(-26, -4, 52, 6, C.greyDark) +
    rect(-22, -112, 44, 110, C.navy2, { rx: 6 }) +
    rect(-22, -112, 44, 14, C.teal, { rx: 6 });
  out +=
    circle(0, -64, 6, angle > 20 ? C.green : C.red) +
    circle(0, -64, 14, angle > 20 ? 'url(#glow-teal)' : 'url(#glow-amber)');
  if (angle < 10)
    out +=
      rect(armLength - 4, -82, 6, 82, C.greyDark) +
      path(`M${armLength - 12} -86 h 22 v 6 h -22z`, C.greyDark);
  return out + g(arm, { transform: `translate(0 -86) rotate(${-angle})` });
}

/** ANPR camera on a pole at the origin, looking right and down. */
export function anprCamera(height = 230, beam = true): string {
  let out =
    rect(-5, -height, 10, height, C.greyMid) +
    rect(-14, -6, 28, 6, C.greyDark) +
    rect(0, -height + 4, 60, 7, C.greyMid);
  if (beam)
    out += poly(
      [
        [104, -height + 6],
        [300, -20],
        [150, -6],
      ],
      '#7fffe9',
      { opacity: 0.14 },
    );
  out +=
    rect(34, -height - 18, 74, 30, C.white, { rx: 7 }) +
    rect(30, -height - 24, 84, 10, C.mist, { rx: 4 });
  out +=
    circle(106, -height - 3, 11, C.navy) +
    circle(106, -height - 3, 6, '#2e6fa7') +
    circle(103, -height - 6, 2, C.white);
  for (let i = 0; i < 4; i += 1)
    out += circle(44 + i * 10, -height + 4, 2.2, C.red, { opacity: 0.8 });
  return out;
}

/** Ticket-dispensing kiosk, 64 wide, standing on the origin. */
export function ticketKiosk(body: string = C.teal): string {
  return (
    rect(-36, -6, 72, 6, C.greyDark) +
    rect(-32, -150, 64, 146, body, { rx: 10 }) +
    rect(-32, -150, 64, 18, C.navy, { rx: 8 }) +
    rect(-22, -124, 44, 32, C.navy, { rx: 4 }) +
    rect(-18, -120, 36, 24, '#4fd1c5', { opacity: 0.8, rx: 2 }) +
    rect(-14, -82, 28, 5, C.navy, { rx: 2 }) +
    circle(0, -62, 8, C.amber) +
    circle(0, -62, 4, C.amberLight) +
    [0, 1, 2].map((i) => rect(-14, -44 + i * 6, 28, 2, C.navy, { opacity: 0.5 })).join('')
  );
}

/** Overhead FASTag gantry spanning `span` from the origin, reader in the middle. */
export function fastagGantry(span = 300, height = 250): string {
  let out =
    rect(-8, -height, 16, height, C.greyMid) + rect(span - 8, -height, 16, height, C.greyMid);
  out +=
    rect(-14, -height - 10, span + 28, 22, C.navy2, { rx: 4 }) +
    rect(-14, -height - 10, span + 28, 5, C.teal);
  const cx = span / 2;
  out +=
    rect(cx - 46, -height + 14, 92, 40, C.white, { rx: 6 }) +
    rect(cx - 38, -height + 22, 60, 24, C.mist, { rx: 3 });
  out +=
    circle(cx + 32, -height + 34, 6, C.green) +
    circle(cx + 32, -height + 34, 16, 'url(#glow-teal)');
  for (let i = 1; i <= 3; i += 1) {
    out += path(
      `M${cx - 22 * i} ${-height + 70 + 8 * i} Q${cx} ${-height + 86 + 14 * i} ${cx + 22 * i} ${-height + 70 + 8 * i}`,
      'none',
      {
        stroke: C.teal,
        'stroke-width': 3,
        opacity: 0.8 - i * 0.2,
        'stroke-linecap': 'round',
      },
    );
  }
  return out;
}

/** Guidance board 240 x 120 (top-left at the origin): a P mark, arrows and free/full LED bars. */
export function guidanceBoard(): string {
  let out =
    rect(0, 0, 240, 120, C.navy, { rx: 10 }) +
    rect(12, 12, 70, 96, C.teal, { rx: 8 }) +
    parkingP(47, 60, 62);
  const rows: readonly [string, number][] = [
    ['M0 0 l-14 8 l14 8z', 0.9],
    ['M0 0 l14 8 l-14 8z', 0.55],
    ['M-8 16 l8 -14 l8 14z', 0.2],
  ];
  rows.forEach(([arrow, fill], i) => {
    const y = 14 + i * 32;
    out += path(arrow, C.amber, { transform: `translate(106 ${y + 4})` });
    for (let b = 0; b < 8; b += 1)
      out += rect(126 + b * 12, y + 6, 8, 14, b / 8 < fill ? C.green : '#24496e', { rx: 2 });
  });
  return out;
}

/** Guidance board on a post standing on the origin. */
export function guidanceDisplay(height = 200): string {
  return (
    rect(-6, -height, 12, height, C.greyMid) +
    g(guidanceBoard(), { transform: `translate(-120 ${-height - 110})` })
  );
}

/** Guidance board hanging on two rods from a ceiling at y = 0 (board centred on x = 0). */
export function hangingDisplay(drop = 60): string {
  return (
    rect(-90, 0, 6, drop, C.greyMid) +
    rect(84, 0, 6, drop, C.greyMid) +
    g(guidanceBoard(), { transform: `translate(-120 ${drop})` })
  );
}

/** White "P" on a blue rounded square, centred at (cx, cy). */
export function parkingP(cx: number, cy: number, size: number, plate: string = C.navy3): string {
  return (
    rect(cx - size / 2, cy - size / 2, size, size, plate, { rx: size * 0.16 }) +
    text(cx, cy + size * 0.3, 'P', size * 0.84, C.white, {
      'font-weight': 'bold',
      'text-anchor': 'middle',
    })
  );
}

export function parkingSign(height = 160): string {
  return rect(-3, -height, 6, height, C.greyMid) + parkingP(0, -height - 26, 54);
}

/** EV charging pedestal with a cable curling to the right. */
export function evCharger(): string {
  return (
    rect(-30, -6, 60, 6, C.greyDark) +
    rect(-24, -140, 48, 136, C.white, { rx: 10 }) +
    rect(-24, -140, 48, 20, C.teal, { rx: 10 }) +
    rect(-15, -110, 30, 22, C.navy, { rx: 3 }) +
    rect(-11, -106, 22, 14, '#4fd1c5', { opacity: 0.8 }) +
    path('M2 -78 l-10 18 h8 l-4 16 l12 -20 h-8 l4 -14z', C.amber) +
    path('M20 -60 C 60 -60, 40 -10, 80 -18', 'none', {
      stroke: C.navy,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    })
  );
}

/** Small guard booth with a window and a flat roof, 110 wide. */
export function guardBooth(wall: string = C.white): string {
  return (
    rect(-55, -130, 110, 130, wall) +
    rect(-64, -142, 128, 16, C.navy) +
    rect(-40, -110, 80, 44, C.glass) +
    line(0, -110, 0, -66, C.white, 3) +
    rect(-55, -40, 110, 6, C.teal) +
    rect(20, -60, 24, 60, C.navy2)
  );
}

/** A bollard with a reflective band. */
export function bollard(): string {
  return rect(-6, -46, 12, 46, C.amber, { rx: 5 }) + rect(-6, -34, 12, 6, C.white);
}

/** A small pay station with a card reader. */
export function payStation(): string {
  return (
    rect(-26, -130, 52, 130, C.navy2, { rx: 8 }) +
    rect(-18, -116, 36, 28, '#4fd1c5', { rx: 3, opacity: 0.85 }) +
    rect(-18, -80, 36, 20, C.mist, { rx: 3 }) +
    [0, 1, 2]
      .map((r) => [0, 1, 2].map((c) => rect(-14 + c * 10, -78 + r * 6, 7, 4, C.greyDark)).join(''))
      .join('') +
    rect(-10, -50, 20, 4, C.amber)
  );
}
