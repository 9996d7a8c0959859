import { describe, expect, it } from 'vitest'
import { flingWatch, whenScrollSettles } from '../../../../src/renderer/src/components/grid/fling'

const rows = (start: number, end: number) => ({ start, end })

describe('flingWatch', () => {
  it('calls a step a fling when it replaces every row, and the step before did too', () => {
    const watch = flingWatch()
    expect(watch.step(rows(0, 20), rows(40, 60))).toBe(false)
    expect(watch.step(rows(40, 60), rows(80, 100))).toBe(true)
    expect(watch.step(rows(80, 100), rows(60, 80))).toBe(true)
    // A step that keeps some rows in view ends it.
    expect(watch.step(rows(60, 80), rows(65, 85))).toBe(false)
    expect(watch.step(rows(65, 85), rows(100, 120))).toBe(false)
  })

  it('keeps its answer for a step that changes nothing, and starts over once settled', () => {
    const watch = flingWatch()
    watch.step(rows(0, 20), rows(40, 60))
    expect(watch.step(rows(40, 60), rows(80, 100))).toBe(true)
    expect(watch.step(rows(80, 100), rows(80, 100))).toBe(true)
    watch.settle()
    expect(watch.step(rows(80, 100), rows(120, 140))).toBe(false)
  })
})

describe('whenScrollSettles', () => {
  it('settles on the first frame without a scroll step since the frame before', () => {
    const queue: (() => void)[] = []
    const runFrame = () => queue.splice(0).forEach((callback) => callback())
    let steps = 1
    let settled = 0
    whenScrollSettles(
      () => steps,
      () => settled++,
      (callback) => queue.push(callback),
    )
    runFrame() // the frame of the last step
    steps++ // the next frame scrolls again
    runFrame()
    expect(settled).toBe(0)
    runFrame() // nothing scrolled since
    expect(settled).toBe(1)
    expect(queue).toHaveLength(0)
  })
})
