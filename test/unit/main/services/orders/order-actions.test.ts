import { describe, expect, it, vi } from 'vitest'
import { TransportError, type TransportRequest } from '../../../../../src/main/exchange/transport'
import { amendOrder } from '../../../../../src/main/services/orders/amend-order'
import {
  cancelAll,
  cancelOrder,
  cancelOrders,
} from '../../../../../src/main/services/orders/cancel-orders'
import { OrderActionsService } from '../../../../../src/main/services/orders/order-actions-service'
import type { OrderTarget } from '../../../../../src/shared/channels/order-actions'
import type { ProfileMeta } from '../../../../../src/shared/profiles'
import { memorySnapshots } from '../../../../fakes/memory-snapshots'
import {
  clientOn,
  failure,
  fakeTransport,
  ok,
  pathOf,
  type FakeAnswer,
} from '../../exchange/fake-transport'

const lost = () => new TransportError('network', 'socket hang up')

/** Answers each path from a queue of scripted answers; the last one repeats. */
function scriptedExchange(script: Record<string, FakeAnswer[]>) {
  const transport = fakeTransport((request: TransportRequest) => {
    const answers = script[pathOf(request)!]
    if (!answers) throw new Error(`unscripted ${request.method} ${request.path}`)
    return answers.length > 1 ? answers.shift()! : answers[0]!
  })
  const client = clientOn(transport)
  const sent = (path: string) => transport.requests.filter((r) => pathOf(r) === path)
  const bodyOf = (path: string, index = 0) =>
    JSON.parse(sent(path)[index]!.body!) as Record<string, unknown>
  return { client, sent, bodyOf }
}

/** An exchange that loses its answer to `action`, then answers `lookup` from `lookupAnswers`. */
const losingAnswerTo = (action: string, lookup: string, ...lookupAnswers: FakeAnswer[]) =>
  scriptedExchange({ [action]: [lost()], [lookup]: lookupAnswers })

const paths = {
  cancelFutures: '/api/v2/mix/order/cancel-order',
  batchFutures: '/api/v2/mix/order/batch-cancel-orders',
  cancelAllFutures: '/api/v2/mix/order/cancel-all-orders',
  modifyFutures: '/api/v2/mix/order/modify-order',
  futuresDetail: '/api/v2/mix/order/detail',
  futuresPending: '/api/v2/mix/order/orders-pending',
  cancelSpot: '/api/v2/spot/trade/cancel-order',
  batchSpot: '/api/v2/spot/trade/batch-cancel-order',
  spotInfo: '/api/v2/spot/trade/orderInfo',
  cancelPlan: '/api/v2/spot/trade/cancel-plan-order',
  modifyPlan: '/api/v2/spot/trade/modify-plan-order',
  currentPlans: '/api/v2/spot/trade/current-plan-order',
}

const futuresDetail = (state: string, orderId = '1001', clientOid = 'bd-old') =>
  ok({
    symbol: 'BTCUSDT',
    size: '0.01',
    orderId,
    clientOid,
    baseVolume: '0',
    price: '60000',
    side: 'buy',
    marginCoin: 'USDT',
    marginMode: 'crossed',
    orderType: 'limit',
    cTime: '1700000000000',
    state,
  })
const spotInfo = (status: string) =>
  ok([{ orderId: '2001', clientOid: 'bd-spot', symbol: 'BTCUSDT', status }])
const planOrder = (triggerPrice: string, size = '0.01') => ({
  orderId: '3001',
  clientOid: 'bd-plan',
  symbol: 'BTCUSDT',
  size,
  executePrice: '50000',
  triggerPrice,
  status: 'live',
  orderType: 'limit',
  side: 'buy',
  planType: 'amount',
  triggerType: 'fill_price',
  cTime: '1700000000000',
})
const planList = (...orders: object[]) => ok({ nextFlag: false, idLessThan: '', orderList: orders })

const futures: OrderTarget = {
  market: 'futures',
  productType: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
  orderId: '1001',
}
const spot: OrderTarget = { market: 'spot', symbol: 'BTCUSDT', orderId: '2001' }
const plan: OrderTarget = { market: 'spot-plan', symbol: 'BTCUSDT', orderId: '3001' }
const amend = {
  market: 'futures',
  productType: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
  orderId: '1001',
  newClientOid: 'bd-new',
  newPrice: '59000',
  newSize: '0.02',
} as const

