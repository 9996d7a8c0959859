import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UnreadableFile } from '../../../../src/main/cache/json-file'
import { SnapshotStore } from '../../../../src/main/cache/snapshot-store'
import { ExchangeError } from '../../../../src/main/exchange/errors'
import {
  cachedPendingOrdersSchema,
  pendingConfirmationSchema,
  PendingOrdersMonitor,
} from '../../../../src/main/monitors/pending-orders-monitor'
import { Backoff } from '../../../../src/main/monitors/backoff'
import type {
  PendingChange,
  PendingOrder,
  PendingOrderEvent,
  PendingSyncState,
} from '../../../../src/shared/channels/pending'
import { exchangeRecord, pendingOrder } from '../../../fixtures/pending-order'

const offline = () =>
  new ExchangeError({
    kind: 'network',
    operation: 'getPendingFuturesOrders',
    message: 'ECONNREFUSED',
    retryable: true,
    mayHaveBeenProcessed: false,
  })

/** An exchange whose answer the test sets; `null` means it cannot be reached. */
function fakeSource() {
  const state: { orders: PendingOrder[] | null; calls: number; delayMs: number } = {
    orders: [],
    calls: 0,
    delayMs: 0,
  }
  return {
    state,
    source: {
      getFuturesOrderDetail: () => Promise.reject(new Error('not looked up in this test')),
      collectPages: (async (_name: string, query: { status: string }) => {
        state.calls += 1
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
        if (state.orders === null) throw offline()
        const items = state.orders
          .filter((order) => order.status === query.status)
          .map(exchangeRecord)
        return { items, complete: true }
      }) as never,
    },
  }
}

function setup(options: { cacheDir?: string } = {}) {
  const dir = options.cacheDir ?? mkdtempSync(join(tmpdir(), 'pending-monitor-'))
  const issues: UnreadableFile[] = []
  const snapshots = new SnapshotStore(dir, (issue) => issues.push(issue))
  const exchange = fakeSource()
  const changes: PendingChange[] = []
  const syncs: PendingSyncState[] = []
  const events: PendingOrderEvent[] = []
  const monitor = new PendingOrdersMonitor({
    profileId: 'p1',
    productTypes: ['USDT-FUTURES'],
    source: exchange.source,
    snapshots,
    intervalMs: () => 3000,
    maxBackoffMs: 30_000,
    onChange: (change) => changes.push(change),
    onSync: (sync) => syncs.push(sync),
    onEvents: (batch) => events.push(...batch),
  })
  return { dir, issues, snapshots, exchange, changes, syncs, events, monitor }
}

/** A new monitor on the cache folder `dir`, started while the exchange cannot be reached. */
async function restartOffline(dir: string) {
  const restarted = setup({ cacheDir: dir })
  restarted.exchange.state.orders = null
  await restarted.monitor.start()
  return restarted
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the backoff', () => {
  it('doubles with each failure up to the ceiling and returns to the interval on success', () => {
    const backoff = new Backoff(() => 3000, 30_000)
    const delays = [backoff.delay()]
    for (let i = 0; i < 6; i++) {
      backoff.failed()
      delays.push(backoff.delay())
    }
    expect(delays).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000])
    backoff.succeeded()
    expect(backoff.delay()).toBe(3000)
  })

  it('retries at the polling pace while a live stream has slowed the checks to a minute', () => {
    const backoff = new Backoff(
      () => 60_000,
      30_000,
      () => 1000,
    )
    expect(backoff.delay()).toBe(60_000)
    const delays: number[] = []
    for (let i = 0; i < 6; i++) {
      backoff.failed()
      delays.push(backoff.delay())
    }
    expect(delays).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000])
    backoff.succeeded()
    expect(backoff.delay()).toBe(60_000)
  })
})

