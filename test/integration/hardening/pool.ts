/** Runs `work` over `items` with at most `concurrency` in flight, like a trader with several windows. */
export async function inPool<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
  concurrency = 8,
): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T)
    }),
  )
}