describe('cancelOrder', () => {
  it('cancels an order the exchange answers for', async () => {
    const ex = scriptedExchange({ [paths.cancelFutures]: [ok({ orderId: '1001', clientOid: '' })] })
    expect(await cancelOrder(ex.client, futures)).toEqual({
      target: futures,
      outcome: 'cancelled',
      resolvedByQuery: false,
    })
    expect(ex.bodyOf(paths.cancelFutures)).toMatchObject({ orderId: '1001', symbol: 'BTCUSDT' })
  })

  /** Cancels `futures` on an exchange that loses the cancel answer, then answers the lookup so. */
  async function cancelLosingAnswer(detail: FakeAnswer) {
    const ex = losingAnswerTo(paths.cancelFutures, paths.futuresDetail, detail)
    return { outcome: await cancelOrder(ex.client, futures), ex }
  }

  it('resolves a lost answer by looking the futures order up, never sending again', async () => {
    const { outcome, ex } = await cancelLosingAnswer(futuresDetail('canceled'))
    expect(outcome).toEqual({
      target: futures,
      outcome: 'cancelled',
      resolvedByQuery: true,
    })
    expect(ex.sent(paths.cancelFutures)).toHaveLength(1)
  })

  it('says still-open when the lost cancel did not happen, so the user may cancel again', async () => {
    const { outcome, ex } = await cancelLosingAnswer(futuresDetail('partially_filled'))
    expect(outcome).toMatchObject({ outcome: 'still-open', resolvedByQuery: true })
    expect(outcome.error?.code).toBe('NETWORK')
    expect(ex.sent(paths.cancelFutures)).toHaveLength(1)
  })

  it('says unknown, with the lookup error, when the order cannot be looked up', async () => {
    const { outcome, ex } = await cancelLosingAnswer(lost())
    expect(outcome).toMatchObject({ outcome: 'unknown', resolvedByQuery: true })
    expect(outcome.error?.details?.operation).toBe('getFuturesOrderDetail')
    expect(ex.sent(paths.cancelFutures)).toHaveLength(1)
  })

  it('tells filled from cancelled when the exchange says there is no such order', async () => {
    const ex = scriptedExchange({
      [paths.cancelFutures]: [failure(400, '40768', 'Order does not exist')],
      [paths.futuresDetail]: [futuresDetail('filled')],
    })
    expect(await cancelOrder(ex.client, futures)).toMatchObject({
      outcome: 'filled',
      resolvedByQuery: true,
    })
  })

  it('fails with the exchange error on any other refusal', async () => {
    const ex = scriptedExchange({ [paths.cancelFutures]: [failure(400, '40019', 'bad param')] })
    await expect(cancelOrder(ex.client, futures)).rejects.toMatchObject({
      code: 'EXCHANGE',
      details: { exchangeCode: '40019' },
    })
    expect(ex.sent(paths.futuresDetail)).toHaveLength(0)
  })

  it('resolves a lost spot cancel through the order info', async () => {
    const ex = losingAnswerTo(paths.cancelSpot, paths.spotInfo, spotInfo('cancelled'))
    expect(await cancelOrder(ex.client, spot)).toMatchObject({
      outcome: 'cancelled',
      resolvedByQuery: true,
    })
    expect(ex.sent(paths.cancelSpot)).toHaveLength(1)
    expect(ex.sent(paths.spotInfo)[0]!.path).toContain('orderId=2001')
  })

  it('resolves a lost spot plan cancel through the live plan orders of the symbol', async () => {
    const gone = losingAnswerTo(paths.cancelPlan, paths.currentPlans, planList())
    expect(await cancelOrder(gone.client, plan)).toMatchObject({ outcome: 'gone' })
    const open = losingAnswerTo(paths.cancelPlan, paths.currentPlans, planList(planOrder('50000')))
    expect(await cancelOrder(open.client, plan)).toMatchObject({ outcome: 'still-open' })
    expect(open.sent(paths.cancelPlan)).toHaveLength(1)
    expect(open.sent(paths.currentPlans)[0]!.path).toContain('symbol=BTCUSDT')
  })
})

describe('cancelOrders', () => {
  it('batches per symbol and gives each order its own outcome', async () => {
    const second: OrderTarget = { ...futures, orderId: '1002' }
    const third: OrderTarget = { ...futures, orderId: '1003' }
    const ex = scriptedExchange({
      [paths.batchFutures]: [
        ok({
          successList: [{ orderId: '1001', clientOid: '' }],
          failureList: [
            { orderId: '1002', clientOid: '', errorCode: '40768', errorMsg: 'no order' },
            { orderId: '1003', clientOid: '', errorCode: '40019', errorMsg: 'bad param' },
          ],
        }),
      ],
      [paths.futuresDetail]: [futuresDetail('filled', '1002')],
      [paths.batchSpot]: [lost()],
      [paths.spotInfo]: [spotInfo('live')],
      [paths.cancelPlan]: [ok({ result: 'success' })],
    })
    const outcomes = await cancelOrders(ex.client, [futures, spot, second, plan, third])
    expect(outcomes.map((outcome) => [outcome.target.orderId, outcome.outcome])).toEqual([
      ['1001', 'cancelled'],
      ['2001', 'still-open'],
      ['1002', 'filled'],
      ['3001', 'cancelled'],
      ['1003', 'rejected'],
    ])
    expect(outcomes[4]!.error).toMatchObject({
      code: 'EXCHANGE',
      details: { exchangeCode: '40019' },
    })
    expect(ex.sent(paths.batchFutures)).toHaveLength(1)
    expect(ex.bodyOf(paths.batchFutures).orderIdList).toEqual([
      { orderId: '1001' },
      { orderId: '1002' },
      { orderId: '1003' },
    ])
    expect(ex.sent(paths.batchSpot)).toHaveLength(1)
  })
})

