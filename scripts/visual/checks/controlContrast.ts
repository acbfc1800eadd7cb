/**
 * D44, WCAG 1.4.11: a control that floats over the page (in a small fixed box, such as the
 * contact and back-to-top buttons) or is drawn over a picture (the hero's arrows) keeps 3:1
 * against what is around it. Measured on the screenshot: from the control's centre, 64 rays
 * cross its outline (its border box with its corner radius); on each, the strongest contrast
 * between the control's own colour just inside and any pixel from its edge to 5 px outside
 * (its border, a ring, or the page behind). Three quarters of the outline must reach 3:1.
 * A control without a background or border of its own is its content (an icon, a text link):
 * its pixels against the same pixels with the control hidden.
 */
import type { Finding } from '../findings';
import { contrast, hex, medianColour, percentile, pixelAt, pixelsIn, ratio, type Rgb } from '../pixels';
import type { ControlItem, Probe } from '../page/probe';
import { captureWith, collect, type Screen } from '../screen';

export const CONTROL_CONTRAST_MIN = 3;
const RAYS = 64;
/** How far inside the outline the control's own colour is read, past antialiasing. */
const INSIDE = 4;
const OUTSIDE = 5;

export function installControls(probe: Probe): void {
  const CONTROLS =
    'a[href], button, [role="button"], input:not([type="hidden"]), select, textarea, summary';
  const alphaOf = (colour: string): number => {
    const match = /rgba?\(([^)]+)\)/.exec(colour);
    if (!match) return 0;
    const alpha = match[1]?.split(',')[3];
    return alpha === undefined ? 1 : parseFloat(alpha);
  };
  /** `fixed` inside a fixed or sticky box narrower than half the screen (not a bar). */
  const floating = (element: Element): boolean => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const { position } = getComputedStyle(at);
      if (position === 'fixed' || position === 'sticky') {
        return at.getBoundingClientRect().width < innerWidth / 2;
      }
    }
    return false;
  };

  probe.collect.controls = () => {
    const items: ControlItem[] = [];
    for (const element of document.querySelectorAll(CONTROLS)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const shown = probe.visibleBox(element);
      if (!shown || shown.width < 8 || shown.height < 8) continue;
      const rect = element.getBoundingClientRect();
      const centre: [number, number] = [shown.x + shown.width / 2, shown.y + shown.height / 2];
      let kind: ControlItem['kind'] | null = floating(element) ? 'fixed' : null;
      if (!kind && probe.pictureBehind(element, centre[0], centre[1], false)) kind = 'picture';
      if (!kind) continue;
      const style = getComputedStyle(element);
      const border =
        parseFloat(style.borderTopWidth) >= 1 &&
        style.borderTopStyle !== 'none' &&
        alphaOf(style.borderTopColor) >= 0.5;
      const radius = style.borderTopLeftRadius.endsWith('%')
        ? (parseFloat(style.borderTopLeftRadius) / 100) * rect.width
        : parseFloat(style.borderTopLeftRadius) || 0;
      items.push({
        id: probe.mark(element),
        label: probe.describe(element),
        box: { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
        shown,
        radius: Math.min(radius, rect.width / 2, rect.height / 2),
        hasBox: alphaOf(style.backgroundColor) >= 0.5 || border,
        kind,
      });
    }
    return items;
  };
}

/** Whether (x, y) is inside the box with rounded corners. */
function inside({ box, radius }: ControlItem, x: number, y: number): boolean {
  const [a, b] = [box.width / 2, box.height / 2];
  const dx = Math.abs(x - (box.x + a));
  const dy = Math.abs(y - (box.y + b));
  if (dx > a || dy > b) return false;
  if (dx <= a - radius || dy <= b - radius) return true;
  return (dx - (a - radius)) ** 2 + (dy - (b - radius)) ** 2 <= radius ** 2;
}

interface Edge {
  contrast: number;
  inside: Rgb;
  outside: Rgb;
}

/** The strongest edge along one ray across the outline, or null off the screen. */
function edgeOn(shot: Parameters<typeof pixelAt>[0], control: ControlItem, angle: number): Edge | null {
  const [cx, cy] = [control.box.x + control.box.width / 2, control.box.y + control.box.height / 2];
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  let low = 0;
  let high = control.box.width + control.box.height;
  while (high - low > 0.25) {
    const mid = (low + high) / 2;
    if (inside(control, cx + ux * mid, cy + uy * mid)) low = mid;
    else high = mid;
  }
  const at = (distance: number) => pixelAt(shot, cx + ux * distance, cy + uy * distance);
  const own = at(low - INSIDE);
  if (!own || low <= INSIDE) return null;
  let best: Edge | null = null;
  for (let distance = low - 2; distance <= low + OUTSIDE; distance += 1) {
    const colour = at(distance);
    if (!colour) return null;
    const value = contrast(own, colour);
    if (!best || value > best.contrast) best = { contrast: value, inside: own, outside: colour };
  }
  return best;
}

export async function controlContrastFindings({ page, shot }: Screen): Promise<Finding[]> {
  const controls = await collect(page, 'controls');
  if (controls.length === 0) return [];
  const pixels = await shot();
  const findings: Finding[] = [];
  for (const control of controls.filter((item) => item.hasBox)) {
    const edges: Edge[] = [];
    for (let ray = 0; ray < RAYS; ray += 1) {
      const edge = edgeOn(pixels, control, (ray / RAYS) * 2 * Math.PI);
      if (edge) edges.push(edge);
    }
    const quarter = percentile(
      edges.map((edge) => edge.contrast),
      0.25,
    );
    if (edges.length < RAYS / 2 || quarter >= CONTROL_CONTRAST_MIN) continue;
    const own = medianColour(edges.map((edge) => edge.inside));
    const around = medianColour(edges.map((edge) => edge.outside));
    findings.push({
      check: 'control-contrast',
      element: control.label,
      figure: `${ratio(quarter)} or less along a quarter of its outline, ${CONTROL_CONTRAST_MIN}:1 needed (${own ? hex(own) : '?'} on ${around ? hex(around) : '?'}, ${control.kind === 'fixed' ? 'fixed' : 'over a picture'})`,
    });
  }
  const bare = controls.filter((item) => !item.hasBox);
  if (bare.length === 0) return findings;
  const behind = await captureWith(
    page,
    bare.map((item) => item.id),
    'visibility',
    'hidden',
  );
  for (const control of bare) {
    const values = pixelsIn(pixels, control.shown).flatMap(([x, y, colour]) => {
      const under = pixelAt(behind, x, y);
      return under ? [contrast(colour, under)] : [];
    });
    const strongest = percentile(values, 0.97);
    if (!(strongest < CONTROL_CONTRAST_MIN)) continue;
    findings.push({
      check: 'control-contrast',
      element: control.label,
      figure: `its content stands out ${ratio(strongest)} from what is behind it, ${CONTROL_CONTRAST_MIN}:1 needed (no background or border of its own)`,
    });
  }
  return findings;
}
