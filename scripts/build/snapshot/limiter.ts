/**
 * Runs tasks with at most `concurrency` of them at a time, so that a snapshot of a large
 * catalogue does not open hundreds of connections to the backend at once. After the first
 * failure no further task starts: the build is failing anyway (D38) and the backend need not
 * be asked for the rest.
 */
export function limiter(concurrency: number) {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`limiter: concurrency must be a whole number ≥ 1, not ${String(concurrency)}`);
  }
  let active = 0;
  let failure: { error: unknown } | undefined;
  const waiting: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      if (failure) throw failure.error;
      return await task();
    } catch (error) {
      failure ??= { error };
      throw error;
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}
