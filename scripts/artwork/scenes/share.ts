/** Share images (Open Graph, Twitter card): a section's scene behind a navy brand panel with
 * the logo and the brand name, so a link preview is recognisably ParkNova at any size. */
import { C } from '../lib/palette';
import type { Rng } from '../lib/rng';
import { at, el, linearGradient, path, rect, text } from '../lib/svg';
import { logoMark } from './brand';
import { HERO, type Draw, type Size } from './base';

const PANEL = 540;
const SLANT = 90;

/** The scene fills the card right of the panel's slanted edge, drawn on the hero canvas (the
 * size scenes are composed for) and scaled to cover that area like CSS `object-fit: cover`,
 * so its centre, where every scene puts its subject, stays in view. */
function coverScene(size: Size, scene: Draw, rng: Rng): string {
  const x = PANEL - SLANT - 30;
  return el(
    'svg',
    {
      x,
      width: size.w - x,
      height: size.h,
      viewBox: `0 0 ${HERO.w} ${HERO.h}`,
      preserveAspectRatio: 'xMidYMid slice',
    },
    scene(HERO, rng),
  );
}

function brandPanel(size: Size): string {
  const edge = `M0 0 H${PANEL} L${PANEL - SLANT} ${size.h} H0Z`;
  return (
    el(
      'defs',
      {},
      linearGradient('share-panel', [
        [0, C.navy],
        [1, C.navy2],
      ]),
    ) +
    path(edge, 'url(#share-panel)') +
    path(`M${PANEL} 0 L${PANEL - SLANT} ${size.h}`, 'none', {
      stroke: C.teal,
      'stroke-width': 10,
    }) +
    at(72, 178, logoMark(), 2) +
    text(72, 384, 'ParkNova', 64, C.white, { 'font-weight': 700 }) +
    rect(76, 418, 150, 10, C.teal, { rx: 5 }) +
    rect(240, 418, 40, 10, C.amber, { rx: 5 })
  );
}

export function shareCard(scene: Draw): Draw {
  return (size, rng) =>
    rect(0, 0, size.w, size.h, C.navy) + coverScene(size, scene, rng) + brandPanel(size);
}
