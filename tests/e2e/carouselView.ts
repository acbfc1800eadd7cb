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
 * Presses a carousel's Next arrow, then its Previous arrow, and records where the slides are
 * after each step has settled. A step is seen in which slides are `inert`, which changes with
 * the store before the track slides: after Next they differ from where the carousel stood,
 * after Previous they are those again. Counted from where it stands, not from its first
 * position: a carousel that moves by itself may have stepped before its pause.
 */
export async function slidesAfterEachArrow(
  track: Locator,
  arrows: { next: Locator; previous: Locator },
): Promise<{ next: SlidesPlace; previous: SlidesPlace }> {
  const list = await track.elementHandle();
  const inertNow = () =>
    track.evaluate((element) =>
      [...element.children].map((slide) => (slide.hasAttribute('inert') ? 'i' : '-')).join(''),
    );
  const start = await inertNow();
  const step = async (arrow: Locator, back: boolean) => {
    await arrow.click();
    await track.page().waitForFunction(
      ({ element, from, returning }) => {
        const now = [...element.children]
          .map((slide) => (slide.hasAttribute('inert') ? 'i' : '-'))
          .join('');
        return returning ? now === from : now !== from;
      },
      { element: list, from: start, returning: back },
    );
    await motionEnded(track);
    return slidesInView(track);
  };
  const next = await step(arrows.next, false);
  const previous = await step(arrows.previous, true);
  return { next, previous };
}
