import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from '../../../../../../src/renderer/src/views/trade/chart/after-first-paint'

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('afterFirstPaint', () => {
  it('runs the task in a task of its own after the next frame, not in it', () => {
    const task = vi.fn()
    afterFirstPaint(task)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs nothing once cancelled, before or after the frame', () => {
    const early = vi.fn()
    afterFirstPaint(early)()
    const late = vi.fn()
    const cancelLate = afterFirstPaint(late)
    vi.advanceTimersToNextFrame()
    cancelLate()
    vi.advanceTimersByTime(100)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
