import { describe, expect, it } from 'vitest'
import { createFrameQueue } from '../../../../src/renderer/src/stream/frame-queue'

/** Frames that run only when the test says so. */
function manualFrames() {
  const callbacks = new Map<number, () => void>()
  let next = 1
  return {
    request: (callback: () => void) => {
      callbacks.set(next, callback)
      return next++
    },
    cancel: (handle: number) => void callbacks.delete(handle),
    pending: () => callbacks.size,
    run() {
      const due = [...callbacks.values()]
      callbacks.clear()
      for (const callback of due) callback()
    },
  }
}

describe('the frame queue of the market panels', () => {
  it('runs one update a frame, in the order first queued, each the latest queued for its key', () => {
    const frames = manualFrames()
    const queue = createFrameQueue(frames.request, frames.cancel)
    const book = {}
    const ticker = {}
    const trades = {}
    const ran: string[] = []
    queue.schedule(book, () => ran.push('book 1'))
    queue.schedule(ticker, () => ran.push('ticker 1'))
    queue.schedule(book, () => ran.push('book 2'))
    queue.schedule(trades, () => ran.push('trades 1'))
    expect(frames.pending()).toBe(1)

    frames.run()
    expect(ran).toEqual(['book 2'])
    queue.schedule(book, () => ran.push('book 3'))
    frames.run()
    frames.run()
    expect(ran).toEqual(['book 2', 'ticker 1', 'trades 1'])
    frames.run()
    expect(ran).toEqual(['book 2', 'ticker 1', 'trades 1', 'book 3'])
    frames.run()
    expect(frames.pending()).toBe(0)
  })

  it('drops a cancelled key’s update, and asks for no frame when nothing is left', () => {
    const frames = manualFrames()
    const queue = createFrameQueue(frames.request, frames.cancel)
    const book = {}
    const ticker = {}
    const ran: string[] = []
    queue.schedule(book, () => ran.push('book'))
    queue.schedule(ticker, () => ran.push('ticker'))
    queue.cancel(book)
    frames.run()
    expect(ran).toEqual(['ticker'])
    queue.schedule(book, () => ran.push('book'))
    queue.cancel(book)
    expect(frames.pending()).toBe(0)
    queue.schedule(ticker, () => ran.push('ticker'))
    frames.run()
    expect(ran).toEqual(['ticker', 'ticker'])
  })
})