describe('cancelAll', () => {
  const scope = { market: 'futures', productType: 'USDT-FUTURES' } as const

  it('lists what the exchange cancelled', async () => {
    const ex = scriptedExchange({
      [paths.cancelAllFutures]: [
        ok({ successList: [{ orderId: '1001', clientOid: 'a' }], failureList: [] }),
      ],
    })
    expect(await cancelAll(ex.client, scope)).toEqual({
      outcome: 'done',
      resolvedByQuery: false,
      cancelled: [{ orderId: '1001', clientOid: 'a' }],
      failed: [],
    })
  })

  it('cancels one futures symbol through a batch cancel without a list', async () => {
    const ex = scriptedExchange({
      [paths.batchFutures]: [failure(400, '22001', 'No order to cancel')],
    })
    expect(await cancelAll(ex.client, { ...scope, symbol: 'ETHUSDT' })).toMatchObject({
      outcome: 'done',
      cancelled: [],
    })
    expect(ex.bodyOf(paths.batchFutures)).toEqual({
      productType: 'USDT-FUTURES',
      symbol: 'ETHUSDT',
    })
  })

  it('resolves a lost answer by listing what is still open', async () => {
    const none = losingAnswerTo(
      paths.cancelAllFutures,
      paths.futuresPending,
      ok({ entrustedList: [], endId: '' }),
    )
    expect(await cancelAll(none.client, scope)).toMatchObject({
      outcome: 'done',
      resolvedByQuery: true,
    })
    const some = scriptedExchange({
      [paths.cancelSpot.replace('cancel-order', 'cancel-symbol-order')]: [lost()],
      ['/api/v2/spot/trade/unfilled-orders']: [
        ok([
          {
            symbol: 'BTCUSDT',
            orderId: '2001',
            size: '1',
            status: 'live',
            baseVolume: '0',
            priceAvg: '50000',
            orderType: 'limit',
            side: 'buy',
            cTime: '1700000000000',
          },
        ]),
      ],
    })
    expect(await cancelAll(some.client, { market: 'spot', symbol: 'BTCUSDT' })).toMatchObject({
      outcome: 'still-open',
      resolvedByQuery: true,
    })
    expect(none.sent(paths.cancelAllFutures)).toHaveLength(1)
  })
})

