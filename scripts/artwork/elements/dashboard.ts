/** Screen-style illustrations with labels: the occupancy dashboard and the FASTag report. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, g, line, path, rect, text } from '../lib/svg';

const label = (x: number, y: number, s: string, size = 13, fill: string = C.greyMid, extra = {}) =>
  text(x, y, s, size, fill, extra);

function windowFrame(w: number, h: number, title: string): string {
  return (
    rect(6, 10, w, h, '#000', { rx: 14, opacity: 0.15 }) +
    rect(0, 0, w, h, C.white, { rx: 14 }) +
    rect(0, 0, w, 40, C.navy, { rx: 14 }) +
    rect(0, 24, w, 16, C.navy) +
    [C.red, C.amber, C.green].map((c, i) => circle(22 + i * 18, 20, 5, c)).join('') +
    label(86, 25, title, 14, C.white, { 'font-weight': 'bold' })
  );
}

function kpi(
  x: number,
  y: number,
  w: number,
  title: string,
  value: string,
  accent: string,
): string {
  return (
    rect(x, y, w, 78, C.light, { rx: 10 }) +
    rect(x, y, 5, 78, accent, { rx: 2 }) +
    label(x + 16, y + 26, title, 12) +
    label(x + 16, y + 60, value, 24, C.navy, { 'font-weight': 'bold' })
  );
}

function lineChart(x: number, y: number, w: number, h: number, rng: Rng): string {
  let out =
    rect(x, y, w, h, C.white, { rx: 10, stroke: C.mist, 'stroke-width': 2 }) +
    label(x + 16, y + 26, 'Occupancy by hour', 14, C.navy, { 'font-weight': 'bold' });
  const left = x + 44;
  const bottom = y + h - 30;
  const top = y + 44;
  for (let i = 0; i <= 4; i += 1) {
    const gy = bottom - ((bottom - top) * i) / 4;
    out += line(left, gy, x + w - 16, gy, C.mist, 1) + label(x + 12, gy + 4, `${i * 25}%`, 10);
  }
  const pts: string[] = [];
  const hours = 12;
  for (let i = 0; i < hours; i += 1) {
    const v = Math.min(
      0.97,
      0.2 + Math.sin((i / (hours - 1)) * Math.PI) * 0.65 + rng.range(-0.06, 0.06),
    );
    const px = left + ((x + w - 30 - left) * i) / (hours - 1);
    pts.push(`${px.toFixed(1)} ${(bottom - (bottom - top) * v).toFixed(1)}`);
    if (i % 2 === 0) out += label(px - 8, bottom + 18, `${8 + i}h`, 10);
  }
  out += path(
    `M${pts[0] ?? ''} L${pts.slice(1).join(' L')} L${left + (x + w - 30 - left)} ${bottom} L${left} ${bottom}Z`,
    C.teal,
    { opacity: 0.15 },
  );
  return (
    out +
    path(`M${pts.join(' L')}`, 'none', {
      stroke: C.teal,
      'stroke-width': 3.5,
      'stroke-linejoin': 'round',
    })
  );
}

function barChart(x: number, y: number, w: number, h: number, rng: Rng): string {
  let out =
    rect(x, y, w, h, C.white, { rx: 10, stroke: C.mist, 'stroke-width': 2 }) +
    label(x + 16, y + 26, 'Entries by gate', 14, C.navy, { 'font-weight': 'bold' });
  const gates = ['G1', 'G2', 'G3', 'G4', 'G5'];
  const bw = (w - 60) / gates.length;
  gates.forEach((name, i) => {
    const v = rng.range(0.3, 0.95);
    const bh = (h - 80) * v;
    out +=
      rect(
        x + 30 + i * bw + bw * 0.2,
        y + h - 30 - bh,
        bw * 0.6,
        bh,
        i % 2 === 0 ? C.navy3 : C.amber,
        { rx: 4 },
      ) + label(x + 30 + i * bw + bw * 0.32, y + h - 12, name, 11);
  });
  return out;
}

function donut(x: number, y: number, w: number, h: number): string {
  const cx = x + 80;
  const cy = y + h / 2 + 14;
  const r = 46;
  const parts: readonly [string, number, string][] = [
    ['FASTag', 0.56, C.teal],
    ['UPI', 0.3, C.amber],
    ['Cash', 0.14, C.navy3],
  ];
  let out =
    rect(x, y, w, h, C.white, { rx: 10, stroke: C.mist, 'stroke-width': 2 }) +
    label(x + 16, y + 26, 'Payment mode', 14, C.navy, { 'font-weight': 'bold' });
  let start = -Math.PI / 2;
  parts.forEach(([name, share, color], i) => {
    const end = start + share * Math.PI * 2;
    const large = share > 0.5 ? 1 : 0;
    out += path(
      `M${cx + r * Math.cos(start)} ${cy + r * Math.sin(start)} A${r} ${r} 0 ${large} 1 ${cx + r * Math.cos(end)} ${cy + r * Math.sin(end)}`,
      'none',
      { stroke: color, 'stroke-width': 22 },
    );
    out +=
      rect(x + 150, y + 56 + i * 26, 12, 12, color, { rx: 3 }) +
      label(x + 170, y + 67 + i * 26, `${name} ${Math.round(share * 100)}%`, 12, C.greyDark);
    start = end;
  });
  return out;
}

/** Parking dashboard, 900 x 600, local origin top-left. */
export function parkingDashboard(rng: Rng): string {
  let out = windowFrame(900, 600, 'ParkNova Dashboard · City One Mall');
  out += rect(0, 40, 70, 560, C.navy2) + rect(0, 586, 70, 14, C.navy2, { rx: 0 });
  for (let i = 0; i < 6; i += 1)
    out += rect(20, 70 + i * 56, 30, 30, i === 0 ? C.teal : '#2b4d7a', { rx: 8 });
  out +=
    kpi(90, 60, 184, 'Occupancy', '78%', C.teal) +
    kpi(290, 60, 184, 'Entries today', '1,248', C.amber);
  out +=
    kpi(490, 60, 184, 'Revenue today', '₹1.92 L', C.navy3) +
    kpi(690, 60, 190, 'Average stay', '2h 14m', C.green);
  out +=
    lineChart(90, 156, 500, 250, rng) +
    barChart(606, 156, 274, 250, rng) +
    donut(90, 420, 360, 160);
  out +=
    rect(466, 420, 414, 160, C.white, { rx: 10, stroke: C.mist, 'stroke-width': 2 }) +
    label(482, 446, 'Levels', 14, C.navy, { 'font-weight': 'bold' });
  ['B2', 'B1', 'G', 'L1'].forEach((lv, i) => {
    const v = [0.92, 0.81, 0.64, 0.4][i] ?? 0.5;
    out +=
      label(482, 478 + i * 26, lv, 12) +
      rect(516, 467 + i * 26, 300, 12, C.light, { rx: 6 }) +
      rect(516, 467 + i * 26, 300 * v, 12, v > 0.9 ? C.red : C.teal, { rx: 6 });
    out += label(826, 478 + i * 26, `${Math.round(v * 100)}%`, 12, C.greyDark);
  });
  return out;
}

