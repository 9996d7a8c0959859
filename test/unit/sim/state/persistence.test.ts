import { describe, expect, it } from 'vitest'
import { StateWriter } from '../../../../src/sim/state/persistence'
import { createWorld } from '../../../../src/sim/state/world'

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0)
const FILE = '/data/sim/state.json'
const TAPE = '/data/sim/state.market.json'

interface Write {
  file: string
  text: string
  done: () => void
  fail: (error: Error) => void
}

/** A StateWriter over a fake disk whose writes end only when the test says so. */
function setUp() {
  const store = createWorld(5, () => T0)
  const writes: Write[] = []
  let inFlight = 0
  let mostInFlight = 0
  const writer = new StateWriter(
    FILE,
    () => store.snapshot(),
    (file, text) =>
      new Promise<void>((resolve, reject) => {
        inFlight++
        mostInFlight = Math.max(mostInFlight, inFlight)
        const end = () => inFlight--
        writes.push({
          file,
          text,
          done: () => (end(), resolve()),
          fail: (error) => (end(), reject(error)),
        })
      }),
  )
  /** Ends the pending write and lets the writer start what it queued. */
  const finish = async (index: number) => {
    writes[index]?.done()
    await flushMicrotasks()
  }
  return { store, writer, writes, finish, mostInFlight: () => mostInFlight }
}

const flushMicrotasks = () => new Promise<void>((resolve) => setImmediate(resolve))
const settled = (promise: Promise<unknown>) => {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  return async () => {
    await flushMicrotasks()
    return done
  }
}
const announcements = (text: string) =>
  (JSON.parse(text) as { announcements: unknown[] }).announcements

describe('StateWriter', () => {
  it('commits the state file without the market tape, and nothing when nothing durable changed', async () => {
    const { store, writer, writes, finish } = setUp()
    const first = writer.commit()
    await flushMicrotasks()
    expect(writes.map((write) => write.file)).toEqual([FILE])
    const saved = JSON.parse(writes[0]!.text) as { market: Record<string, unknown> }
    expect(Object.keys(saved.market).sort()).toEqual([
      'lastAnnouncementAt',
      'lastTick',
      'prices',
      'rngState',
    ])
    await finish(0)
    await first

    // Prices and the id counter move with every tick: not worth a write before an answer.
    store.state.market.prices.BTCUSDT = '1'
    store.state.market.lastTick += 1000
    store.state.idCounter += 3
    await writer.commit()
    expect(writes).toHaveLength(1)
  })

  it('has one write in flight at a time; the calls made meanwhile share the next, which holds all their changes', async () => {
    const { store, writer, writes, finish, mostInFlight } = setUp()
    const first = writer.commit()
    await flushMicrotasks()
    const later = [1, 2, 3].map((n) => {
      store.state.announcements.push(structuredClone({ ...store.state.announcements[0]!, n }))
      return writer.commit()
    })
    const laterDone = settled(Promise.all(later))
    await flushMicrotasks()
    expect(writes).toHaveLength(1)
    await finish(0)
    await first
    expect(writes).toHaveLength(2)
    expect(await laterDone()).toBe(false)
    const count = store.state.announcements.length
    expect(announcements(writes[1]!.text)).toHaveLength(count)
    await finish(1)
    expect(await laterDone()).toBe(true)
    expect(mostInFlight()).toBe(1)
  })

  it('answers a commit only after a write that began after its change', async () => {
    const { store, writer, writes, finish } = setUp()
    void writer.commit()
    await flushMicrotasks()
    // The running write took its snapshot before this change: the commit waits for the next one.
    store.state.timeShiftMs += 60_000
    const afterChange = settled(writer.commit())
    await finish(0)
    expect(await afterChange()).toBe(false)
    expect(JSON.parse(writes[1]!.text)).toMatchObject({ timeShiftMs: 60_000 })
    await finish(1)
    expect(await afterChange()).toBe(true)
  })

  it('flushes the state file, then the tape, each only when its text changed', async () => {
    const { store, writer, writes, finish } = setUp()
    const flushed = writer.flush()
    await flushMicrotasks()
    await finish(0)
    await finish(1)
    await flushed
    expect(writes.map((write) => write.file)).toEqual([FILE, TAPE])
    expect(Object.keys(JSON.parse(writes[1]!.text) as object).sort()).toEqual([
      'bars',
      'history',
      'trades',
    ])

    await writer.flush()
    expect(writes).toHaveLength(2)

    // A tick's trades change the tape and the id counter: a commit skips them, a flush does not.
    store.state.idCounter += 1
    store.state.market.trades.BTCUSDT = [
      { tradeId: '1', side: 'buy', price: '1', size: '1', ts: T0 },
    ]
    await writer.commit()
    expect(writes).toHaveLength(2)
    const again = writer.flush()
    await flushMicrotasks()
    await finish(2)
    await finish(3)
    await again
    expect(writes.map((write) => write.file).slice(2)).toEqual([FILE, TAPE])
  })

  it('a flush asked for while a commit runs is written after it, the tape included', async () => {
    const { writer, writes, finish } = setUp()
    void writer.commit()
    const flushed = writer.flush()
    await flushMicrotasks()
    expect(writes.map((write) => write.file)).toEqual([FILE])
    await finish(0)
    // The state file is as the commit wrote it: only the tape is left.
    expect(writes.map((write) => write.file)).toEqual([FILE, TAPE])
    await finish(1)
    await flushed
  })

  it('rejects the callers of a failed write, and writes again on the next commit', async () => {
    const { writer, writes, finish } = setUp()
    const failed = writer.commit()
    await flushMicrotasks()
    writes[0]!.fail(new Error('disk full'))
    await expect(failed).rejects.toThrow('disk full')
    const retried = writer.commit()
    await flushMicrotasks()
    expect(writes).toHaveLength(2)
    expect(writes[1]!.text).toBe(writes[0]!.text)
    await finish(1)
    await retried
  })
})
