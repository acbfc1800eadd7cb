/** Phones showing the apps (labelled UI is allowed here): CampusCare home, vehicle
 * registration, guard list, visitor pass, FASTag wallet, dock booking, parking finder. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { circle, g, rect, text } from '../lib/svg';

export type Screen = 'campus' | 'vehicle' | 'guards' | 'visitor' | 'wallet' | 'dock' | 'parking';

const SW = 240;
const SH = 480;
const t = (x: number, y: number, s: string, size = 14, fill: string = C.navy, extra = {}) =>
  text(x, y, s, size, fill, extra);
const bold = { 'font-weight': 'bold' };

function header(title: string, color: string = C.teal): string {
  return rect(0, 0, SW, 70, color) + t(18, 48, title, 18, C.white, bold);
}

function button(y: number, label: string, color: string = C.amber): string {
  return (
    rect(18, y, SW - 36, 42, color, { rx: 10 }) +
    t(SW / 2, y + 27, label, 15, C.white, { ...bold, 'text-anchor': 'middle' })
  );
}

function field(y: number, label: string, value: string): string {
  return (
    t(18, y, label, 11, C.greyMid) +
    rect(18, y + 6, SW - 36, 34, C.light, { rx: 8 }) +
    t(28, y + 28, value, 13, C.navy)
  );
}

function screen(kind: Screen, rng: Rng): string {
  switch (kind) {
    case 'campus': {
      let out =
        header('CampusCare') +
        rect(14, 84, SW - 28, 70, C.navy2, { rx: 12 }) +
        t(28, 112, 'Good morning', 13, C.tealLight) +
        t(28, 138, 'Tower B · 1204', 15, C.white, bold);
      const tiles: readonly [string, string][] = [
        ['Visitors', C.teal],
        ['Amenities', C.amber],
        ['Notices', C.navy3],
        ['Helpdesk', '#e86f68'],
        ['Payments', C.green],
        ['Guards', '#6c5ce7'],
      ];
      tiles.forEach(([name, color], i) => {
        const x = 14 + (i % 2) * 110;
        const y = 166 + Math.floor(i / 2) * 86;
        out +=
          rect(x, y, 102, 78, C.light, { rx: 12 }) +
          circle(x + 26, y + 26, 14, color) +
          t(x + 12, y + 64, name, 12, C.navy, bold);
      });
      return (
        out +
        rect(0, SH - 54, SW, 54, C.white) +
        [0, 1, 2, 3].map((i) => circle(36 + i * 56, SH - 27, 8, i === 0 ? C.teal : C.mist)).join('')
      );
    }
    case 'vehicle':
      return (
        header('Add vehicle') +
        field(100, 'Vehicle number', 'MH 12 QX 4821') +
        field(160, 'Type', 'Car · Sedan') +
        field(220, 'Flat', 'Tower B · 1204') +
        field(280, 'RFID sticker', 'Requested') +
        button(360, 'Register')
      );
    case 'guards': {
      let out = header('Guard app', C.navy2);
      ['R. Patil', 'S. Khan', 'A. Das', 'M. Iyer'].forEach((name, i) => {
        const y = 86 + i * 66;
        out +=
          rect(14, y, SW - 28, 56, C.light, { rx: 10 }) +
          circle(42, y + 28, 16, [C.teal, C.amber, C.navy3, '#e86f68'][i] ?? C.teal) +
          t(68, y + 25, name, 14, C.navy, bold) +
          t(68, y + 43, i % 2 === 0 ? 'Main gate · Day' : 'Tower gate · Night', 11, C.greyMid);
        out +=
          rect(186, y + 18, 34, 20, i === 3 ? C.mist : C.green, { rx: 10 }) +
          circle(i === 3 ? 196 : 210, y + 28, 8, C.white);
      });
      return out + button(366, '+ Add guard', C.teal);
    }
    case 'visitor': {
      let out =
        header('Visitor pass') +
        rect(40, 96, 160, 160, C.white, { stroke: C.mist, 'stroke-width': 2, rx: 8 });
      for (let r = 0; r < 12; r += 1)
        for (let c = 0; c < 12; c += 1)
          if (rng.chance(0.5) || (r < 3 && c < 3) || (r < 3 && c > 8) || (r > 8 && c < 3))
            out += rect(52 + c * 11.5, 108 + r * 11.5, 11, 11, C.navy);
      return (
        out +
        t(SW / 2, 290, 'Guest · Car', 16, C.navy, { ...bold, 'text-anchor': 'middle' }) +
        t(SW / 2, 314, 'Valid today until 22:00', 12, C.greyMid, { 'text-anchor': 'middle' }) +
        button(350, 'Share pass', C.teal)
      );
    }
    case 'wallet':
      return (
        header('FASTag wallet', C.navy2) +
        rect(14, 86, SW - 28, 110, C.teal, { rx: 14 }) +
        t(30, 118, 'Balance', 13, C.white) +
        t(30, 160, '₹ 1,250.00', 26, C.white, bold) +
        t(30, 182, 'MH 12 QX 4821', 12, C.white) +
        t(18, 230, 'Top up amount', 12, C.greyMid) +
        ['₹200', '₹500', '₹1000']
          .map(
            (a, i) =>
              rect(18 + i * 70, 240, 62, 38, i === 1 ? C.amber : C.light, { rx: 8 }) +
              t(30 + i * 70, 265, a, 13, i === 1 ? C.white : C.navy, bold),
          )
          .join('') +
        button(310, 'Pay with UPI')
      );
    case 'dock': {
      let out = header('Dock booking', C.navy3) + t(18, 96, 'Thu, 14 Aug · Gate 2', 13, C.greyMid);
      for (let r = 0; r < 5; r += 1) {
        out += t(18, 132 + r * 48, `${String(8 + r * 2).padStart(2, '0')}:00`, 12, C.greyDark);
        for (let c = 0; c < 3; c += 1) {
          const chosen = r === 2 && c === 1;
          const busy = !chosen && rng.chance(0.4);
          out +=
            rect(
              70 + c * 54,
              112 + r * 48,
              48,
              34,
              chosen ? C.amber : busy ? C.mist : C.tealLight,
              { rx: 6 },
            ) + t(80 + c * 54, 134 + r * 48, `D${c + 1}`, 12, chosen ? C.white : C.navy, bold);
        }
      }
      return out + button(370, 'Book slot');
    }
    default: {
      let out = header('Find parking') + rect(0, 70, SW, 300, '#dfeaf0');
      for (let i = 0; i < 6; i += 1)
        out += rect(0, 90 + i * 50, SW, 10, C.white) + rect(20 + i * 40, 70, 10, 300, C.white);
      [
        [60, 150],
        [170, 220],
        [110, 300],
      ].forEach(
        ([x, y], i) =>
          (out +=
            circle(x ?? 0, y ?? 0, 18, i === 1 ? C.amber : C.teal) +
            t((x ?? 0) - 5, (y ?? 0) + 6, 'P', 16, C.white, bold)),
      );
      return (
        out +
        rect(14, 384, SW - 28, 60, C.white, { rx: 10 }) +
        t(28, 408, 'City One Mall · B1', 13, C.navy, bold) +
        t(28, 428, '42 bays free', 12, C.green)
      );
    }
  }
}

/** A phone 260 x 520 with the given screen, local origin top-left. */
export function phone(kind: Screen, rng: Rng, id = 'phone'): string {
  return (
    rect(8, 14, 260, 520, '#000', { rx: 36, opacity: 0.18 }) +
    rect(0, 0, 260, 520, '#16202c', { rx: 36 }) +
    g(rect(0, 0, SW, SH, C.white) + screen(kind, rng), {
      transform: 'translate(10 20)',
      'clip-path': `url(#${id}-clip)`,
    }) +
    `<clipPath id="${id}-clip"><rect x="0" y="0" width="${SW}" height="${SH}" rx="24"/></clipPath>` +
    rect(100, 8, 60, 6, '#2b3746', { rx: 3 })
  );
}
