/** Runs `work` on every item, `workers` at a time, in the items' order. */
export async function runPool<T>(
  items: readonly T[],
  workers: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
}
