import { describe, expect, it } from 'vitest'
import { operationCatalog, type OperationName } from '../../../../src/shared/bitget/catalog'

const day = 86_400_000
const t0 = 1_750_000_000_000

function parse(name: OperationName, input: unknown) {
  return operationCatalog[name].request.safeParse(input)
}
/** "path: message" of each issue; [] when the request is valid. */
function issues(name: OperationName, input: unknown): string[] {
  const result = parse(name, input)
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const futures = { symbol: 'BTCUSDT', productType: 'USDT-FUTURES' } as const
const ids = (count: number) => Array.from({ length: count }, (_, i) => ({ orderId: `${i + 1}` }))

describe('orders are named by orderId or clientOid', () => {
  it.each(['cancelFuturesOrder', 'getFuturesOrderDetail', 'cancelSpotPlanOrder'] as const)(
    '%s needs one of them',
    (name) => {
      const base = name === 'cancelSpotPlanOrder' ? {} : futures
      expect(issues(name, base)).toEqual(['orderId: orderId or clientOid is required'])
      expect(issues(name, { ...base, clientOid: 'bd-1' })).toEqual([])
    },
  )

  it('takes the "+" and "#" an existing clientOid may carry, not spaces or other signs', () => {
    expect(issues('cancelFuturesOrder', { ...futures, clientOid: 'BITGET#1212+12' })).toEqual([])
    expect(issues('cancelFuturesOrder', { ...futures, clientOid: 'a b' })).toEqual([
      'clientOid: must be 1 to 64 letters, digits or "_", "-", "+", "#"',
    ])
    expect(issues('cancelFuturesOrder', { ...futures, clientOid: 'x'.repeat(65) })).toHaveLength(1)
  })

  it('gives a new order id of modify-order only the characters the app creates ids with', () => {
    const modify = { ...futures, orderId: '1', newSize: '0.01', newPrice: '100' }
    expect(issues('modifyFuturesOrder', { ...modify, newClientOid: 'bd-2' })).toEqual([])
    expect(issues('modifyFuturesOrder', { ...modify, newClientOid: 'BITGET#2' })).toEqual([
      'newClientOid: must be 1 to 64 letters, digits, "_" or "-"',
    ])
  })
})

describe('batch cancels', () => {
  it('cancel at most 50 futures orders, with the symbol', () => {
    const request = { ...futures, orderIdList: ids(50) }
    expect(issues('batchCancelFuturesOrders', request)).toEqual([])
    expect(issues('batchCancelFuturesOrders', { ...request, orderIdList: ids(51) })).toEqual([
      'orderIdList: must hold at most 50 orders',
    ])
    expect(
      issues('batchCancelFuturesOrders', { productType: 'USDT-FUTURES', orderIdList: ids(1) }),
    ).toEqual(['symbol: symbol is required with orderIdList'])
    expect(issues('batchCancelFuturesOrders', { productType: 'USDT-FUTURES' })).toEqual([])
  })

  it('cancel at most 50 spot orders', () => {
    expect(issues('batchCancelSpotOrders', { symbol: 'BTCUSDT', orderList: ids(50) })).toEqual([])
    expect(issues('batchCancelSpotOrders', { symbol: 'BTCUSDT', orderList: ids(51) })).toEqual([
      'orderList: must hold at most 50 orders',
    ])
    expect(issues('batchCancelSpotOrders', { symbol: 'BTCUSDT', orderList: [] })).toEqual([
      'orderList: must name at least one order',
    ])
  })

  it('need the outer symbol in single mode and every item symbol in multiple mode', () => {
    expect(issues('batchCancelSpotOrders', { orderList: ids(1) })).toEqual([
      'symbol: symbol is required',
    ])
    expect(
      issues('batchCancelSpotOrders', {
        batchMode: 'multiple',
        orderList: [{ orderId: '1', symbol: 'BTCUSDT' }, { orderId: '2' }],
      }),
    ).toEqual(['orderList.1.symbol: symbol is required on every order in multiple mode'])
  })

  it('refuse a spot batch mixing orderId-only and clientOid-only items', () => {
    expect(
      issues('batchCancelSpotOrders', {
        symbol: 'BTCUSDT',
        orderList: [{ orderId: '1' }, { clientOid: 'bd-2' }],
      }),
    ).toEqual(['orderList: name every order by orderId, or every order by clientOid, not a mix'])
  })

  it('cancel-all sends no symbol (§8.8)', () => {
    expect(issues('cancelAllFuturesOrders', { productType: 'USDT-FUTURES' })).toEqual([])
    expect(issues('cancelAllFuturesOrders', { ...futures })).toEqual([
      ': Unrecognized key: "symbol"',
    ])
  })
})

describe('cancel one spot order', () => {
  it('needs the symbol for a normal order and the orderId for a tpsl order', () => {
    expect(issues('cancelSpotOrder', { orderId: '1' })).toEqual(['symbol: symbol is required'])
    expect(issues('cancelSpotOrder', { tpslType: 'tpsl', orderId: '1' })).toEqual([])
    expect(issues('cancelSpotOrder', { tpslType: 'tpsl', clientOid: 'bd-1' })).toEqual([
      'orderId: orderId is required to cancel a tpsl order',
    ])
  })
})

describe('modify-order', () => {
  const base = { ...futures, orderId: '1', newClientOid: 'bd-2' }

  it('takes new size and price only together (40925)', () => {
    expect(issues('modifyFuturesOrder', { ...base, newSize: '0.01' })).toEqual([
      'newPrice: newSize and newPrice must be given together',
    ])
    expect(issues('modifyFuturesOrder', { ...base, newPrice: '100' })).toEqual([
      'newSize: newSize and newPrice must be given together',
    ])
  })

  it('needs something to change; "0" deletes a TP/SL, a number is refused', () => {
    expect(issues('modifyFuturesOrder', base)).toEqual([
      'newSize: give a new size and price, or a new take-profit or stop-loss price',
    ])
    expect(issues('modifyFuturesOrder', { ...base, newPresetStopLossPrice: '0' })).toEqual([])
    expect(issues('modifyFuturesOrder', { ...base, newSize: 1, newPrice: '100' })).toHaveLength(1)
  })

  it('refuses a zero size', () => {
    expect(issues('modifyFuturesOrder', { ...base, newSize: '0', newPrice: '100' })).toEqual([
      'newSize: must be greater than 0',
    ])
  })
})

describe('spot plan orders', () => {
  it('always send the symbol when listing current plan orders (§8.9)', () => {
    expect(issues('getSpotCurrentPlanOrders', {})).toEqual([
      'symbol: Invalid input: expected string, received undefined',
    ])
    expect(issues('getSpotCurrentPlanOrders', { symbol: 'BTCUSDT', limit: 101 })).toEqual([
      'limit: must be at most 100',
    ])
  })

  it('need an execute price to modify into a limit plan order', () => {
    const modify = { orderId: '1', triggerPrice: '26000', size: '0.001' }
    expect(issues('modifySpotPlanOrder', { ...modify, orderType: 'limit' })).toEqual([
      'executePrice: executePrice is required for a limit plan order',
    ])
    expect(issues('modifySpotPlanOrder', { ...modify, orderType: 'market' })).toEqual([])
  })
})

describe('account settings', () => {
  const leverage = { ...futures, marginCoin: 'USDT' }

  it('set-leverage needs a whole leverage of at least 1', () => {
    expect(issues('setFuturesLeverage', { ...leverage, leverage: '20' })).toEqual([])
    expect(
      issues('setFuturesLeverage', { ...leverage, longLeverage: 25, shortLeverage: 20 }),
    ).toEqual([])
    expect(issues('setFuturesLeverage', leverage)).toEqual([
      'leverage: give leverage, or longLeverage and/or shortLeverage',
    ])
    expect(issues('setFuturesLeverage', { ...leverage, leverage: '0' })).toEqual([
      'leverage: must be at least 1',
    ])
    expect(issues('setFuturesLeverage', { ...leverage, leverage: '2.5' })).toEqual([
      'leverage: must be a whole number',
    ])
  })

  it('set-margin-mode and set-position-mode take only the documented modes', () => {
    expect(issues('setFuturesMarginMode', { ...leverage, marginMode: 'cross' })).toHaveLength(1)
    expect(issues('setFuturesMarginMode', { ...leverage, marginMode: 'crossed' })).toEqual([])
    expect(
      issues('setFuturesPositionMode', { productType: 'USDT-FUTURES', posMode: 'hedge_mode' }),
    ).toEqual([])
    expect(
      issues('setFuturesPositionMode', { productType: 'SUSDT-FUTURES', posMode: 'hedge_mode' }),
    ).toHaveLength(1)
  })

  it('single-position needs the margin coin, all-position does not', () => {
    expect(issues('getFuturesPosition', futures)).toEqual([
      'marginCoin: Invalid input: expected string, received undefined',
    ])
    expect(issues('getFuturesPositions', { productType: 'USDT-FUTURES' })).toEqual([])
  })
})

describe('history windows and page sizes', () => {
  it.each(['getFuturesOrdersHistory', 'getSpotHistoryOrders'] as const)(
    '%s refuses a range over 90 days and more than 100 per page',
    (name) => {
      const base = name === 'getFuturesOrdersHistory' ? { productType: 'USDT-FUTURES' } : {}
      expect(issues(name, { ...base, startTime: t0 - 90 * day, endTime: t0 })).toEqual([])
      expect(issues(name, { ...base, startTime: t0 - 90 * day - 1, endTime: t0 })).toEqual([
        'endTime: the time range must not exceed 90 days',
      ])
      expect(issues(name, { ...base, limit: 101 })).toEqual(['limit: must be at most 100'])
    },
  )

  it('futures fills span at most three months', () => {
    expect(
      issues('getFuturesFills', {
        productType: 'USDT-FUTURES',
        startTime: t0 - 100 * day,
        endTime: t0,
      }),
    ).toEqual(['endTime: the time range must not exceed three months'])
  })

  it('futures fill history spans less than 7 × 24 h, like every 7-day window', () => {
    const query = { productType: 'USDT-FUTURES', endTime: t0 }
    expect(issues('getFuturesFillHistory', { ...query, startTime: t0 - 7 * day + 1 })).toEqual([])
    expect(issues('getFuturesFillHistory', { ...query, startTime: t0 - 7 * day })).toEqual([
      'endTime: the time range must not exceed 7 days',
    ])
  })

  it('spot order queries keep receiveWindow within 60 s', () => {
    expect(issues('getSpotOpenOrders', { receiveWindow: 60_001 })).toEqual([
      'receiveWindow: must be at most 60000 ms',
    ])
  })
})

describe('market data requests', () => {
  it('use the futures granularities for futures and the lower-case ones for spot', () => {
    expect(issues('getFuturesCandles', { ...futures, granularity: '1H' })).toEqual([])
    expect(issues('getFuturesCandles', { ...futures, granularity: '1h' })).toHaveLength(1)
    expect(issues('getSpotCandles', { symbol: 'BTCUSDT', granularity: '1h' })).toEqual([])
    expect(issues('getSpotCandles', { symbol: 'BTCUSDT', granularity: '1H' })).toHaveLength(1)
    expect(issues('getSpotCandles', { symbol: 'BTCUSDT', granularity: '1min' })).toEqual([])
  })

  it('keep candle pages within 1000 rows and a futures range within 90 days', () => {
    const candles = { ...futures, granularity: '1m' }
    expect(issues('getFuturesCandles', { ...candles, limit: 1000 })).toEqual([])
    expect(issues('getFuturesCandles', { ...candles, limit: 1001 })).toEqual([
      'limit: must be at most 1000',
    ])
    expect(
      issues('getFuturesCandles', { ...candles, startTime: t0 - 91 * day, endTime: t0 }),
    ).toEqual(['endTime: the time range must not exceed 90 days'])
  })

  it('take only the documented book depths', () => {
    expect(
      issues('getFuturesMergeDepth', { ...futures, limit: 'max', precision: 'scale1' }),
    ).toEqual([])
    expect(issues('getFuturesMergeDepth', { ...futures, limit: '100' })).toHaveLength(1)
    expect(issues('getSpotOrderbook', { symbol: 'BTCUSDT', type: 'step5', limit: 150 })).toEqual([])
    expect(issues('getSpotOrderbook', { symbol: 'BTCUSDT', limit: 151 })).toEqual([
      'limit: must be at most 150',
    ])
  })
})

describe('the catalog carries the limits of beyond-the-spec §1.1', () => {
  const expected: Partial<Record<OperationName, [number, 'public' | 'private']>> = {
    cancelFuturesOrder: [10, 'private'],
    getFuturesPositions: [5, 'private'],
    getFuturesPosition: [10, 'private'],
    setFuturesLeverage: [5, 'private'],
    setFuturesMarginMode: [5, 'private'],
    setFuturesPositionMode: [5, 'private'],
    getFuturesMergeDepth: [20, 'public'],
    getFuturesSymbolPrice: [20, 'public'],
    cancelSpotSymbolOrders: [5, 'private'],
    getSpotOpenOrders: [20, 'private'],
    getSpotCurrentPlanOrders: [20, 'private'],
    getSpotAssets: [10, 'private'],
    getSpotCandles: [20, 'public'],
  }
  it.each(Object.entries(expected))('%s', (name, limit) => {
    const spec = operationCatalog[name as OperationName]
    expect([spec.perSecond, spec.access]).toEqual(limit)
  })
})