describe('the pending orders monitor', () => {
  it('polls on start, then every interval, and turns changes into events', async () => {
    const { exchange, monitor, events, changes } = setup()
    exchange.state.orders = [pendingOrder('1'), pendingOrder('2')]
    await monitor.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(monitor.snapshot().orders.map((order) => order.orderId)).toEqual(['1', '2'])
    expect(monitor.snapshot().sync.source).toBe('live')
    // The first snapshot without a cache is the baseline: nothing is "new".
    expect(events).toEqual([])

    exchange.state.orders = [
      pendingOrder('2', { status: 'partially_filled', baseVolume: '0.01' }),
      pendingOrder('3'),
    ]
    await vi.advanceTimersByTimeAsync(3000)
    expect(events.map((event) => `${event.kind}:${event.order.orderId}`).sort()).toEqual([
      'gone:1',
      'new:3',
      'partially-filled:2',
    ])
    const [first, second] = changes
    expect(second).toMatchObject({ fromRevision: first?.revision, removed: ['1'] })
    expect(second?.revision).toBe((first?.revision ?? 0) + 1)
    monitor.stop()
  })

  it('backs off while the exchange cannot be reached and recovers on its own', async () => {
    const { exchange, monitor, syncs } = setup()
    exchange.state.orders = null
    await monitor.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(exchange.state.calls).toBe(1)
    expect(syncs.at(-1)?.error?.code).toBe('NETWORK')

    // Failures in a row wait 6 s, 12 s, 24 s, then the 30 s ceiling.
    const callsAt = (ms: number) => vi.advanceTimersByTimeAsync(ms).then(() => exchange.state.calls)
    expect(await callsAt(5999)).toBe(1)
    expect(await callsAt(1)).toBe(2)
    expect(await callsAt(11_999)).toBe(2)
    expect(await callsAt(1)).toBe(3)
    expect(await callsAt(24_000)).toBe(4)
    expect(await callsAt(30_000)).toBe(5)

    exchange.state.orders = [pendingOrder('9')]
    await vi.advanceTimersByTimeAsync(30_000)
    expect(syncs.at(-1)).toMatchObject({ error: null, source: 'live', count: 1 })
    const calls = exchange.state.calls
    await vi.advanceTimersByTimeAsync(3000)
    // Back to the normal interval: one poll = one request per status.
    expect(exchange.state.calls).toBe(calls + 2)
    monitor.stop()
  })

  it('polls at once on demand and resets the backoff', async () => {
    const { exchange, monitor } = setup()
    exchange.state.orders = null
    await monitor.start()
    await vi.advanceTimersByTimeAsync(0)
    exchange.state.orders = [pendingOrder('1')]
    const snapshot = await monitor.pollNow()
    expect(snapshot.sync).toMatchObject({ error: null, count: 1 })
    expect(snapshot.sync.nextPollAt).toBe(Date.now() + 3000)
    monitor.stop()
  })

  it('shows the cached snapshot with its age before the first poll, and diffs the first poll against it', async () => {
    const first = setup()
    first.exchange.state.orders = [pendingOrder('1'), pendingOrder('2')]
    await first.monitor.start()
    await vi.advanceTimersByTimeAsync(0)
    first.monitor.stop()
    const savedAt = Date.now()
    await vi.waitFor(async () =>
      expect(
        await first.snapshots.load('p1', 'pending-orders', cachedPendingOrdersSchema),
      ).not.toBeNull(),
    )

    vi.setSystemTime(savedAt + 10 * 60_000)
    const second = await restartOffline(first.dir)
    expect(second.monitor.snapshot().sync).toMatchObject({
      source: 'cache',
      syncedAt: savedAt,
      count: 2,
    })
    // The cached list is told as a new revision to take whole, never row by row.
    expect(second.changes).toEqual([])
    expect(second.syncs.at(-1)).toMatchObject({ source: 'cache', count: 2 })
    await vi.advanceTimersByTimeAsync(0)
    expect(second.monitor.snapshot().sync).toMatchObject({
      source: 'cache',
      syncedAt: savedAt,
      error: { code: 'NETWORK' },
    })

    second.exchange.state.orders = [pendingOrder('2')]
    await second.monitor.pollNow()
    expect(second.events.map((event) => `${event.kind}:${event.order.orderId}`)).toEqual(['gone:1'])
    second.monitor.stop()
  })

  it('rewrites the cached list only when it changes, yet dates it by the last poll that confirmed it', async () => {
    const first = setup()
    first.exchange.state.orders = [pendingOrder('1')]
    await first.monitor.start()
    await vi.advanceTimersByTimeAsync(0)
    const listedAt = Date.now()
    await vi.advanceTimersByTimeAsync(3000)
    await vi.advanceTimersByTimeAsync(3000)
    const confirmedAt = Date.now()
    first.monitor.stop()
    await vi.waitFor(async () =>
      expect(
        (await first.snapshots.load('p1', 'pending-orders-confirmed', pendingConfirmationSchema))
          ?.savedAt,
      ).toBe(confirmedAt),
    )
    const list = JSON.parse(readFileSync(join(first.dir, 'p1', 'pending-orders.json'), 'utf8')) as {
      savedAt: number
    }
    expect(list.savedAt).toBe(listedAt)

    const second = await restartOffline(first.dir)
    expect(second.monitor.snapshot().sync).toMatchObject({
      source: 'cache',
      syncedAt: confirmedAt,
      count: 1,
    })
    second.monitor.stop()
  })

  it('sets a corrupt cache file aside, reports it and carries on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pending-monitor-'))
    mkdirSync(join(dir, 'p1'))
    writeFileSync(join(dir, 'p1', 'pending-orders.json'), '{"version":1,"savedAt":17637000')
    const { monitor, issues, exchange } = setup({ cacheDir: dir })
    exchange.state.orders = [pendingOrder('1')]
    await monitor.start()
    expect(monitor.snapshot().sync.source).toBe('none')
    expect(issues.map((issue) => issue.reason)).toEqual(['invalid-json'])
    expect(readdirSync(join(dir, 'p1')).some((name) => name.includes('.corrupt-'))).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(monitor.snapshot().sync).toMatchObject({ source: 'live', count: 1 })
    monitor.stop()
  })

  it('stops polling when stopped', async () => {
    const { exchange, monitor } = setup()
    await monitor.start()
    await vi.advanceTimersByTimeAsync(0)
    monitor.stop()
    const calls = exchange.state.calls
    await vi.advanceTimersByTimeAsync(60_000)
    expect(exchange.state.calls).toBe(calls)
  })
})

