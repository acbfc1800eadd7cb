/** Vector brand artwork kept as SVG: fictional partner and group-company wordmarks,
 * certification-style badges (not official marks) and the favicon. Text uses a web font stack
 * because these files are shown by the browser, not rasterised. */
import { C } from '../lib/palette';
import { circle, el, escapeXml, g, path, rect, svgDoc, text } from '../lib/svg';

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif";

type Icon =
  | 'arch'
  | 'tower'
  | 'cross'
  | 'dock'
  | 'cap'
  | 'rail'
  | 'sun'
  | 'chip'
  | 'pin'
  | 'gear'
  | 'leaf'
  | 'gate';

function icon(kind: Icon, color: string): string {
  switch (kind) {
    case 'arch':
      return path('M8 52 V28 a24 24 0 0 1 48 0 V52 h-12 V30 a12 12 0 0 0 -24 0 V52Z', color);
    case 'tower':
      return (
        rect(10, 20, 14, 34, color) +
        rect(28, 8, 14, 46, color) +
        rect(46, 28, 10, 26, color, { opacity: 0.6 })
      );
    case 'cross':
      return (
        circle(32, 32, 26, color) + rect(26, 14, 12, 36, C.white) + rect(14, 26, 36, 12, C.white)
      );
    case 'dock':
      return (
        rect(6, 14, 52, 40, color, { rx: 6 }) +
        rect(16, 26, 32, 28, C.white) +
        [0, 1, 2].map((i) => rect(16, 30 + i * 8, 32, 3, color)).join('')
      );
    case 'cap':
      return (
        path('M32 10 L62 24 L32 38 L2 24Z', color) +
        path('M14 30 v12 q18 10 36 0 v-12 l-18 8z', color, { opacity: 0.7 })
      );
    case 'rail':
      return (
        rect(10, 8, 44, 36, color, { rx: 10 }) +
        rect(16, 14, 32, 12, C.white) +
        circle(20, 36, 4, C.white) +
        circle(44, 36, 4, C.white) +
        path('M14 58 l6 -10 h24 l6 10', 'none', { stroke: color, 'stroke-width': 4 })
      );
    case 'sun':
      return (
        circle(32, 40, 16, color) +
        [0, 1, 2, 3, 4]
          .map((i) => rect(30, 4, 4, 12, color, { transform: `rotate(${-60 + i * 30} 32 40)` }))
          .join('') +
        rect(4, 52, 56, 6, color)
      );
    case 'chip':
      return (
        rect(14, 14, 36, 36, color, { rx: 6 }) +
        rect(24, 24, 16, 16, C.white) +
        [0, 1, 2]
          .map((i) => rect(18 + i * 11, 4, 4, 8, color) + rect(18 + i * 11, 52, 4, 8, color))
          .join('')
      );
    case 'pin':
      return (
        path('M32 60 C18 42 12 34 12 24 a20 20 0 0 1 40 0 c0 10 -6 18 -20 36Z', color) +
        circle(32, 24, 8, C.white)
      );
    case 'gear':
      return (
        circle(32, 32, 20, color) +
        [0, 1, 2, 3, 4, 5]
          .map((i) => rect(28, 4, 8, 12, color, { transform: `rotate(${i * 60} 32 32)` }))
          .join('') +
        circle(32, 32, 8, C.white)
      );
    case 'leaf':
      return (
        path('M10 54 C10 20 30 8 58 8 C58 36 44 54 10 54Z', color) +
        path('M14 50 L44 20', 'none', { stroke: C.white, 'stroke-width': 3 })
      );
    default:
      return (
        rect(6, 16, 10, 40, color) +
        rect(48, 16, 10, 40, color) +
        rect(2, 8, 60, 10, color) +
        rect(16, 40, 32, 4, C.amber)
      );
  }
}

/**
 * A wordmark on one canvas for every name, 316 x 110: the icon, then the name's first word in
 * bold over the rest, the words as large as the widest ("CampusCare", "Automation") allows.
 * Shown at one size (a carousel or grid slot), every logo is then drawn at the same scale, its
 * words at the same height: a one-line wordmark as wide as its name drew "Sahyadri Hospitals"
 * at half the size of "Apex Malls", about 9 px high on a phone.
 */
