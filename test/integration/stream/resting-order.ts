import Decimal from 'decimal.js'
import { newIntentClientOid } from '../../../src/shared/orders/intent-id'
import type { Simulator } from '../../../src/sim'

/** `orders:place` input for a futures buy 10 % below the market: it rests on the book. */
export function restingFuturesBuy(simulator: Simulator) {
  const price = new Decimal(simulator.admin.price('BTCUSDT')).times(0.9).toDecimalPlaces(1)
  return {
    form: 'futures',
    clientOid: newIntentClientOid(),
    order: {
      positionMode: 'one_way_mode',
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      marginMode: 'crossed',
      marginCoin: 'USDT',
      side: 'buy',
      orderType: 'limit',
      force: 'gtc',
      price: price.toFixed(),
      size: '0.01',
    },
  } as const
}