describe('amendOrder', () => {
  it('sends newClientOid and reads the replacement back by it', async () => {
    const ex = scriptedExchange({
      [paths.modifyFutures]: [ok({ orderId: '1001', clientOid: 'bd-new' })],
      [paths.futuresDetail]: [futuresDetail('live', '1009', 'bd-new')],
    })
    expect(await amendOrder(ex.client, amend)).toEqual({
      outcome: 'amended',
      orderId: '1001',
      newClientOid: 'bd-new',
      newOrderId: '1009',
      resolvedByQuery: false,
    })
    expect(ex.bodyOf(paths.modifyFutures)).toMatchObject({
      newClientOid: 'bd-new',
      newPrice: '59000',
      newSize: '0.02',
    })
    expect(ex.sent(paths.futuresDetail)[0]!.path).toContain('clientOid=bd-new')
  })

  /** Amends on an exchange that loses the modify answer, then answers the lookups from `details`. */
  async function amendLosingAnswer(...details: FakeAnswer[]) {
    const ex = losingAnswerTo(paths.modifyFutures, paths.futuresDetail, ...details)
    return { outcome: await amendOrder(ex.client, amend), ex }
  }

  it('resolves a lost answer through newClientOid', async () => {
    const { outcome, ex } = await amendLosingAnswer(futuresDetail('live', '1009', 'bd-new'))
    expect(outcome).toMatchObject({
      outcome: 'amended',
      newOrderId: '1009',
      resolvedByQuery: true,
    })
    expect(ex.sent(paths.modifyFutures)).toHaveLength(1)
  })

  it('says not-amended when no replacement exists and the old order is still open', async () => {
    const { outcome, ex } = await amendLosingAnswer(
      failure(400, '40768', 'Order does not exist'),
      futuresDetail('live'),
    )
    expect(outcome).toMatchObject({
      outcome: 'not-amended',
      resolvedByQuery: true,
    })
    expect(ex.sent(paths.modifyFutures)).toHaveLength(1)
  })

  it('says unknown when neither the replacement nor the open old order is there', async () => {
    const { outcome } = await amendLosingAnswer(
      failure(400, '40768', 'Order does not exist'),
      futuresDetail('canceled'),
    )
    expect(outcome).toMatchObject({ outcome: 'unknown' })
  })

  it('takes "newClientOid already used" as the amend having happened, and finds it', async () => {
    const ex = scriptedExchange({
      [paths.modifyFutures]: [failure(400, '45034', 'Duplicate clientOid')],
      [paths.futuresDetail]: [futuresDetail('live', '1009', 'bd-new')],
    })
    expect(await amendOrder(ex.client, amend)).toMatchObject({
      outcome: 'amended',
      newOrderId: '1009',
    })
  })

  it('resolves a lost spot plan amend by comparing the plan order with the new values', async () => {
    const planAmend = {
      market: 'spot-plan',
      symbol: 'BTCUSDT',
      orderId: '3001',
      triggerPrice: '51000.0',
      orderType: 'limit',
      executePrice: '50000',
      size: '0.01',
    } as const
    const done = losingAnswerTo(paths.modifyPlan, paths.currentPlans, planList(planOrder('51000')))
    expect(await amendOrder(done.client, planAmend)).toMatchObject({
      outcome: 'amended',
      resolvedByQuery: true,
    })
    const notDone = losingAnswerTo(
      paths.modifyPlan,
      paths.currentPlans,
      planList(planOrder('52000')),
    )
    expect(await amendOrder(notDone.client, planAmend)).toMatchObject({
      outcome: 'not-amended',
    })
    expect(notDone.sent(paths.modifyPlan)).toHaveLength(1)
  })
})

describe('OrderActionsService', () => {
  it('joins a repeated amend intent to the running one and refreshes the monitors after', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const ex = scriptedExchange({
      [paths.modifyFutures]: [ok({ orderId: '1001', clientOid: 'bd-new' })],
      [paths.futuresDetail]: [futuresDetail('live', '1009', 'bd-new')],
    })
    const acted = vi.fn()
    const profile = { id: 'p1' } as ProfileMeta
    const service = new OrderActionsService({
      active: () => ({ profile, client: ex.client }),
      acted: (markets) => {
        acted(markets)
        release()
      },
      snapshots: memorySnapshots(),
    })
    const [first, second] = await Promise.all([service.amend(amend), service.amend(amend)])
    await gate
    expect(first).toBe(second)
    expect(ex.sent(paths.modifyFutures)).toHaveLength(1)
    expect(acted).toHaveBeenCalledExactlyOnceWith(['futures'])
  })

  it('serves the last spot lists with their age and the error when the exchange is unreachable', async () => {
    const spotOrder = {
      orderId: '2001',
      clientOid: 'bd-spot',
      symbol: 'BTCUSDT',
      size: '0.01',
      priceAvg: '50000',
      orderType: 'limit',
      side: 'buy',
      status: 'live',
      baseVolume: '0',
      cTime: '1700000000000',
    }
    const ex = scriptedExchange({
      '/api/v2/spot/trade/unfilled-orders': [ok([spotOrder]), lost()],
      [paths.currentPlans]: [planList(planOrder('48000')), lost()],
    })
    let now = 1_800_000_000_000
    const service = new OrderActionsService({
      active: () => ({ profile: { id: 'p1' } as ProfileMeta, client: ex.client }),
      acted: () => {},
      snapshots: memorySnapshots(),
      now: () => now,
    })
    const liveOpen = await service.spotOpen(undefined)
    const livePlans = await service.spotPlanOpen('BTCUSDT')
    expect(liveOpen).toMatchObject({ source: 'live', syncedAt: now, error: null })
    expect(liveOpen.data.map((order) => order.orderId)).toEqual(['2001'])
    expect(livePlans.data.map((order) => order.triggerPrice)).toEqual(['48000'])

    const syncedAt = now
    now += 90_000
    const offlineOpen = await service.spotOpen(undefined)
    const offlinePlans = await service.spotPlanOpen('BTCUSDT')
    expect(offlineOpen).toMatchObject({ source: 'cache', syncedAt, data: liveOpen.data })
    expect(offlinePlans).toMatchObject({ source: 'cache', syncedAt, data: livePlans.data })
    expect(offlineOpen.error?.code).toBe('NETWORK')
    await expect(service.spotPlanOpen('ETHUSDT')).rejects.toMatchObject({ code: 'NETWORK' })
  })
})
