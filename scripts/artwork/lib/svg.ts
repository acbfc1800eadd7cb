/** Minimal string builders for SVG markup. Numbers are rounded so output stays small and stable. */
export type Attrs = Record<string, string | number | undefined>;

export function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : escapeXml(value)}"`)
    .join('');
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(a)}/>`
    : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el('path', { d, fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });

export const poly = (
  points: readonly (readonly [number, number])[],
  fill: string,
  extra: Attrs = {},
) => el('polygon', { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra });

export const text = (
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  extra: Attrs = {},
) =>
  el(
    'text',
    {
      x,
      y,
      'font-size': size,
      fill,
      'font-family': 'DejaVu Sans, Verdana, Arial, sans-serif',
      ...extra,
    },
    escapeXml(content),
  );

export const g = (children: string, extra: Attrs = {}) => el('g', extra, children);

/** Places local artwork at (x, y), optionally scaled and mirrored horizontally. */
export function at(x: number, y: number, children: string, scale = 1, flip = false): string {
  const sx = flip ? -scale : scale;
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (scale !== 1 || flip) parts.push(`scale(${n(sx)} ${n(scale)})`);
  return g(children, { transform: parts.join(' ') });
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string])[],
  horizontal = false,
): string {
  const dir = horizontal ? { x1: 0, y1: 0, x2: 1, y2: 0 } : { x1: 0, y1: 0, x2: 0, y2: 1 };
  const body = stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join('');
  return el('linearGradient', { id, ...dir }, body);
}

export function radialGlow(id: string, color: string): string {
  return el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': 0.75 }) +
      el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0 }),
  );
}

/** Wraps a body into a standalone SVG document with the shared glow gradients defined. */
export function svgDoc(width: number, height: number, body: string, title?: string): string {
  const defs = el(
    'defs',
    {},
    radialGlow('glow-amber', '#ffd08a') +
      radialGlow('glow-teal', '#7fffe9') +
      radialGlow('glow-white', '#ffffff'),
  );
  const titleEl = title ? el('title', {}, escapeXml(title)) : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    titleEl +
    defs +
    body +
    '</svg>\n'
  );
}
