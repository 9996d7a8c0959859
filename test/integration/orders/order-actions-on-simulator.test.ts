import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExchangeClient, RequestLogEntry } from '../../../src/main/exchange'
import { OrderActionsService } from '../../../src/main/services/orders/order-actions-service'
import type { OrderActionMarket } from '../../../src/shared/channels/order-actions'
import { newIntentClientOid } from '../../../src/shared/orders/intent-id'
import type { ProfileMeta } from '../../../src/shared/profiles'
import type { SimAccount } from '../../../src/sim'
import { memorySnapshots } from '../../fakes/memory-snapshots'
import { priceBelow, noLimiter, startSimExchange, type SimExchange } from '../client/sim-fixture'
import { oneWayBtcusdt } from '../../support/futures-order'

let exchange: SimExchange
let account: SimAccount
let client: ExchangeClient
let service: OrderActionsService
const requests: RequestLogEntry[] = []
const acted: OrderActionMarket[][] = []
const profile = { id: 'p-sim', environment: 'simulator' } as ProfileMeta

beforeAll(async () => {
  exchange = await startSimExchange({ rateLimits: false })
  account = exchange.sim.admin.createAccount('standard')
  client = exchange.clientFor(account, {
    limiter: noLimiter,
    log: (entry) => requests.push(entry),
  })
  service = new OrderActionsService({
    active: () => ({ profile, client }),
    acted: (markets) => acted.push(markets),
    snapshots: memorySnapshots(),
  })
})
afterAll(() => exchange.close())

const below = (symbol: string, percent: number, step: string) =>
  priceBelow(exchange.sim, symbol, percent, step)
const held = (orderId: string) =>
  exchange.sim.admin.orders(account.uid).find((order) => order.orderId === orderId)
const heldByClientOid = (clientOid: string) =>
  exchange.sim.admin.orders(account.uid).filter((order) => order.clientOid === clientOid)
const sentCount = (operation: string) =>
  requests.filter((entry) => entry.operation === operation).length

async function placeFutures(symbol = 'BTCUSDT') {
  const ack = await client.placeFuturesOrder({
    ...oneWayBtcusdt,
    symbol,
    side: 'buy',
    orderType: 'limit',
    price: below(symbol, 5, '0.1'),
    size: '0.01',
    clientOid: newIntentClientOid(),
  })
  return { market: 'futures', productType: 'USDT-FUTURES', symbol, orderId: ack.orderId! } as const
}

async function placeSpot() {
  const ack = await client.placeSpotOrder({
    symbol: 'BTCUSDT',
    side: 'buy',
    orderType: 'limit',
    price: below('BTCUSDT', 5, '0.01'),
    size: '0.001',
    clientOid: newIntentClientOid(),
  })
  return { market: 'spot', symbol: 'BTCUSDT', orderId: ack.orderId! } as const
}

async function placePlan() {
  const ack = await client.placeSpotPlanOrder({
    symbol: 'ETHUSDT',
    side: 'buy',
    triggerPrice: below('ETHUSDT', 20, '0.01'),
    triggerType: 'fill_price',
    orderType: 'limit',
    executePrice: below('ETHUSDT', 21, '0.01'),
    size: '0.1',
    clientOid: newIntentClientOid(),
  })
  return { market: 'spot-plan', symbol: 'ETHUSDT', orderId: ack.orderId! } as const
}

