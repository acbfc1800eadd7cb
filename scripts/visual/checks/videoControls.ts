/**
 * D44: video titles go outside the player, and a poster has no text under the controls. The
 * browser's own control bar is not in the DOM, so it is found on the screenshot: the rows at
 * the bottom of a player (wholly on the screen, at rest) that change when its `controls`
 * attribute is taken away for a second screenshot. In that second one, the picture under the
 * bar must be plain: at most 2 % of its pixels may stand 3:1 from the area's median colour
 * (a title, a caption, any detail the bar would cut through).
 */
import type { Finding } from '../findings';
import {
  channelDifference,
  contrast,
  medianColour,
  pixelAt,
  pixelsIn,
  type Box,
  type Pixels,
} from '../pixels';
import type { Probe } from '../page/probe';
import { capture, collect, type Screen } from '../screen';
import type { ProbeWindow } from '../page/probe';

export const DETAIL_SHARE_MAX = 0.02;
/** A row belongs to the bar when this share of its pixels changes. */
const CHANGED_ROW_SHARE = 0.3;
/** Rows without change the bar may hold (between its buttons and its progress line). */
const GAP_ROWS = 6;

export function installVideos(probe: Probe): void {
  probe.collect.videos = () =>
    [...document.querySelectorAll('video[controls]')].flatMap((video) => {
      const rect = video.getBoundingClientRect();
      const shown = probe.visibleBox(video);
      const whole =
        shown !== null &&
        Math.abs(shown.width - rect.width) < 1 &&
        Math.abs(shown.height - rect.height) < 1;
      if (!whole || !video.checkVisibility({ opacityProperty: true })) return [];
      const box = { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
      return [{ id: probe.mark(video), label: probe.describe(video), box }];
    });
}

/** How many rows at the bottom of the box the control bar takes. */
export function barHeight(withBar: Pixels, without: Pixels, box: Box): number {
  let height = 0;
  let gap = 0;
  for (let row = Math.floor(box.height) - 1; row >= 0 && gap <= GAP_ROWS; row -= 1) {
    const y = box.y + row + 0.5;
    let changed = 0;
    let total = 0;
    for (let x = box.x + 0.5; x < box.x + box.width; x += 1) {
      const a = pixelAt(withBar, x, y);
      const b = pixelAt(without, x, y);
      if (!a || !b) continue;
      total += 1;
      if (channelDifference(a, b) > 24) changed += 1;
    }
    if (total > 0 && changed / total >= CHANGED_ROW_SHARE) {
      height = Math.floor(box.height) - row;
      gap = 0;
    } else {
      gap += 1;
    }
  }
  return height;
}

/** The share of the area's pixels 3:1 or more from its median colour. */
export function detailShare(pixels: Pixels, area: Box): number {
  const colours = pixelsIn(pixels, area).map(([, , colour]) => colour);
  const ground = medianColour(colours);
  if (!ground) return 0;
  return colours.filter((colour) => contrast(colour, ground) >= 3).length / colours.length;
}

export async function videoControlFindings({ page, shot }: Screen): Promise<Finding[]> {
  const videos = await collect(page, 'videos');
  if (videos.length === 0) return [];
  const withBar = await shot();
  const ids = videos.map((video) => video.id);
  const toggle = (on: boolean) =>
    page.evaluate(
      ([marked, set]) => {
        (window as unknown as ProbeWindow).visualProbe.toggleControls(marked, set);
      },
      [ids, on] as const,
    );
  await toggle(false);
  let without: Pixels;
  try {
    without = await capture(page);
  } finally {
    await toggle(true);
  }
  return videos.flatMap(({ label, box }) => {
    const height = barHeight(withBar, without, box);
    if (height === 0) return [];
    const under = { ...box, y: box.y + box.height - height, height };
    const share = detailShare(without, under);
    if (share <= DETAIL_SHARE_MAX) return [];
    return [
      {
        check: 'video-controls',
        element: label,
        figure: `the control bar covers the bottom ${height} of ${Math.round(box.height)} px, over detail (${(share * 100).toFixed(1)} % of the picture under it stands 3:1 out, ${DETAIL_SHARE_MAX * 100} % allowed)`,
      },
    ];
  });
}
