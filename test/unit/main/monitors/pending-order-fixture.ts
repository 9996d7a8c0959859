import type { ProductType } from '../../../../src/shared/bitget'
import type { PendingOrder } from '../../../../src/shared/channels/pending'

/** A pending order as the monitor keeps it, with the fields a test cares about overridden. */
export function pendingOrder(orderId: string, overrides: Partial<PendingOrder> = {}): PendingOrder {
  return {
    symbol: 'BTCUSDT',
    size: '0.02',
    orderId,
    clientOid: `oid-${orderId}`,
    baseVolume: '0',
    fee: '0',
    price: '50000',
    priceAvg: '',
    status: 'live',
    side: 'buy',
    force: 'gtc',
    totalProfits: '',
    posSide: 'net',
    marginCoin: 'USDT',
    quoteVolume: '0',
    leverage: '20',
    marginMode: 'crossed',
    reduceOnly: 'NO',
    enterPointSource: 'API',
    tradeSide: 'buy_single',
    posMode: 'one_way_mode',
    orderType: 'limit',
    orderSource: 'normal',
    cTime: '1763700000000',
    uTime: '1763700000000',
    presetStopSurplusPrice: '',
    presetStopSurplusType: '',
    presetStopSurplusExecutePrice: '',
    presetStopLossPrice: '',
    presetStopLossType: '',
    presetStopLossExecutePrice: '',
    productType: 'USDT-FUTURES' as ProductType,
    ...overrides,
  }
}

/** The order as 4.13 answers it: without the product type the monitor adds. */
export function exchangeRecord(order: PendingOrder): Omit<PendingOrder, 'productType'> {
  const record: Partial<PendingOrder> = { ...order }
  delete record.productType
  return record as Omit<PendingOrder, 'productType'>
}