export function wordmark(name: string, kind: Icon, color: string, accent: string): string {
  const [first = name, ...rest] = name.split(' ');
  const second = rest.join(' ');
  const words = { 'font-family': FONT, 'font-size': 34 };
  const body =
    g(icon(kind, color), { transform: 'translate(6 27) scale(0.875)' }) +
    el(
      'text',
      { x: 72, y: second ? 50 : 67, ...words, 'font-weight': 700, fill: color },
      escapeXml(first),
    ) +
    (second
      ? el('text', { x: 72, y: 90, ...words, 'font-weight': 400, fill: accent }, escapeXml(second))
      : '');
  return svgDoc(316, 110, body, name);
}

/** A 200 x 200 certification-style badge (decorative artwork, not an official mark). */
export function badge(top: string, middle: string, bottom: string, color: string): string {
  let body =
    circle(100, 100, 96, color) +
    circle(100, 100, 84, 'none', { stroke: C.white, 'stroke-width': 3, 'stroke-dasharray': '4 6' });
  body += circle(100, 100, 70, C.white);
  for (let i = 0; i < 5; i += 1)
    body += path(
      'M0 -6 L1.8 -1.8 L6 -1.8 L2.6 1 L3.8 5.4 L0 2.8 L-3.8 5.4 L-2.6 1 L-6 -1.8 L-1.8 -1.8Z',
      C.amber,
      { transform: `translate(${64 + i * 18} 52)` },
    );
  body += text(100, 92, top, top.length > 8 ? 17 : 24, color, {
    'text-anchor': 'middle',
    'font-weight': 700,
    'font-family': FONT,
  });
  body += text(100, 118, middle, middle.length > 12 ? 11 : 14, C.navy, {
    'text-anchor': 'middle',
    'font-weight': 700,
    'font-family': FONT,
  });
  body +=
    rect(44, 130, 112, 24, color, { rx: 12 }) +
    text(100, 147, bottom, 12, C.white, {
      'text-anchor': 'middle',
      'font-weight': 700,
      'font-family': FONT,
    });
  return svgDoc(200, 200, body, `${top} ${middle}`);
}

/** The brand's parking "P" sign on a 64 x 64 grid: the favicon and the share images' logo. */
export function logoMark(): string {
  return (
    rect(0, 0, 64, 64, C.navy, { rx: 14 }) +
    path('M20 12 H35 a13 13 0 0 1 0 26 H29 V52 H20Z M29 20 V30 H35 a5 5 0 0 0 0 -10Z', C.white, {
      'fill-rule': 'evenodd',
    }) +
    rect(20, 54, 24, 4, C.teal, { rx: 2 }) +
    circle(46, 48, 5, C.amber)
  );
}

export function favicon(): string {
  return svgDoc(64, 64, logoMark(), 'ParkNova');
}

export interface VectorSpec {
  name: string;
  svg: () => string;
}

export const VECTORS: readonly VectorSpec[] = [
  { name: 'partner1', svg: () => wordmark('Metro Realty', 'tower', C.navy, C.teal) },
  { name: 'partner2', svg: () => wordmark('Apex Malls', 'arch', C.tealDark, C.amberDark) },
  { name: 'partner3', svg: () => wordmark('Sahyadri Hospitals', 'cross', '#1d6f8a', C.greyDark) },
  { name: 'partner4', svg: () => wordmark('BlueDock Logistics', 'dock', C.navy3, C.greyDark) },
  { name: 'partner5', svg: () => wordmark('Indus Campus', 'cap', '#6b4fa0', C.amberDark) },
  { name: 'partner6', svg: () => wordmark('Konkan Rail Infra', 'rail', '#a8432f', C.navy) },
  { name: 'partner7', svg: () => wordmark('Sunrise Homes', 'sun', C.amberDark, C.navy) },
  { name: 'partner8', svg: () => wordmark('TechPark One', 'chip', C.greyDark, C.teal) },
  { name: 'group1', svg: () => wordmark('ParkNova Mobility', 'pin', C.navy, C.teal) },
  { name: 'group2', svg: () => wordmark('ParkNova Systems', 'gear', C.navy, C.amberDark) },
  { name: 'group3', svg: () => wordmark('CampusCare Labs', 'leaf', C.tealDark, C.navy) },
  { name: 'group4', svg: () => wordmark('GateWise Automation', 'gate', C.navy3, C.tealDark) },
  { name: 'cert1', svg: () => badge('ISO 9001', '2015', 'QUALITY', C.navy3) },
  { name: 'cert2', svg: () => badge('ISO 27001', '2022', 'INFO SECURITY', C.tealDark) },
  { name: 'cert3', svg: () => badge('CE', 'MARKED', 'HARDWARE', C.navy) },
  { name: 'cert4', svg: () => badge('MAKE IN', 'INDIA', 'MANUFACTURED', C.amberDark) },
];
