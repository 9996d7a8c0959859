import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SnapshotStore } from '../../../src/main/cache/snapshot-store'
import type { ExchangeClient } from '../../../src/main/exchange/client'
import { DatasetCache } from '../../../src/main/services/history/dataset-cache'
import { HistoryService } from '../../../src/main/services/history/history-service'
import { LoadJobs } from '../../../src/main/services/history/load-jobs'
import type { ProfileMeta } from '../../../src/main/vault'
import { startSimExchange, type SimExchange } from '../client/sim-fixture'
import { oneWayMarketBuy } from '../../support/order-intents'

let exchange: SimExchange
let dir: string
let client: ExchangeClient
let history: HistoryService

beforeEach(async () => {
  exchange = await startSimExchange({ clock: Date.now, rateLimits: false })
  dir = mkdtempSync(join(tmpdir(), 'order-datasets-'))
  client = exchange.unpaced('standard')
  const profile = { id: 'p-orders', accountKind: 'standard' } as ProfileMeta
  history = new HistoryService({
    active: () => ({ profile, client }),
    cache: new DatasetCache(new SnapshotStore(dir, () => undefined)),
    jobs: new LoadJobs(() => undefined),
  })
})
afterEach(async () => {
  await exchange.close()
  rmSync(dir, { recursive: true, force: true })
})

function idOf(ack: { orderId?: string | undefined }): string {
  if (!ack.orderId) throw new Error('the simulator acknowledged an order without an orderId')
  return ack.orderId
}

/** Three filled market orders and one cancelled limit order, in futures and in spot. */
async function tradeOnBothMarkets() {
  const futuresIds: string[] = []
  for (const side of ['buy', 'sell', 'buy'] as const)
    futuresIds.push(idOf(await client.placeFuturesOrder({ ...oneWayMarketBuy, side })))
  const resting = idOf(
    await client.placeFuturesOrder({ ...oneWayMarketBuy, orderType: 'limit', price: '1000' }),
  )
  await client.cancelFuturesOrder({
    symbol: 'BTCUSDT',
    productType: 'USDT-FUTURES',
    orderId: resting,
  })
  futuresIds.push(resting)

  const spotIds: string[] = []
  for (const size of ['20', '30', '40'])
    spotIds.push(
      idOf(
        await client.placeSpotOrder({ symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size }),
      ),
    )
  const spotResting = idOf(
    await client.placeSpotOrder({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '1000',
      size: '0.001',
    }),
  )
  await client.cancelSpotOrder({ symbol: 'BTCUSDT', orderId: spotResting })
  spotIds.push(spotResting)
  return { futuresIds, spotIds }
}

const sorted = (ids: string[]) => [...ids].sort()

describe('order datasets against the simulator', () => {
  it('page each order dataset to the end two rows at a time on the simulator', async () => {
    const { futuresIds, spotIds } = await tradeOnBothMarkets()
    const query = { productType: 'USDT-FUTURES', limit: 2 } as const
    const orders = await client.collectPages('getFuturesOrdersHistory', query)
    expect(orders.complete).toBe(true)
    expect(sorted(orders.items.map((order) => order.orderId))).toEqual(sorted(futuresIds))
    const fills = await client.collectPages('getFuturesFills', query)
    expect(fills.complete).toBe(true)
    expect(new Set(fills.items.map((fill) => fill.orderId))).toEqual(
      new Set(futuresIds.slice(0, 3)),
    )
    const spot = await client.collectPages('getSpotHistoryOrders', { symbol: 'BTCUSDT', limit: 2 })
    expect(spot.complete).toBe(true)
    expect(sorted(spot.items.map((order) => order.orderId))).toEqual(sorted(spotIds))
  })

  it('load futures orders, futures fills and spot orders to the end, then serve the last copy once the exchange is gone', async () => {
    const { futuresIds, spotIds } = await tradeOnBothMarkets()
    const orders = await history.futuresOrders({ productType: 'USDT-FUTURES', all: true })
    expect(orders).toMatchObject({ complete: true, nextCursor: null, source: 'live' })
    expect(sorted(orders.items.map((order) => order.orderId))).toEqual(sorted(futuresIds))
    expect(orders.items.find((order) => order.orderId === futuresIds[3])?.status).toBe('canceled')
    const fills = await history.futuresFills({ productType: 'USDT-FUTURES', all: true })
    expect(fills.complete).toBe(true)
    expect(fills.items.length).toBeGreaterThanOrEqual(3)
    const spot = await history.spotOrders({ symbol: 'BTCUSDT', all: true })
    expect(spot.complete).toBe(true)
    expect(sorted(spot.items.map((order) => order.orderId))).toEqual(sorted(spotIds))

    await exchange.close()
    const offlineOrders = await history.futuresOrders({ productType: 'COIN-FUTURES' })
    expect(offlineOrders).toMatchObject({
      source: 'cache',
      query: { productType: 'USDT-FUTURES' },
      savedAt: orders.savedAt,
    })
    expect(offlineOrders.items).toEqual(orders.items)
    expect((await history.futuresFills({ productType: 'USDT-FUTURES' })).items).toEqual(fills.items)
    const offlineSpot = await history.spotOrders({})
    expect(offlineSpot).toMatchObject({ source: 'cache', query: { symbol: 'BTCUSDT' } })
    expect(offlineSpot.items).toEqual(spot.items)
  })
})
