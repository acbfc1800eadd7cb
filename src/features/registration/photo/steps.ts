/**
 * D43: a chosen photo is read on the main thread, and a file of up to 25 MB must not hold the
 * tab for long. So the readers are generators that yield after each bounded piece of work (one
 * segment or chunk, at most STEP_BYTES bytes scanned or copied): `inSlices` runs them a few
 * milliseconds at a time and lets the page handle input in between; tests run them in one go
 * and count the steps.
 */
export type Steps<Result> = Generator<void, Result, void>;

/** The most bytes one step scans or copies: well under a millisecond on a slow phone. */
export const STEP_BYTES = 64 * 1024;

/** How long one slice runs before the page gets the main thread back. */
const SLICE_MS = 8;

/** Runs `steps` to the end at once; returns what it gave and how many steps it took. */
export function runSteps<Result>(steps: Steps<Result>): { result: Result; steps: number } {
  let count = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { result: next.value, steps: count };
    count += 1;
  }
}

/** A task of its own for what follows: the browser handles input and paints before it. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `steps` SLICE_MS at a time, giving the main thread back between slices. */
export async function inSlices<Result>(steps: Steps<Result>): Promise<Result> {
  for (;;) {
    const sliceEnd = performance.now() + SLICE_MS;
    while (performance.now() < sliceEnd) {
      const next = steps.next();
      if (next.done) return next.value;
    }
    await nextTask();
  }
}
