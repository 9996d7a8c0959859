import { describe, expect, it } from 'vitest'
import { createClockSync } from '../../../../src/main/exchange/clock'

describe('clock sync', () => {
  it('measures the offset at the middle of the round trip', async () => {
    let now = 1_000
    const clock = createClockSync({
      now: () => now,
      fetchServerTime: async () => {
        now += 40
        return 50_000
      },
    })
    await clock.ready()
    expect(clock.offsetMs()).toBe(50_000 - 1_020)
    expect(clock.timestamp()).toBe(String(now + 50_000 - 1_020))
  })

  it('syncs once for concurrent first callers', async () => {
    let calls = 0
    let release: (value: number) => void = () => {}
    const clock = createClockSync({
      now: () => 0,
      fetchServerTime: () => (calls++, new Promise<number>((resolve) => (release = resolve))),
    })
    const waiting = Promise.all([clock.ready(), clock.ready(), clock.ready()])
    release(7_000)
    await waiting
    expect(calls).toBe(1)
    expect(clock.offsetMs()).toBe(7_000)
  })

  it('re-syncs in the background when stale, without delaying the caller', async () => {
    let now = 0
    let serverOffset = 100
    let calls = 0
    const clock = createClockSync({
      now: () => now,
      resyncEveryMs: 60_000,
      fetchServerTime: async () => (calls++, now + serverOffset),
    })
    await clock.ready()
    now = 30_000
    await clock.ready()
    expect(calls).toBe(1)
    now = 60_000
    serverOffset = 900
    await clock.ready()
    expect(calls).toBe(2)
    await Promise.resolve()
    expect(clock.offsetMs()).toBe(900)
  })

  it('keeps the last offset when a sync fails and tries again later', async () => {
    let now = 0
    let fail = false
    let calls = 0
    const clock = createClockSync({
      now: () => now,
      retryFailedSyncMs: 10_000,
      fetchServerTime: async () => {
        calls++
        if (fail) throw new Error('offline')
        return now + 500
      },
    })
    await clock.ready()
    fail = true
    await clock.resync()
    expect(clock.offsetMs()).toBe(500)
    const fresh = createClockSync({
      now: () => now,
      retryFailedSyncMs: 10_000,
      fetchServerTime: async () => (calls++, Promise.reject(new Error('offline'))),
    })
    calls = 0
    await fresh.ready()
    now += 5_000
    await fresh.ready()
    expect(calls).toBe(1)
    now += 5_000
    await fresh.ready()
    expect(calls).toBe(2)
    expect(fresh.offsetMs()).toBe(0)
  })
})
