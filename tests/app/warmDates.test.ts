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

/** How the start is given its worker: made inside `warmDates`, which may throw. */
const made = (worker: Worker) => () => worker;

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
    const isDone = settled(warmDates(made(worker), 300));
    expect(await isDone()).toBe(false);
    worker.onmessage?.(new MessageEvent('message', { data: 'warm' }));
    expect(await isDone()).toBe(true);
  });

  it('resolves when the worker fails, so a page never waits on a worker that cannot run', async () => {
    const worker = standInWorker();
    const isDone = settled(warmDates(made(worker), 300));
    worker.onerror?.(new ErrorEvent('error'));
    expect(await isDone()).toBe(true);
  });

  it('stops waiting at the cap when the worker is slow', async () => {
    const isDone = settled(warmDates(made(standInWorker()), 300));
    jest.advanceTimersByTime(299);
    expect(await isDone()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await isDone()).toBe(true);
  });

  it('resolves at once where the browser refuses the worker, so the site starts without it', async () => {
    const refused = () => {
      throw new DOMException('Workers are not allowed here', 'SecurityError');
    };
    const isDone = settled(warmDates(refused, 300));
    expect(await isDone()).toBe(true);
  });
});
