import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { operationCatalog, type OperationName } from '../../../../src/shared/bitget/catalog'

const dir = fileURLToPath(
  new URL('../../../fixtures/bitget-samples/beyond-the-spec/', import.meta.url),
)
type Body = Record<string, unknown>
const read = (file: string): Body => JSON.parse(readFileSync(dir + file, 'utf8')) as Body
const dataOf = (file: string) => read(file).data

/** The issues of a refused body, as "path message", the way the client reports them. */
function refusal(name: OperationName, body: unknown): string[] {
  const result = operationCatalog[name].response.safeParse(body)
  expect(result.success).toBe(false)
  return result.error!.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
}
const without = (record: Body, field: string) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== field))

const detail = dataOf('mix_order_detail.ccxt-real.json') as Body
const historyPage = dataOf('mix_order_orders-history.constructed.json') as { entrustedList: Body[] }
const fillsPage = dataOf('mix_order_fills.doc.json') as { fillList: Body[] }
const position = read('mix_position.element.ccxt-real.json')
const account = dataOf('mix_account_account.doc.json') as Body
const futuresTicker = read('mix_market_ticker.element.ccxt-real.json')
const openOrder = (dataOf('spot_trade_unfilled-orders.ccxt-real.json') as Body[])[0]!
const historyOrder = read('spot_trade_history-orders.element.constructed.json')
const planPage = dataOf('spot_trade_current-plan-order.ccxt-real.json') as { orderList: Body[] }
const asset = (dataOf('spot_account_assets.constructed.json') as Body[])[0]!
const spotTicker = read('spot_market_tickers.element.ccxt-real.json')
const cancelAck = dataOf('mix_order_cancel-order.ccxt-real.json') as Body