describe('a poke of the pending orders monitor', () => {
  it('refetches at once; pokes during a poll cause exactly one more after it', async () => {
    const { monitor, exchange, syncs, changes } = setup()
    exchange.state.delayMs = 200 // two statuses: a poll takes 400 ms
    const start = Date.now()
    await monitor.start()
    await vi.advanceTimersByTimeAsync(100)
    exchange.state.orders = [pendingOrder('o-1')]
    for (let i = 0; i < 5; i += 1) monitor.poke()
    await vi.advanceTimersByTimeAsync(1000)
    expect(syncs.map((sync) => (sync.lastAttemptAt ?? 0) - start)).toEqual([0, 400])
    expect(changes.at(-1)?.upserted.map((order) => order.orderId)).toEqual(['o-1'])

    monitor.poke()
    await vi.advanceTimersByTimeAsync(400)
    expect(syncs.map((sync) => (sync.lastAttemptAt ?? 0) - start)).toEqual([0, 400, 1100])
    monitor.stop()
  })

  it('is ignored before the monitor starts polling and after it stops', async () => {
    const { monitor, exchange } = setup()
    monitor.poke()
    await vi.advanceTimersByTimeAsync(0)
    expect(exchange.state.calls).toBe(0)
    await monitor.start()
    await vi.advanceTimersByTimeAsync(0)
    monitor.stop()
    const calls = exchange.state.calls
    monitor.poke()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(exchange.state.calls).toBe(calls)
  })
})
