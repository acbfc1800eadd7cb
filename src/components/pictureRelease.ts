import { startTransition, useEffect, useState } from 'react';
import { useAppRunning } from '@/hooks/useAppRunning';
import { waitsForApp, type ImagePriority } from './imagePriority';

/**
 * How many waiting pictures get their files in one commit. Giving a picture its file inserts
 * its `<source>` elements and sets its `src`, and the browser chooses the picture's file anew
 * on each; all of a page's at once (nineteen on `/`, fifteen on `/solution`) were one commit
 * of 29–34 ms of the main thread's CPU time at load on a slowed phone, 120–140 ms in
 * Lighthouse's simulation: the longest task of the site's scripts (D49, docs/performance.md).
 */
export const PICTURES_PER_COMMIT = 4;

interface Waiting {
  release: () => void;
  /** Its release has been committed, or it left the page: it holds the next batch up no more. */
  settled: boolean;
}

/** Pictures waiting for their turn, in the order their effects ran (the document's). */
const queue: Waiting[] = [];
/** The batch released last, until each of its pictures has settled. */
let inFlight: Waiting[] = [];

/**
 * Releases the next batch once the last one has been committed: each batch is a transition of
 * its own, so React renders it in slices and commits it in a task of its own.
 */
function releaseNext(): void {
  if (queue.length === 0 || inFlight.some((waiting) => !waiting.settled)) return;
  inFlight = queue.splice(0, PICTURES_PER_COMMIT);
  startTransition(() => {
    for (const waiting of inFlight) waiting.release();
  });
}

/**
 * Whether a picture of `priority` has its file. One rendered before the app runs (the
 * prerender and the render that hydrates it) and not wanted at once (`waitsForApp`) gets it
 * after the app runs, a few pictures per commit, in the document's order; one rendered later
 * has it at once, as any picture the running app shows.
 */
export function usePictureFile(priority: ImagePriority): boolean {
  const running = useAppRunning();
  const [released, setReleased] = useState(() => !waitsForApp(priority, running));
  useEffect(() => {
    if (released || !running) return undefined;
    const waiting: Waiting = { release: () => setReleased(true), settled: false };
    queue.push(waiting);
    releaseNext();
    return () => {
      // Run when its release has been committed (`released` changed) or when it unmounts.
      waiting.settled = true;
      const at = queue.indexOf(waiting);
      if (at >= 0) queue.splice(at, 1);
      releaseNext();
    };
  }, [released, running]);
  return released;
}
