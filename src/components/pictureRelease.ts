import { startTransition, useEffect, useState } from 'react';
import { useAppRunning } from '@/hooks/useAppRunning';
import { waitsForApp, type ImagePriority } from './imagePriority';

/**
 * How many elements waiting pictures may give the page in one commit: each its `<source>`s and
 * its `<img>`'s file, on each of which the browser chooses the picture's file anew. All of a
 * page's at once (nineteen pictures and 32 sources on `/`, fifteen and 30 on `/solution`) were
 * one commit of 29–34 ms of the main thread's CPU time at load on the shared machine, 120–140
 * ms in Lighthouse's simulation of a slowed phone: the longest task of the site's scripts
 * (D49). Four of the home's hero slides (16 sources) still took 9–12 ms; ten elements, about
 * 5 ms (docs/performance.md, "The app's start").
 */
export const ELEMENTS_PER_COMMIT = 10;

interface Waiting {
  /** The elements its file brings: its sources and its image. */
  weight: number;
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
  // At least one, however many sources it has.
  let count = 1;
  let weight = queue[0]?.weight ?? 0;
  for (; count < queue.length; count += 1) {
    weight += queue[count]?.weight ?? 0;
    if (weight > ELEMENTS_PER_COMMIT) break;
  }
  inFlight = queue.splice(0, count);
  startTransition(() => {
    for (const waiting of inFlight) waiting.release();
  });
}

/**
 * Whether a picture of `priority` with `sources` `<source>` elements has its file. One rendered
 * before the app runs (the prerender and the render that hydrates it) and not wanted at once
 * (`waitsForApp`) gets it after the app runs, a few pictures per commit, in the document's
 * order; one rendered later has it at once, as any picture the running app shows.
 */
export function usePictureFile(priority: ImagePriority, sources: number): boolean {
  const running = useAppRunning();
  const [released, setReleased] = useState(() => !waitsForApp(priority, running));
  useEffect(() => {
    if (released || !running) return undefined;
    const waiting: Waiting = {
      weight: sources + 1,
      release: () => setReleased(true),
      settled: false,
    };
    queue.push(waiting);
    releaseNext();
    return () => {
      // Run when its release has been committed (`released` changed) or when it unmounts.
      waiting.settled = true;
      const at = queue.indexOf(waiting);
      if (at >= 0) queue.splice(at, 1);
      releaseNext();
    };
  }, [released, running, sources]);
  return released;
}
