import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { operationCatalog, type OperationName } from '../../../../src/shared/bitget/catalog'
import { parseEnvelope, successCode } from '../../../../src/shared/bitget/envelope'

const dir = fileURLToPath(
  new URL('../../../fixtures/bitget-samples/beyond-the-spec/', import.meta.url),
)
const readBody = (file: string): unknown => JSON.parse(readFileSync(dir + file, 'utf8'))

/** How a file holds its body (see SOURCES.md): a whole envelope, the data, or one list element. */
type Shape = 'envelope' | 'data' | 'element'
const samples: Record<string, [OperationName, Shape]> = {
  'mix_order_cancel-order.ccxt-real.json': ['cancelFuturesOrder', 'envelope'],
  'mix_order_batch-cancel-orders.ccxt-real.json': ['batchCancelFuturesOrders', 'envelope'],
  'mix_order_detail.ccxt-real.json': ['getFuturesOrderDetail', 'envelope'],
  'mix_order_orders-history.constructed.json': ['getFuturesOrdersHistory', 'envelope'],
  'mix_order_fills.doc.json': ['getFuturesFills', 'envelope'],
  'mix_position.element.ccxt-real.json': ['getFuturesPositions', 'element'],
  'mix_account_account.doc.json': ['getFuturesAccount', 'envelope'],
  'mix_account_set-position-mode.doc.json': ['setFuturesPositionMode', 'envelope'],
  'mix_market_ticker.element.ccxt-real.json': ['getFuturesTicker', 'element'],
  'mix_market_symbol-price.data.doc.json': ['getFuturesSymbolPrice', 'data'],
  'spot_trade_unfilled-orders.ccxt-real.json': ['getSpotOpenOrders', 'envelope'],
  'spot_trade_history-orders.element.constructed.json': ['getSpotHistoryOrders', 'element'],
  'spot_trade_current-plan-order.ccxt-real.json': ['getSpotCurrentPlanOrders', 'envelope'],
  'spot_trade_cancel-plan-order.data.ccxt-real.json': ['cancelSpotPlanOrder', 'data'],
  'spot_account_assets.constructed.json': ['getSpotAssets', 'envelope'],
  'spot_market_tickers.element.ccxt-real.json': ['getSpotTickers', 'element'],
}
const failureItem = 'mix_order_batch-place-order.failure-item.ccxt-real.json'
const errorBody = 'spot_trade_cancel-order.43001.ccxt-real.json'

function dataOf(file: string): unknown {
  const [, shape] = samples[file]!
  const body = readBody(file)
  if (shape === 'data') return body
  if (shape === 'element') return [body]
  const envelope = parseEnvelope(body)
  expect(envelope?.code).toBe(successCode)
  return envelope!.data
}

function parseSample(file: string): unknown {
  const [operation] = samples[file]!
  return operationCatalog[operation].response.parse(dataOf(file))
}

describe('the beyond-the-spec sample bodies parse with their operation schemas', () => {
  it('knows every sample file', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'))
    expect(files.sort()).toEqual([...Object.keys(samples), failureItem, errorBody].sort())
  })

  it.each(Object.keys(samples))('%s', (file) => {
    expect(() => parseSample(file)).not.toThrow()
  })

  it('reads a batch failure item with the code Bitget gave for it', () => {
    const parsed = operationCatalog.batchCancelFuturesOrders.response.parse({
      successList: [],
      failureList: [readBody(failureItem)],
    })
    expect(parsed.failureList).toEqual([
      {
        orderId: '',
        clientOid: 'd1b75cb3-cc15-4ede-ad4c-3937396f75ab',
        errorMsg: 'less than the minimum amount 5 USDT',
        errorCode: '45110',
      },
    ])
  })

  it('reads the real "order does not exist" answer as an error envelope with code 43001', () => {
    expect(parseEnvelope(readBody(errorBody))).toMatchObject({ code: '43001', data: null })
  })
})