describe('order actions on the simulator', () => {
  it('futures: amends a limit order, then cancels the replacement', async () => {
    const target = await placeFutures()
    const newPrice = below('BTCUSDT', 6, '0.1')
    const newClientOid = newIntentClientOid()
    const amended = await service.amend({ ...target, newClientOid, newPrice, newSize: '0.02' })
    const [replacement] = heldByClientOid(newClientOid)
    expect(amended).toEqual({
      outcome: 'amended',
      orderId: target.orderId,
      newClientOid,
      newOrderId: replacement?.orderId,
      resolvedByQuery: false,
    })
    expect(replacement).toMatchObject({ status: 'live', price: newPrice, size: '0.02' })
    expect(held(target.orderId)?.status).not.toBe('live')

    const cancelled = await service.cancel({ ...target, orderId: replacement!.orderId })
    expect(cancelled).toMatchObject({ outcome: 'cancelled', resolvedByQuery: false })
    expect(held(replacement!.orderId)?.status).toBe('cancelled')
    expect(acted.at(-1)).toEqual(['futures'])
  })

  it('futures: a cancel whose answer is dropped ends cancelled exactly once, and says so', async () => {
    const target = await placeFutures()
    const before = sentCount('cancelFuturesOrder')
    exchange.sim.admin.failNext('drop', { path: '/api/v2/mix/order/cancel-order' })
    expect(await service.cancel(target)).toEqual({
      target,
      outcome: 'cancelled',
      resolvedByQuery: true,
    })
    expect(sentCount('cancelFuturesOrder') - before).toBe(1)
    expect(held(target.orderId)?.status).toBe('cancelled')
  })

  it('futures: an amend whose answer is dropped is resolved through newClientOid', async () => {
    const target = await placeFutures()
    const newClientOid = newIntentClientOid()
    const before = sentCount('modifyFuturesOrder')
    exchange.sim.admin.failNext('drop', { path: '/api/v2/mix/order/modify-order' })
    const outcome = await service.amend({
      ...target,
      newClientOid,
      newPrice: below('BTCUSDT', 7, '0.1'),
      newSize: '0.01',
    })
    const replacements = heldByClientOid(newClientOid)
    expect(replacements).toHaveLength(1)
    expect(outcome).toMatchObject({
      outcome: 'amended',
      newOrderId: replacements[0]!.orderId,
      resolvedByQuery: true,
    })
    expect(sentCount('modifyFuturesOrder') - before).toBe(1)
    await service.cancel({ ...target, orderId: replacements[0]!.orderId })
  })

  it('futures: the same amend asked again after an unknown outcome is amended, not refused', async () => {
    const target = await placeFutures()
    const amend = {
      ...target,
      newClientOid: newIntentClientOid(),
      newPrice: below('BTCUSDT', 8, '0.1'),
      newSize: '0.01',
    }
    exchange.sim.admin.failNext('drop', { path: '/api/v2/mix/order/modify-order' })
    exchange.sim.admin.failNext('http-error', { path: '/api/v2/mix/order/detail', count: 3 })
    expect(await service.amend(amend)).toMatchObject({ outcome: 'unknown', resolvedByQuery: true })
    const before = sentCount('modifyFuturesOrder')

    const again = await service.amend(amend)
    const replacements = heldByClientOid(amend.newClientOid)
    expect(replacements).toHaveLength(1)
    expect(again).toEqual({
      outcome: 'amended',
      orderId: target.orderId,
      newClientOid: amend.newClientOid,
      newOrderId: replacements[0]!.orderId,
      resolvedByQuery: true,
    })
    expect(sentCount('modifyFuturesOrder') - before).toBe(1)
    await service.cancel({ ...target, orderId: replacements[0]!.orderId })
  })

  it('futures: an amend of an order that is no longer open is refused when nothing replaced it', async () => {
    const target = await placeFutures()
    await service.cancel(target)
    await expect(
      service.amend({
        ...target,
        newClientOid: newIntentClientOid(),
        newPrice: below('BTCUSDT', 8, '0.1'),
        newSize: '0.01',
      }),
    ).rejects.toMatchObject({ exchangeCode: '40922' })
  })

  it('futures: cancel-all of a symbol, then of the product type', async () => {
    const btc = await placeFutures('BTCUSDT')
    const eth = await placeFutures('ETHUSDT')
    const symbolOnly = await service.cancelAll({
      market: 'futures',
      productType: 'USDT-FUTURES',
      symbol: 'ETHUSDT',
    })
    expect(symbolOnly.outcome).toBe('done')
    expect(symbolOnly.cancelled.map((order) => order.orderId)).toEqual([eth.orderId])
    expect(held(btc.orderId)?.status).toBe('live')

    const all = await service.cancelAll({ market: 'futures', productType: 'USDT-FUTURES' })
    expect(all.cancelled.map((order) => order.orderId)).toContain(btc.orderId)
    expect(held(btc.orderId)?.status).toBe('cancelled')
    expect(await service.cancelAll({ market: 'futures', productType: 'USDT-FUTURES' })).toEqual({
      outcome: 'done',
      resolvedByQuery: false,
      cancelled: [],
      failed: [],
    })
  })

  it('spot: lists an open limit order, cancels it, and it is gone', async () => {
    const target = await placeSpot()
    expect((await service.spotOpen('BTCUSDT')).data.map((order) => order.orderId)).toContain(
      target.orderId,
    )
    expect(await service.cancel(target)).toMatchObject({ outcome: 'cancelled' })
    expect(held(target.orderId)?.status).toBe('cancelled')
    expect((await service.spotOpen(undefined)).data.map((order) => order.orderId)).not.toContain(
      target.orderId,
    )
  })

  it('spot plan: amends the trigger price, then a dropped cancel is resolved', async () => {
    const target = await placePlan()
    expect((await service.spotPlanOpen('ETHUSDT')).data.map((order) => order.orderId)).toContain(
      target.orderId,
    )
    const triggerPrice = below('ETHUSDT', 25, '0.01')
    const executePrice = below('ETHUSDT', 26, '0.01')
    exchange.sim.admin.failNext('drop', { path: '/api/v2/spot/trade/modify-plan-order' })
    expect(
      await service.amend({
        ...target,
        triggerPrice,
        orderType: 'limit',
        executePrice,
        size: '0.1',
      }),
    ).toMatchObject({ outcome: 'amended', resolvedByQuery: true })
    expect(held(target.orderId)).toMatchObject({ triggerPrice, executePrice })

    const before = sentCount('cancelSpotPlanOrder')
    exchange.sim.admin.failNext('drop', { path: '/api/v2/spot/trade/cancel-plan-order' })
    expect(await service.cancel(target)).toMatchObject({ outcome: 'gone', resolvedByQuery: true })
    expect(sentCount('cancelSpotPlanOrder') - before).toBe(1)
    expect(held(target.orderId)?.status).toBe('cancelled')
  })

  it('batch: cancels selected futures, spot and plan orders, one outcome each', async () => {
    const targets = [
      await placeFutures(),
      await placeSpot(),
      await placePlan(),
      await placeFutures(),
    ]
    const outcomes = await service.cancelBatch(targets)
    expect(outcomes.map((outcome) => [outcome.target, outcome.outcome])).toEqual(
      targets.map((target) => [target, 'cancelled']),
    )
    for (const target of targets) expect(held(target.orderId)?.status).toBe('cancelled')
    expect(acted.at(-1)).toEqual(['futures', 'spot', 'spot-plan'])
  })
})
