import type { Locator } from 'playwright-core';
import { pageIdle } from './eventTiming';

/**
 * Where a finger would touch `target`: the middle of its box, in view, once the page says the
 * target is what a touch there hits and the page is idle again. Taken before the step is
 * timed. Playwright's own `locator.tap()` makes these checks inside the timed step, in scripts
 * of its own in the page that wait for animation frames, and sends the touch as the last of
 * those frames ends: the input then waits for the rest of a frame the bench itself forced,
 * which a visitor's finger never does, and that frame costs more on a page of the site than on
 * the floor's (on `/`'s partner logos 26–45 ms of input delay against 10–32 with the touch sent
 * alone, the floor's 5–16 either way; docs/performance.md, "Interactions").
 */
export async function touchPoint(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`bench:inp: ${String(target)} has no box to touch`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hits = await target.evaluate(
    (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
    point,
  );
  if (!hits)
    throw new Error(`bench:inp: a touch at the middle of ${String(target)} hits another element`);
  // Finding it scrolls and reads the page, and Playwright's scroll waits for frames: the touch
  // comes once those are over, in an idle moment, as a finger lands on a page being read.
  await pageIdle(target.page());
  return point;
}
