import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SnapshotStore } from '../../../src/main/cache/snapshot-store'
import {
  cachedPendingOrdersSchema,
  PendingOrdersMonitor,
} from '../../../src/main/monitors/pending-orders-monitor'
import type { PendingOrderEvent } from '../../../src/shared/channels/pending'
import { futuresLimitBuy } from '../../support/order-intents'
import { noLimiter, startSimExchange, type SimExchange } from '../client/sim-fixture'

let exchange: SimExchange
let monitor: PendingOrdersMonitor
let events: PendingOrderEvent[]
let snapshots: SnapshotStore

beforeEach(async () => {
  exchange = await startSimExchange({ rateLimits: false })
  const account = exchange.account('standard')
  const client = exchange.clientFor(account, { limiter: noLimiter })
  events = []
  snapshots = new SnapshotStore(mkdtempSync(join(tmpdir(), 'pending-int-')), () => undefined)
  monitor = new PendingOrdersMonitor({
    profileId: 'sim-standard',
    productTypes: ['USDT-FUTURES'],
    source: client,
    snapshots,
    // Polls happen when the test asks (pollNow), never on their own during a test.
    intervalMs: () => 3_600_000,
    onChange: () => undefined,
    onSync: () => undefined,
    onEvents: (batch) => events.push(...batch),
  })
  await monitor.start()
})
afterEach(async () => {
  monitor.stop()
  await exchange.close()
})

const btc = () => new Decimal(exchange.sim.admin.price('BTCUSDT'))

async function placeBuyBelowMarket(clientOid: string, size: string): Promise<string> {
  const client = exchange.unpaced('standard')
  const price = btc().times(0.95).toDecimalPlaces(1).toFixed()
  await client.placeFuturesOrder({ ...futuresLimitBuy(price, size), clientOid })
  return price
}

const kinds = () => events.map((event) => `${event.kind}:${event.order.clientOid}`)

describe('the pending orders monitor against the simulator', () => {
  it('raises new, then partially filled, then gone as the market fills an order', async () => {
    await monitor.pollNow()
    const price = await placeBuyBelowMarket('watch-1', '0.02')
    await monitor.pollNow()
    expect(kinds()).toEqual(['new:watch-1'])

    // The market drops through the order: the first crossing fills half of it.
    exchange.sim.admin.setPrice('BTCUSDT', new Decimal(price).minus(100).toFixed())
    const partial = await monitor.pollNow()
    expect(kinds()).toEqual(['new:watch-1', 'partially-filled:watch-1'])
    expect(events[1]).toMatchObject({
      previousBaseVolume: '0',
      order: { baseVolume: '0.01', status: 'partially_filled' },
    })
    expect(partial.orders.map((order) => order.status)).toEqual(['partially_filled'])

    // Still below the order: the rest fills and the order leaves the pending list.
    exchange.sim.admin.setPrice('BTCUSDT', new Decimal(price).minus(200).toFixed())
    const after = await monitor.pollNow()
    expect(kinds()).toEqual(['new:watch-1', 'partially-filled:watch-1', 'gone:watch-1'])
    // The order detail tells the fill apart from a cancel.
    expect(events[2]?.outcome).toBe('filled')
    expect(after.orders).toEqual([])
    expect(after.sync).toMatchObject({ source: 'live', error: null, count: 0 })
  })

  it('sees orders left resting by the moving market, and writes every snapshot to the cache', async () => {
    await placeBuyBelowMarket('rest-1', '0.01')
    await placeBuyBelowMarket('rest-2', '0.01')
    exchange.sim.admin.step(5)
    const snapshot = await monitor.pollNow()
    expect(snapshot.orders.map((order) => order.clientOid).sort()).toEqual(['rest-1', 'rest-2'])
    expect(snapshot.orders.every((order) => order.productType === 'USDT-FUTURES')).toBe(true)
    await expect
      .poll(
        async () =>
          (await snapshots.load('sim-standard', 'pending-orders', cachedPendingOrdersSchema))?.data
            .orders.length,
      )
      .toBe(2)
  })
})
