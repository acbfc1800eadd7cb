/**
 * D44, WCAG 1.4.11: a control that floats over the page keeps 3:1 against what is around it.
 * Floating: in a small fixed or sticky box (the contact and back-to-top buttons; a full-width
 * bar such as the header is the page's own chrome, not floating), or placed absolutely over a
 * picture (the hero's arrows and pause button). Measured on screenshots: from the control's
 * centre, 64 rays cross its outline (its border box with its corner radius); on each, the
 * strongest contrast between the control's own colour 4 px inside and either any pixel from
 * 2 px inside to 3 px outside its edge (its border, a ring) or the page right behind its edge
 * in a second screenshot with the controls hidden (so a soft drop shadow neither helps nor
 * hides it). Three quarters of the outline must reach 3:1. A control without a background or
 * border of its own is its content (an icon, a text link): its pixels against the same pixels
 * with it hidden.
 */
import type { Finding } from '../findings';
import {
  contrast,
  hex,
  medianColour,
  percentile,
  pixelAt,
  pixelsIn,
  ratio,
  type Pixels,
  type Rgb,
} from '../pixels';
import type { ControlItem, Probe } from '../page/probe';
import { captureWith, collect, type Screen } from '../screen';

export const CONTROL_CONTRAST_MIN = 3;
const RAYS = 64;
/** How far inside the outline the control's own colour is read, past antialiasing. */
const INSIDE = 4;
/** How far outside the outline a ring of the control's own is looked for. */
const RING = 3;

export function installControls(probe: Probe): void {
  const CONTROLS =
    'a[href], button, [role="button"], input:not([type="hidden"]), select, textarea, summary';
  const alphaOf = (colour: string): number => {
    const match = /rgba?\(([^)]+)\)/.exec(colour);
    if (!match) return 0;
    const alpha = match[1]?.split(',')[3];
    return alpha === undefined ? 1 : parseFloat(alpha);
  };
  /**
   * `fixed`: in a fixed or sticky box narrower than half the screen (not a bar); `absolute`:
   * placed absolutely (a picture behind it makes it floating); null: in the page's flow.
   */
  const placement = (element: Element): 'fixed' | 'absolute' | null => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const { position } = getComputedStyle(at);
      if (position === 'fixed' || position === 'sticky') {
        return at.getBoundingClientRect().width < innerWidth / 2 ? 'fixed' : null;
      }
      if (position === 'absolute') return 'absolute';
    }
    return null;
  };

  probe.collect.controls = () => {
    const items: ControlItem[] = [];
    const band = probe.freeBand();
    for (const element of document.querySelectorAll(CONTROLS)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const shown = probe.visibleBox(element);
      if (!shown || shown.width < 8 || shown.height < 8) continue;
      const rect = element.getBoundingClientRect();
      const where = placement(element);
      let kind: ControlItem['kind'] | null = where === 'fixed' ? 'fixed' : null;
      // Judged on a screen where it shows whole, below the header.
      const whole = rect.top >= band.top && rect.bottom <= band.bottom;
      const [cx, cy] = [shown.x + shown.width / 2, shown.y + shown.height / 2];
      if (where === 'absolute' && whole && probe.pictureBehind(element, cx, cy, false)) {
        kind = 'picture';
      }
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
function edgeOn(
  shot: Pixels,
  behind: Pixels | null,
  control: ControlItem,
  angle: number,
): Edge | null {
  const [cx, cy] = [control.box.x + control.box.width / 2, control.box.y + control.box.height / 2];
  const [ux, uy] = [Math.cos(angle), Math.sin(angle)];
  let low = 0;
  let high = control.box.width + control.box.height;
  while (high - low > 0.25) {
    const mid = (low + high) / 2;
    if (inside(control, cx + ux * mid, cy + uy * mid)) low = mid;
    else high = mid;
  }
  const at = (pixels: Pixels, distance: number) =>
    pixelAt(pixels, cx + ux * distance, cy + uy * distance);
  const own = at(shot, low - INSIDE);
  if (!own || low <= INSIDE) return null;
  const around: (Rgb | null)[] = [];
  for (let distance = low - 2; distance <= low + RING; distance += 1)
    around.push(at(shot, distance));
  if (behind) {
    for (let distance = low + 1; distance <= low + 3; distance += 1) {
      around.push(at(behind, distance));
    }
  }
  let best: Edge | null = null;
  for (const colour of around) {
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
  // The screenshot with the controls hidden is taken only for those the first one fails: on
  // a light page the outline alone already shows 3:1.
  const failing = controls.filter((control) =>
    control.hasBox ? outlineFinding(pixels, null, control) : true,
  );
  if (failing.length === 0) return [];
  const behind = await captureWith(
    page,
    controls.map((item) => item.id),
    [['visibility', 'hidden']],
  );
  return failing.flatMap((control) => {
    const finding = control.hasBox
      ? outlineFinding(pixels, behind, control)
      : contentFinding(pixels, behind, control);
    return finding ? [finding] : [];
  });
}

function outlineFinding(
  pixels: Pixels,
  behind: Pixels | null,
  control: ControlItem,
): Finding | null {
  const edges: Edge[] = [];
  for (let ray = 0; ray < RAYS; ray += 1) {
    const edge = edgeOn(pixels, behind, control, (ray / RAYS) * 2 * Math.PI);
    if (edge) edges.push(edge);
  }
  if (edges.length < RAYS / 2) return null;
  const sorted = [...edges].sort((a, b) => a.contrast - b.contrast);
  const weak = sorted[Math.ceil(sorted.length / 4) - 1];
  if (!weak || weak.contrast >= CONTROL_CONTRAST_MIN) return null;
  const own = medianColour(edges.map((edge) => edge.inside)) ?? weak.inside;
  return {
    check: 'control-contrast',
    element: control.label,
    figure: `${ratio(weak.contrast)} or less along a quarter of its outline, ${CONTROL_CONTRAST_MIN}:1 needed (${hex(own)} against ${hex(weak.outside)} there, ${control.kind === 'fixed' ? 'fixed' : 'over a picture'})`,
  };
}

function contentFinding(pixels: Pixels, behind: Pixels, control: ControlItem): Finding | null {
  const values = pixelsIn(pixels, control.shown).flatMap(([x, y, colour]) => {
    const under = pixelAt(behind, x, y);
    return under ? [contrast(colour, under)] : [];
  });
  const strongest = percentile(values, 0.97);
  if (!(strongest < CONTROL_CONTRAST_MIN)) return null;
  return {
    check: 'control-contrast',
    element: control.label,
    figure: `its content stands out ${ratio(strongest)} from what is behind it, ${CONTROL_CONTRAST_MIN}:1 needed (no background or border of its own)`,
  };
}
