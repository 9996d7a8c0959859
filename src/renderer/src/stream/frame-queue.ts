export interface FrameQueue {
  /** Runs `work` in a coming animation frame; work queued again under the same key replaces it. */
  schedule(key: object, work: () => void): void
  /** Drops the key's queued work, if any. */
  cancel(key: object): void
}

/**
 * Runs at most one queued update per animation frame, in the order their keys were first queued.
 * A market tick brings the book, the trades and the ticker within a millisecond: rendered in one
 * frame, they made it long enough to miss the next one on a slow machine; one panel a frame, each
 * frame stays short, and a panel is never more than a few frames behind its push.
 */
export function createFrameQueue(
  requestFrame: (callback: () => void) => number = (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle: number) => void = (handle) => cancelAnimationFrame(handle),
): FrameQueue {
  // A Map keeps the order keys were first set in: re-queued work keeps its place in the line.
  const waiting = new Map<object, () => void>()
  let frame: number | null = null

  function runNext(): void {
    frame = null
    const next = waiting.entries().next()
    if (next.done) return
    const [key, work] = next.value
    waiting.delete(key)
    if (waiting.size > 0) frame = requestFrame(runNext)
    work()
  }

  return {
    schedule(key, work) {
      waiting.set(key, work)
      frame ??= requestFrame(runNext)
    },
    cancel(key) {
      waiting.delete(key)
      if (waiting.size === 0 && frame !== null) {
        cancelFrame(frame)
        frame = null
      }
    },
  }
}

/** The one queue of the market panels (book, trades, ticker), so they take turns. */
export const marketFrames = createFrameQueue()
