import { describe, expect, it } from 'vitest'
import { rendererMainThreadTime, type TraceEvent } from '../../../bench/lib/trace-summary'

const main = { pid: 10, tid: 10 }
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
})
/** A complete event on the page's main thread: start and length in µs, thread time as given. */
const complete = (name: string, ts: number, dur: number, tdur: number): TraceEvent => ({
  name,
  ph: 'X',
  ...main,
  ts,
  dur,
  tdur,
})

describe('the page main thread’s time from a trace', () => {
  it('takes the busiest renderer main thread, self time per event, and the work of each frame', () => {
    const events: TraceEvent[] = [
      meta(10, 10, 'CrRendererMain'),
      meta(20, 20, 'CrRendererMain'),
      meta(10, 11, 'Compositor'),
      { ...complete('RunTask', 0, 50, 40), pid: 20, tid: 20 },
      // A message task, then a frame: script, layout and the commit that ends the frame.
      complete('RunTask', 0, 300, 250),
      complete('FunctionCall', 10, 200, 180),
      complete('RunTask', 1_000, 2_000, 1_600),
      complete('FireAnimationFrame', 1_010, 500, 400),
      complete('FunctionCall', 1_020, 400, 350),
      complete('Layout', 1_600, 600, 500),
      complete('Commit', 2_300, 300, 300),
      // Work after the last commit belongs to no frame yet.
      complete('RunTask', 4_000, 100, 90),
      { ...complete('Layout', 1_600, 900, 900), tid: 11 },
    ]
    const time = rendererMainThreadTime(events)
    expect(time.totalMs).toBeCloseTo(1.94)
    expect(Object.fromEntries(time.selfMs)).toEqual({
      RunTask: 0.07 + 0.4 + 0.09,
      FunctionCall: 0.53,
      FireAnimationFrame: 0.05,
      Layout: 0.5,
      Commit: 0.3,
    })
    expect(time.frameMs).toEqual([1.85])
  })

  it('says so when the trace has no renderer main thread', () => {
    expect(() => rendererMainThreadTime([meta(1, 1, 'Compositor')])).toThrow(/no renderer main/)
  })
})
