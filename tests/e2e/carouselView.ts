import type { Locator } from 'playwright-core';
import { motionEnded } from './settle';

type SlidesPlace = { inView: boolean[]; notInert: boolean[] };

/**
 * For each slide of a carousel's track (`track`, the list that moves): whether it lies wholly
 * inside the box that clips the track, and whether it is free of `inert`. The two lists agree
 * when the track has slid to the slides the carousel says it shows.
 */
async function slidesInView(track: Locator): Promise<SlidesPlace> {
  return track.evaluate((list) => {
    const frame = (list.parentElement ?? list).getBoundingClientRect();
    const slides = [...list.children];
    return {
      inView: slides.map((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }),
      notInert: slides.map((slide) => !slide.hasAttribute('inert')),
    };
  });
}

/**
 * Presses a carousel's Next arrow from its first position, then its Previous arrow, and
 * records where the slides are after each step has settled: the first slide's `inert` comes
 * (forward) or goes (back) with the store, then the track slides.
 */
export async function slidesAfterEachArrow(
  track: Locator,
  arrows: { next: Locator; previous: Locator },
): Promise<{ next: SlidesPlace; previous: SlidesPlace }> {
  const step = async (arrow: Locator, first: string) => {
    await arrow.click();
    await track.locator(first).waitFor({ state: 'attached' });
    await motionEnded(track);
    return slidesInView(track);
  };
  const next = await step(arrows.next, 'li:first-child[inert]');
  const previous = await step(arrows.previous, 'li:first-child:not([inert])');
  return { next, previous };
}
