import Decimal from 'decimal.js'
import { tradeSideView } from '../market/futures-math'
import type { FuturesFill, FuturesOrder } from '../state/types'

/** Futures spell the finished state `canceled` (beyond-the-spec §1); the store keeps one spelling. */
export const futuresStatusOf = (order: FuturesOrder): string =>
  order.status === 'cancelled' ? 'canceled' : order.status

/** The order fields of 4.13 (pending orders), also the core of detail (2.5) and history (2.6). */
export function pendingView(order: FuturesOrder) {
  const live = order.status === 'live'
  const filled = new Decimal(order.filledSize)
  return {
    symbol: order.symbol,
    size: order.size,
    orderId: order.orderId,
    clientOid: order.clientOid,
    baseVolume: order.filledSize,
    fee: order.fee === '0' ? '0' : new Decimal(order.fee).negated().toFixed(),
    price: order.price,
    priceAvg:
      live || filled.isZero() ? '' : new Decimal(order.filledValue).dividedBy(filled).toFixed(),
    status: futuresStatusOf(order),
    side: order.side,
    force: order.force,
    totalProfits: live ? '' : order.totalProfits,
    posSide: order.posSide,
    marginCoin: order.marginCoin,
    quoteVolume: order.filledValue,
    leverage: order.leverage,
    marginMode: order.marginMode,
    reduceOnly: order.reduceOnly ? 'YES' : 'NO',
    enterPointSource: 'API',
    tradeSide: tradeSideView(order),
    posMode: order.posMode,
    orderType: order.orderType,
    orderSource: order.orderSource,
    cTime: String(order.cTime),
    uTime: String(order.uTime),
    presetStopSurplusPrice: order.presetStopSurplusPrice,
    presetStopSurplusType: order.presetStopSurplusPrice ? 'fill_price' : '',
    presetStopSurplusExecutePrice: order.presetStopSurplusExecutePrice,
    presetStopLossPrice: order.presetStopLossPrice,
    presetStopLossType: order.presetStopLossPrice ? 'fill_price' : '',
    presetStopLossExecutePrice: order.presetStopLossExecutePrice,
  }
}

/** 2.5: the doc example and a real capture name the status `state`, not `status` (§8.2). */
export function detailView(order: FuturesOrder) {
  const { status, ...rest } = pendingView(order)
  return { ...rest, state: status, cancelReason: status === 'canceled' ? 'normal_cancel' : '' }
}

/** 2.6 record: the pending fields plus posAvg and liqPrice. */
export function historyView(order: FuturesOrder) {
  return { ...pendingView(order), posAvg: order.posAvg, liqPrice: '' }
}

/** 2.7: feeDetail is an array on futures fills; fees are negative. */
export function fillView(fill: FuturesFill) {
  const fee = new Decimal(fill.fee)
  return {
    tradeId: fill.tradeId,
    symbol: fill.symbol,
    orderId: fill.orderId,
    price: fill.price,
    baseVolume: fill.baseVolume,
    feeDetail: [
      {
        deduction: 'no',
        feeCoin: fill.marginCoin,
        totalDeductionFee: '0',
        totalFee: fee.isZero() ? '0' : fee.negated().toFixed(),
      },
    ],
    side: fill.side,
    quoteVolume: fill.quoteVolume,
    profit: fill.profit,
    enterPointSource: 'API',
    tradeSide: fill.tradeSide,
    posMode: fill.posMode,
    tradeScope: fill.tradeScope,
    cTime: String(fill.cTime),
  }
}
