/**
 * The app's start waits for the worker that starts ICU's date formatting off the main thread
 * (src/app/warmDates.ts) only while it works: until its message, its error, or the cap.
 * jsdom has no Worker: a stand-in that dispatches what a worker dispatches.
 */
import { warmDates } from '@/app/warmDates';

/** What the start reads of a worker: its message and error handlers. */
function standInWorker() {
  return { onmessage: null, onerror: null } as unknown as Worker;
}

describe('warmDates', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settled = (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    return async () => {
      await Promise.resolve();
      return done;
    };
  };

  it('resolves when the worker has formatted its dates', async () => {
    const worker = standInWorker();
    const isDone = settled(warmDates(worker, 300));
    expect(await isDone()).toBe(false);
    worker.onmessage?.(new MessageEvent('message', { data: 'warm' }));
    expect(await isDone()).toBe(true);
  });

  it('resolves when the worker fails, so a page never waits on a worker that cannot run', async () => {
    const worker = standInWorker();
    const isDone = settled(warmDates(worker, 300));
    worker.onerror?.(new ErrorEvent('error'));
    expect(await isDone()).toBe(true);
  });

  it('stops waiting at the cap when the worker is slow', async () => {
    const isDone = settled(warmDates(standInWorker(), 300));
    jest.advanceTimersByTime(299);
    expect(await isDone()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await isDone()).toBe(true);
  });
});
