/**
 * Thread CPU time from a Chromium trace (`tdur` of complete events, µs): unlike wall time, the
 * CPU throttle does not stretch it and other processes' load changes it little. What the page's
 * main thread did, by event and by frame.
 */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { nodeName?: string } }
}

export interface ThreadTime {
  /** Thread CPU time of the thread's top-level tasks, ms. */
  totalMs: number
  /** Self thread CPU time per event name, ms, largest first. */
  selfMs: [name: string, ms: number][]
  /** The thread CPU time of each frame's work (every task since the previous commit), ms. */
  frameMs: number[]
}

/** The page's main thread: the CrRendererMain that did the most work. */
function busiestRendererMain(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const work = new Map<string, { pid: number; tid: number; us: number }>()
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      work.set(`${event.pid}:${event.tid}`, { pid: event.pid, tid: event.tid, us: 0 })
  }
  for (const event of events) {
    const thread = work.get(`${event.pid}:${event.tid}`)
    if (thread && event.name === 'RunTask') thread.us += event.tdur ?? 0
  }
  const busiest = [...work.values()].sort((a, b) => b.us - a.us)[0]
  if (!busiest) throw new Error('the trace has no renderer main thread')
  return busiest
}

export function rendererMainThreadTime(events: readonly TraceEvent[]): ThreadTime {
  const { pid, tid } = busiestRendererMain(events)
  const complete = events
    .filter(
      (event) =>
        event.pid === pid && event.tid === tid && event.ph === 'X' && event.tdur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const self = new Map<string, number>()
  const stack: TraceEvent[] = []
  const frameMs: number[] = []
  let total = 0
  let sinceCommit = 0
  for (const event of complete) {
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!
      if (event.ts < top.ts + (top.dur ?? 0)) break
      stack.pop()
    }
    const parent = stack[stack.length - 1]
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.tdur!)
    else {
      total += event.tdur!
      sinceCommit += event.tdur!
    }
    self.set(event.name, (self.get(event.name) ?? 0) + event.tdur!)
    if (event.name === 'Commit') {
      frameMs.push(sinceCommit / 1000)
      sinceCommit = 0
    }
    stack.push(event)
  }
  return {
    totalMs: total / 1000,
    selfMs: [...self.entries()]
      .map(([name, us]): [string, number] => [name, us / 1000])
      .sort((a, b) => b[1] - a[1]),
    frameMs,
  }
}
