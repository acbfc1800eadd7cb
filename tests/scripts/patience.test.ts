import { onceMore, severalTries, withDeadline } from '../e2e/patience';

const never = new Promise<never>(() => undefined);

describe('withDeadline', () => {
  it('gives the work’s value when it comes in time', async () => {
    await expect(withDeadline(Promise.resolve('reset'), 1_000, 'reset')).resolves.toBe('reset');
  });

  it('gives the work’s own error when it fails in time', async () => {
    await expect(
      withDeadline(Promise.reject(new Error('no session')), 1_000, 'reset'),
    ).rejects.toThrow('no session');
  });

  it('rejects, naming the step, once the time is up without an answer', async () => {
    await expect(withDeadline(never, 20, 'WebKit reset')).rejects.toThrow(
      'WebKit reset: no answer within 20 ms',
    );
  });
});

describe('onceMore', () => {
  const discarded = new Error('no such frame (DiscardedBrowsingContextError)');
  const isDiscarded = (error: unknown) => error === discarded;

  it('runs the step once when it succeeds', async () => {
    const attempt = jest.fn(() => Promise.resolve('tab'));
    await expect(onceMore(attempt, isDiscarded)).resolves.toBe('tab');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('runs it a second time after a transient failure', async () => {
    const attempt = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(discarded)
      .mockResolvedValueOnce('tab');
    await expect(onceMore(attempt, isDiscarded)).resolves.toBe('tab');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second transient failure', async () => {
    const attempt = jest.fn(() => Promise.reject(discarded));
    await expect(onceMore(attempt, isDiscarded)).rejects.toBe(discarded);
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('never repeats a step that failed for another reason', async () => {
    const other = new Error('Firefox not found');
    const attempt = jest.fn(() => Promise.reject(other));
    await expect(onceMore(attempt, isDiscarded)).rejects.toBe(other);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('severalTries', () => {
  const discarded = new Error('no such frame (DiscardedBrowsingContextError)');
  const isDiscarded = (error: unknown) => error === discarded;
  const tries = { tries: 4, pauseMs: 20 };

  it('makes the tab on the third try after two transient failures in a row, pausing between', async () => {
    const started: number[] = [];
    const attempt = jest.fn(() => {
      started.push(performance.now());
      return started.length < 3 ? Promise.reject(discarded) : Promise.resolve('tab');
    });
    await expect(severalTries(attempt, isDiscarded, tries)).resolves.toBe('tab');
    expect(attempt).toHaveBeenCalledTimes(3);
    const [first = 0, second = 0, third = 0] = started;
    expect(second - first).toBeGreaterThanOrEqual(15);
    expect(third - second).toBeGreaterThanOrEqual(15);
  });

  it('gives up after its last try', async () => {
    const attempt = jest.fn(() => Promise.reject(discarded));
    await expect(severalTries(attempt, isDiscarded, tries)).rejects.toBe(discarded);
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('never repeats a step that failed for another reason', async () => {
    const other = new Error('Firefox not found');
    const attempt = jest.fn(() => Promise.reject(other));
    await expect(severalTries(attempt, isDiscarded, tries)).rejects.toBe(other);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