/** FASTag transaction report table, 900 x 600. */
export function fastagReport(rng: Rng): string {
  let out = windowFrame(900, 600, 'Reports · FASTag transactions');
  out +=
    rect(24, 58, 180, 34, C.light, { rx: 8 }) +
    label(38, 80, 'Today', 13, C.navy) +
    rect(216, 58, 180, 34, C.light, { rx: 8 }) +
    label(230, 80, 'All lanes', 13, C.navy);
  out +=
    rect(746, 58, 130, 34, C.teal, { rx: 8 }) +
    label(772, 80, 'Export CSV', 13, C.white, { 'font-weight': 'bold' });
  const cols = ['Time', 'Vehicle', 'Lane', 'Tag ID', 'Amount', 'Status'];
  const xs = [40, 140, 320, 410, 600, 720];
  out += rect(24, 108, 852, 40, C.navy2, { rx: 8 });
  cols.forEach(
    (c, i) => (out += label(xs[i] ?? 0, 133, c, 13, C.white, { 'font-weight': 'bold' })),
  );
  const states = ['MH', 'KA', 'UP', 'DL', 'GJ', 'TN'];
  for (let r = 0; r < 10; r += 1) {
    const y = 150 + r * 42;
    if (r % 2 === 1) out += rect(24, y, 852, 42, C.light);
    const ok = rng.chance(0.8);
    const plate = `${rng.pick(states)} ${String(rng.int(1, 48)).padStart(2, '0')} ${String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25))} ${rng.int(1000, 9999)}`;
    const cells = [
      `${String(9 + Math.floor(r / 3)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      plate,
      `L${rng.int(1, 4)}`,
      `34161FA8${rng.int(100000, 999999)}`,
      `₹${rng.pick([30, 40, 50, 60, 80, 120])}.00`,
    ];
    cells.forEach((c, i) => (out += label(xs[i] ?? 0, y + 27, c, 13, C.greyDark)));
    out +=
      rect(714, y + 10, ok ? 64 : 110, 24, ok ? C.green : C.amber, { rx: 12, opacity: 0.2 }) +
      label(726, y + 27, ok ? 'Paid' : 'Low balance', 12, ok ? '#23804a' : C.amberDark, {
        'font-weight': 'bold',
      });
  }
  return g(out);
}
