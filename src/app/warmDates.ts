/**
 * Resolves once the worker `startWorker` makes (src/workers/warmDates.worker.ts) has formatted
 * its dates, which runs ICU's start for dates off the main thread (docs/performance.md, "The
 * app's start"), or has failed, or `capMs` has passed: the site never waits longer for it. The
 * worker ends itself.
 *
 * A browser may refuse the worker outright: `Worker` missing, or a SecurityError where a
 * policy or a privacy mode forbids workers. The worker only saves time, so the site starts
 * without it, and its first date costs ICU's start on the main thread instead.
 */
export function warmDates(startWorker: () => Worker, capMs: number): Promise<unknown> {
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    worker.onmessage = worker.onerror = resolve;
    setTimeout(resolve, capMs);
  });
}
