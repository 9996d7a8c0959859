import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PollLoop } from '../../../../../src/main/monitors/watch/poll-loop'

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => vi.useRealTimers())

function setup(outcomes: boolean[]) {
  const polls: number[] = []
  const errors: unknown[] = []
  const loop = new PollLoop({
    intervalMs: () => 1000,
    maxBackoffMs: 5000,
    poll: async () => {
      polls.push(Date.now())
      if (outcomes.shift() === false) throw new Error('offline')
    },
    onError: (error) => errors.push(error),
  })
  return { loop, polls, errors }
}

describe('the poll loop', () => {
  it('polls at once, then at the interval', async () => {
    const { loop, polls } = setup([])
    const start = Date.now()
    loop.start()
    await vi.advanceTimersByTimeAsync(2500)
    expect(polls.map((at) => at - start)).toEqual([0, 1000, 2000])
    loop.stop()
  })

  it('keeps the error as state, backs off while polls fail and comes back to the interval', async () => {
    const { loop, polls, errors } = setup([false, false, false, false, true, true])
    const start = Date.now()
    loop.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(loop.error).toEqual(new Error('offline'))
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 5000 + 5000 + 1000)
    // 1 s doubled per failure in a row, capped at 5 s; back to 1 s after the first success.
    expect(polls.map((at) => at - start)).toEqual([0, 2000, 6000, 11_000, 16_000, 17_000])
    expect(errors).toHaveLength(4)
    expect(loop.error).toBeNull()
    loop.stop()
  })

  it('stops polling once stopped', async () => {
    const { loop, polls } = setup([])
    loop.start()
    await vi.advanceTimersByTimeAsync(0)
    loop.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(polls).toHaveLength(1)
  })

  it('polls now on demand, after the poll in flight', async () => {
    const { loop, polls } = setup([])
    const start = Date.now()
    loop.start()
    await vi.advanceTimersByTimeAsync(0)
    await loop.pollNow()
    expect(polls).toHaveLength(2)
    // The interval starts again from the poll on demand.
    await vi.advanceTimersByTimeAsync(1000)
    expect(polls.map((at) => at - start)).toEqual([0, 0, 1000])
    loop.stop()
  })
})

describe('a poke', () => {
  /** Each poll takes 500 ms; the interval is long, so every poll seen here comes from a poke. */
  function slowLoop() {
    const polls: number[] = []
    const loop = new PollLoop({
      intervalMs: () => 60_000,
      poll: async () => {
        polls.push(Date.now())
        await new Promise((resolve) => setTimeout(resolve, 500))
      },
      onError: () => undefined,
    })
    return { loop, polls }
  }

  it('polls at once, without waiting for the interval', async () => {
    const { loop, polls } = slowLoop()
    const start = Date.now()
    loop.start()
    await vi.advanceTimersByTimeAsync(1000)
    loop.poke()
    await vi.advanceTimersByTimeAsync(0)
    expect(polls.map((at) => at - start)).toEqual([0, 1000])
    loop.stop()
  })

  it('during a poll causes exactly one more right after it, however many came', async () => {
    const { loop, polls } = slowLoop()
    const start = Date.now()
    loop.start()
    await vi.advanceTimersByTimeAsync(100)
    for (let i = 0; i < 5; i += 1) loop.poke()
    await vi.advanceTimersByTimeAsync(2000)
    expect(polls.map((at) => at - start)).toEqual([0, 500])
    // A poke after that one has finished polls again.
    loop.poke()
    await vi.advanceTimersByTimeAsync(0)
    expect(polls.map((at) => at - start)).toEqual([0, 500, 2100])
    loop.stop()
  })

  it('does nothing before start or after stop', async () => {
    const { loop, polls } = slowLoop()
    loop.poke()
    await vi.advanceTimersByTimeAsync(1000)
    expect(polls).toHaveLength(0)
    loop.start()
    await vi.advanceTimersByTimeAsync(600)
    loop.stop()
    loop.poke()
    await vi.advanceTimersByTimeAsync(1000)
    expect(polls).toHaveLength(1)
  })

  it('restarts the interval from the poll it caused', async () => {
    const { loop, polls } = slowLoop()
    const start = Date.now()
    loop.start()
    await vi.advanceTimersByTimeAsync(10_000)
    loop.poke()
    await vi.advanceTimersByTimeAsync(60_500)
    expect(polls.map((at) => at - start)).toEqual([0, 10_000, 70_500])
    loop.stop()
  })
})