describe('fields a trader relies on are required in the new responses', () => {
  it.each(['orderId', 'symbol', 'size', 'cTime'])(
    'refuses a futures order detail without %s',
    (field) => {
      expect(refusal('getFuturesOrderDetail', without(detail, field))).toEqual([
        `${field} is required but missing`,
      ])
    },
  )

  it('refuses a futures order detail without its state', () => {
    expect(refusal('getFuturesOrderDetail', without(detail, 'state'))).toEqual([
      'state Invalid option: expected one of "live"|"partially_filled"|"filled"|"canceled"',
    ])
  })

  it('requires the price of a limit order, not of a market order, which has none', () => {
    expect(refusal('getFuturesOrderDetail', without(detail, 'price'))).toEqual([
      'price must be the price of the limit order',
    ])
    const market = { ...detail, orderType: 'market', price: '' }
    expect(operationCatalog.getFuturesOrderDetail.response.parse(market)).toMatchObject({
      price: '',
    })
  })

  it.each(['orderId', 'baseVolume', 'status'])('refuses a history order without %s', (field) => {
    const record = without(historyPage.entrustedList[0]!, field)
    expect(
      refusal('getFuturesOrdersHistory', { entrustedList: [record], endId: '1' }),
    ).toHaveLength(1)
  })

  it.each(['tradeId', 'orderId', 'price', 'baseVolume', 'cTime'])(
    'refuses a futures fill without %s',
    (field) => {
      const record = without(fillsPage.fillList[0]!, field)
      expect(refusal('getFuturesFills', { fillList: [record], endId: '' })).toEqual([
        `fillList.0.${field} is required but missing`,
      ])
    },
  )

  it('refuses a fill-history fill without its margin coin', () => {
    const record = fillsPage.fillList[0]!
    expect(
      operationCatalog.getFuturesFillHistory.response.parse({
        fillList: [{ ...record, marginCoin: 'usdt' }],
        endId: '',
      }).fillList[0],
    ).toMatchObject({ marginCoin: 'USDT' })
    expect(refusal('getFuturesFillHistory', { fillList: [record], endId: '' })).toEqual([
      'fillList.0.marginCoin is required but missing',
    ])
  })

  it('refuses a futures fill whose fee has no amount', () => {
    const record = { ...fillsPage.fillList[0]!, feeDetail: [{ feeCoin: 'USDT' }] }
    expect(refusal('getFuturesFills', { fillList: [record], endId: '' })).toEqual([
      'fillList.0.feeDetail.0.totalFee is required but missing',
    ])
  })

  it.each(['symbol', 'marginCoin', 'total', 'available', 'openPriceAvg', 'leverage', 'cTime'])(
    'refuses a position without %s',
    (field) => {
      expect(refusal('getFuturesPositions', [without(position, field)])).toEqual([
        `0.${field} is required but missing`,
      ])
    },
  )

  it.each(['marginCoin', 'available', 'accountEquity', 'crossedMarginLeverage'])(
    'refuses a futures account without %s',
    (field) => {
      expect(refusal('getFuturesAccount', without(account, field))).toEqual([
        `${field} is required but missing`,
      ])
    },
  )

  it.each(['symbol', 'lastPr', 'ts'])('refuses a futures ticker without %s', (field) => {
    expect(refusal('getFuturesTickers', [without(futuresTicker, field)])).toEqual([
      `0.${field} is required but missing`,
    ])
  })

  it.each(['orderId', 'symbol', 'size', 'priceAvg', 'cTime'])(
    'refuses an open spot order without %s',
    (field) => {
      expect(refusal('getSpotOpenOrders', [without(openOrder, field)])).toEqual([
        `0.${field} is required but missing`,
      ])
    },
  )

  it.each(['orderId', 'price', 'priceAvg', 'baseVolume'])(
    'refuses a spot history order without %s',
    (field) => {
      expect(refusal('getSpotHistoryOrders', [without(historyOrder, field)])).toEqual([
        `0.${field} is required but missing`,
      ])
    },
  )

  it('refuses a spot history order whose feeDetail is not a JSON document', () => {
    expect(refusal('getSpotHistoryOrders', [{ ...historyOrder, feeDetail: '{newFees' }])).toEqual([
      '0.feeDetail must be a JSON document',
    ])
  })

  it.each(['orderId', 'size', 'triggerPrice', 'cTime'])(
    'refuses a spot plan order without %s',
    (field) => {
      const record = without(planPage.orderList[0]!, field)
      expect(
        refusal('getSpotCurrentPlanOrders', {
          nextFlag: false,
          idLessThan: '',
          orderList: [record],
        }),
      ).toEqual([`orderList.0.${field} is required but missing`])
    },
  )

  it.each(['coin', 'available', 'frozen', 'locked'])('refuses an asset without %s', (field) => {
    expect(refusal('getSpotAssets', [without(asset, field)])).toEqual([
      `0.${field} is required but missing`,
    ])
  })

  it.each(['symbol', 'lastPr'])('refuses a spot ticker without %s', (field) => {
    expect(refusal('getSpotTickers', [without(spotTicker, field)])).toEqual([
      `0.${field} is required but missing`,
    ])
  })

  it('refuses a cancel answer without the orderId, but takes an empty clientOid', () => {
    expect(refusal('cancelFuturesOrder', without(cancelAck, 'orderId'))).toEqual([
      'orderId is required but missing',
    ])
    expect(
      operationCatalog.cancelSpotOrder.response.parse({ orderId: '1', clientOid: '' }),
    ).toEqual({ orderId: '1', clientOid: '' })
  })

  it('refuses a batch item that names no order', () => {
    expect(
      refusal('batchCancelSpotOrders', {
        successList: [{ orderId: '', clientOid: '' }],
        failureList: [],
      }),
    ).toEqual(['successList.0.orderId names no order (orderId and clientOid are both empty)'])
  })

  it('refuses a cancel-plan answer that is not success', () => {
    expect(refusal('cancelSpotPlanOrder', { result: 'fail' })).toEqual(['result must be "success"'])
  })

  it('refuses a leverage answer without the leverage it set', () => {
    const answer = {
      symbol: 'BTCUSDT',
      marginCoin: 'USDT',
      longLeverage: '25',
      shortLeverage: '20',
      crossMarginLeverage: '20',
      marginMode: 'crossed',
    }
    expect(operationCatalog.setFuturesLeverage.response.parse(answer)).toEqual(answer)
    expect(refusal('setFuturesLeverage', without(answer, 'longLeverage'))).toEqual([
      'longLeverage is required but missing',
    ])
  })

  it('refuses a symbol price without the mark price', () => {
    const prices = read('mix_market_symbol-price.data.doc.json') as unknown as Body[]
    expect(refusal('getFuturesSymbolPrice', [without(prices[0]!, 'markPrice')])).toEqual([
      '0.markPrice is required but missing',
    ])
  })

  it('refuses a book without its time', () => {
    expect(refusal('getSpotOrderbook', { asks: [], bids: [] })).toEqual([
      'ts is required but missing',
    ])
  })
})
