import type { Locator } from 'playwright-core';

/**
 * For each slide of a carousel's track (`track`, the list that moves): whether it lies wholly
 * inside the box that clips the track, and whether it is free of `inert`. The two lists agree
 * when the track has slid to the slides the carousel says it shows.
 */
export async function slidesInView(
  track: Locator,
): Promise<{ inView: boolean[]; notInert: boolean[] }> {
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
