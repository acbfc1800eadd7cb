/**
 * D44: no element covers text at rest, floating controls included. Points along each line of
 * each text (its two ends and every 12 px) are tested with `elementFromPoint`; where the topmost element is not the text's
 * own (nor its container's), the cover is hidden for a second screenshot: only if the pixels
 * there change does it paint over the text (a transparent link area over a card does not).
 */
import type { Finding } from '../findings';
import { channelDifference, pixelAt, type Pixels } from '../pixels';
import type { Probe } from '../page/probe';
import { captureWith, collect, type Screen } from '../screen';

export function installCoveredText(probe: Probe): void {
  /** The outermost element over the point that shares no box with the text's element. */
  const coverRoot = (top: Element, text: Element): Element => {
    let root = top;
    while (root.parentElement && !root.parentElement.contains(text)) root = root.parentElement;
    return root;
  };
  const SPACING = 12;
  const NAMED =
    'a, button, [role], label, input, select, textarea, video, img, header, footer, nav';
  /** The control or landmark on top, or the box on top and the controls it holds. */
  const coverName = (top: Element, root: Element): string => {
    const named = top.closest(NAMED);
    if (named) return probe.describe(named);
    const held = [...root.querySelectorAll(NAMED)]
      .slice(0, 3)
      .map((inner) => probe.describe(inner));
    return held.length > 0
      ? `${probe.describe(top)} (holding ${held.join(', ')})`
      : probe.describe(top);
  };

  probe.collect.coveredText = () => {
    const found = new Map<string, ReturnType<Probe['collect']['coveredText']>[number]>();
    for (const { element, lines } of probe.textsInView()) {
      for (const line of lines) {
        const y = line.y + line.height / 2;
        // Both ends (where a floating button hides a line's last letters) and every 12 px.
        const count = Math.max(1, Math.ceil((line.width - 2) / SPACING));
        const xs = Array.from(
          { length: count + 1 },
          (_, i) => line.x + 1 + ((line.width - 2) * i) / count,
        );
        for (const x of xs) {
          const top = document.elementFromPoint(x, y);
          if (!top || top === element || element.contains(top) || top.contains(element)) continue;
          const root = coverRoot(top, element);
          const text = probe.mark(element);
          const cover = probe.mark(root);
          const key = `${text} ${cover}`;
          const known = found.get(key);
          if (known) known.points.push([x, y]);
          else {
            found.set(key, {
              text,
              textLabel: probe.describe(element),
              cover,
              coverLabel: coverName(top, root),
              points: [[x, y]],
            });
          }
        }
      }
    }
    return [...found.values()];
  };
}

/** Whether anything changed within 2 px of the point. */
function paintsAt(before: Pixels, after: Pixels, x: number, y: number): boolean {
  for (let dy = -2; dy <= 2; dy += 1) {
    for (let dx = -2; dx <= 2; dx += 1) {
      const a = pixelAt(before, x + dx, y + dy);
      const b = pixelAt(after, x + dx, y + dy);
      if (a && b && channelDifference(a, b) > 24) return true;
    }
  }
  return false;
}

export async function coveredTextFindings({ page, shot }: Screen): Promise<Finding[]> {
  const candidates = await collect(page, 'coveredText');
  if (candidates.length === 0) return [];
  const before = await shot();
  const covers = [...new Set(candidates.map((candidate) => candidate.cover))];
  const after = await captureWith(page, covers, [['visibility', 'hidden']]);
  return candidates.flatMap(({ textLabel, coverLabel, points }) => {
    const covered = points.filter(([x, y]) => paintsAt(before, after, x, y));
    const [first] = covered;
    if (!first) return [];
    return [
      {
        check: 'covered-text',
        element: textLabel,
        figure: `under ${coverLabel} at ${covered.length} sampled point(s), first at (${Math.round(first[0])}, ${Math.round(first[1])})`,
      },
    ];
  });
}
