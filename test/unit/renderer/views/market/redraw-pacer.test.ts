import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { redrawPacer } from '../../../../../src/renderer/src/views/market/redraw-pacer'

beforeEach(() => vi.useFakeTimers({ now: 1_767_600_000_000 }))
afterEach(() => vi.useRealTimers())

describe('pacing the chart’s redraws', () => {
  it('redraws at once, then at most once an interval, with the changes in between in one', () => {
    const redraw = vi.fn()
    const pacer = redrawPacer(redraw, 250)
    pacer.changed()
    expect(redraw).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(100)
    pacer.changed()
    pacer.changed()
    vi.advanceTimersByTime(149)
    expect(redraw).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(redraw).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1_000)
    expect(redraw).toHaveBeenCalledTimes(2)
    pacer.changed()
    expect(redraw).toHaveBeenCalledTimes(3)
  })

  it('draws nothing more once stopped', () => {
    const redraw = vi.fn()
    const pacer = redrawPacer(redraw, 250)
    pacer.changed()
    pacer.changed()
    pacer.stop()
    vi.advanceTimersByTime(1_000)
    expect(redraw).toHaveBeenCalledTimes(1)
  })
})
