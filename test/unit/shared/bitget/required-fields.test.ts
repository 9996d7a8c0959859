import { describe, expect, it } from 'vitest'
import { operationCatalog, type OperationName } from '../../../../src/shared/bitget/catalog'

/** The issues of a refused body, as "path message", the way the client reports them. */
function refusal(name: OperationName, body: unknown): string[] {
  const result = operationCatalog[name].response.safeParse(body)
  expect(result.success).toBe(false)
  return result.error!.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`)
}

const bill = {
  cTime: '1700000000000',
  coin: 'USDT',
  groupType: 'deposit',
  businessType: 'deposit',
  size: '1',
  balance: '1',
  fees: '0',
  billId: '1291',
}
const spotFill = {
  userId: '1',
  symbol: 'BTCUSDT',
  orderId: '11',
  tradeId: '12',
  orderType: 'market',
  side: 'buy',
  priceAvg: '60000',
  size: '0.01',
  amount: '600',
  tradeScope: 'taker',
  cTime: '1700000000000',
  uTime: '1700000000000',
}
const pendingOrder = {
  symbol: 'BTCUSDT',
  size: '0.01',
  orderId: '21',
  clientOid: 'c-21',
  baseVolume: '0',
  price: '60000',
  status: 'live',
  side: 'buy',
  marginCoin: 'USDT',
  marginMode: 'crossed',
  orderType: 'limit',
  cTime: '1700000000000',
  uTime: '1700000000000',
}
const without = <T extends object>(record: T, field: keyof T) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== field))

describe('fields a trader relies on are required in responses', () => {
  it.each(['coin', 'size', 'cTime', 'billId'] as const)('refuses a bill without %s', (field) => {
    expect(refusal('getSpotBills', [without(bill, field)])).toEqual([
      `0.${field} is required but missing`,
    ])
  })

  it('refuses a bill whose coin is null or size is not a number', () => {
    expect(refusal('getSpotBills', [{ ...bill, coin: null }])).toEqual([
      '0.coin is required but missing',
    ])
    expect(refusal('getSpotBills', [{ ...bill, size: '' }])).toEqual([
      '0.size must be a decimal number',
    ])
  })

  it('refuses a pending order without orderId, or with an empty one', () => {
    expect(
      refusal('getPendingFuturesOrders', {
        entrustedList: [without(pendingOrder, 'orderId')],
        endId: '21',
      }),
    ).toEqual(['entrustedList.0.orderId is required but missing'])
    expect(
      refusal('getPendingFuturesOrders', {
        entrustedList: [{ ...pendingOrder, orderId: '' }],
        endId: '21',
      }),
    ).toEqual(['entrustedList.0.orderId must not be empty'])
  })

  it('refuses a fill without its price, size or time', () => {
    expect(refusal('getSpotFills', [without(spotFill, 'priceAvg')])).toEqual([
      '0.priceAvg is required but missing',
    ])
    expect(
      refusal('getPublicSpotFills', [
        { symbol: 'BTCUSDT', tradeId: '1', side: 'buy', size: '1', ts: '1700000000000' },
      ]),
    ).toEqual(['0.price is required but missing'])
    expect(refusal('getSpotFills', [{ ...spotFill, cTime: 'yesterday' }])).toEqual([
      '0.cTime must be Unix milliseconds',
    ])
  })

  it('refuses a deposit without coin or size, and a sub-account asset without coin', () => {
    const deposit = { orderId: '1', coin: 'USDT', size: '10', status: 'success', cTime: '1' }
    expect(refusal('getSpotDeposits', [without(deposit, 'size')])).toEqual([
      '0.size is required but missing',
    ])
    expect(
      refusal('getSubAccountSpotAssets', [
        { userId: '7', assetsList: [{ available: '1', frozen: '0', locked: '0', uTime: '1' }] },
      ]),
    ).toEqual(['0.assetsList.0.coin is required but missing'])
  })

  it('refuses an order answer without clientOid', () => {
    expect(refusal('placeSpotOrder', { orderId: '1' })).toEqual([
      'clientOid is required but missing',
    ])
  })

  it('stays lenient where Bitget sends empty values: fee, average price, addresses, presets', () => {
    expect(
      operationCatalog.getPendingFuturesOrders.response.parse({
        entrustedList: [{ ...pendingOrder, fee: '', priceAvg: '', presetStopLossPrice: '' }],
        endId: '21',
      }).entrustedList[0],
    ).toMatchObject({ fee: '', priceAvg: '', presetStopLossPrice: '', totalProfits: '' })
  })
})
