/** Runs `task` for 0..count-1 with at most `parallel` in flight; resolves with the results in order. */
export async function inPool<T>(
  count: number,
  parallel: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return results;
}
