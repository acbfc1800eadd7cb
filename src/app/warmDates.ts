/**
 * Resolves once `worker` (src/workers/warmDates.worker.ts) has formatted its dates, which runs
 * ICU's start for dates off the main thread (docs/performance.md, "The app's start"), or has
 * failed, or `capMs` has passed: the site never waits longer for it. The worker ends itself.
 */
export function warmDates(worker: Worker, capMs: number): Promise<unknown> {
  return new Promise((resolve) => {
    worker.onmessage = worker.onerror = resolve;
    setTimeout(resolve, capMs);
  });
}