describe('what the app reads from them', () => {
  it('takes the futures order detail status from state (§8.2)', () => {
    expect(parseSample('mix_order_detail.ccxt-real.json')).toMatchObject({
      orderId: '1111465253393825792',
      state: 'live',
      price: '27000',
      priceAvg: '',
      cancelReason: '',
    })
  })

  it('reads the futures fill fee detail as a list', () => {
    const page = parseSample('mix_order_fills.doc.json') as {
      fillList: { feeDetail: unknown[] }[]
      endId: string
    }
    expect(page.fillList[0]!.feeDetail).toEqual([
      { deduction: 'no', feeCoin: 'USDT', totalDeductionFee: '0', totalFee: '-0.02161596' },
    ])
    expect(page.endId).toBe('1095254722472030209')
  })

  it('parses the spot history feeDetail JSON document inside its string', () => {
    const [order] = parseSample('spot_trade_history-orders.element.constructed.json') as {
      feeDetail: unknown
      status: string
    }[]
    expect(order!.status).toBe('filled')
    expect(order!.feeDetail).toEqual({
      newFees: {
        c: '0',
        d: '0',
        deduction: false,
        r: '-0.0000125',
        t: '-0.0000125',
        totalDeductionFee: '0',
      },
    })
  })

  it('reads the real plan order status live and upper-case planType AMOUNT as amount', () => {
    expect(parseSample('spot_trade_current-plan-order.ccxt-real.json')).toMatchObject({
      nextFlag: false,
      idLessThan: '1111503385931620352',
      orderList: [{ status: 'live', planType: 'amount', triggerPrice: '26000' }],
    })
  })

  it('keeps the null delivery times of a perpetual ticker as empty', () => {
    expect(parseSample('mix_market_ticker.element.ccxt-real.json')).toMatchObject([
      { symbol: 'BTCUSDT', deliveryTime: '', deliveryStartTime: '', lastPr: '104823.8' },
    ])
  })

  it('reads the current leverage, margin mode and position mode from the single account', () => {
    expect(parseSample('mix_account_account.doc.json')).toMatchObject({
      crossedMarginLeverage: '20',
      marginMode: 'crossed',
      posMode: 'hedge_mode',
      unrealizedPL: '',
    })
  })
})

describe('market data quirks', () => {
  it('accepts merge-depth levels as JSON numbers (doc example) and strings, giving strings', () => {
    const book = operationCatalog.getFuturesMergeDepth.response.parse({
      asks: [[26347.5, 0.25]],
      bids: [['26346.5', '0.16']],
      ts: '1695870968804',
      scale: '0.1',
      precision: 'scale0',
      isMaxPrecision: 'NO',
    })
    expect(book.asks).toEqual([{ price: '26347.5', size: '0.25' }])
    expect(book.bids).toEqual([{ price: '26346.5', size: '0.16' }])
  })

  it('reads the spot order book string pairs', () => {
    const book = operationCatalog.getSpotOrderbook.response.parse({
      asks: [['34567.15', '0.0131']],
      bids: [['34567.14', '0.2']],
      ts: '1698303884584',
    })
    expect(book.asks[0]).toEqual({ price: '34567.15', size: '0.0131' })
  })

  it('names the 7 values of a futures candle and the 8 of a spot candle', () => {
    const row = ['1695835800000', '26210.5', '26210.5', '26194.5', '26194.5', '26.26', '687897']
    expect(operationCatalog.getFuturesCandles.response.parse([row])).toEqual([
      {
        ts: '1695835800000',
        open: '26210.5',
        high: '26210.5',
        low: '26194.5',
        close: '26194.5',
        baseVolume: '26.26',
        quoteVolume: '687897',
      },
    ])
    expect(operationCatalog.getSpotCandles.response.parse([[...row, '687898']])[0]).toMatchObject({
      usdtVolume: '687897',
      quoteVolume: '687898',
    })
  })

  it('refuses a candle row that is too short', () => {
    const result = operationCatalog.getSpotCandles.response.safeParse([
      ['1695835800000', '1', '1', '1', '1', '1', '1'],
    ])
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'must hold 8 values: ts, open, high, low, close, baseVolume, usdtVolume, quoteVolume',
    ])
  })
})
