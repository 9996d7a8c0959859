import Decimal from 'decimal.js'
import type { Simulator } from '../../../src/sim'
import { futuresIntent, futuresLimitBuy } from '../../support/order-intents'

/** `orders:place` input for a futures buy 10 % below the market: it rests on the book. */
export function restingFuturesBuy(simulator: Simulator) {
  const price = new Decimal(simulator.admin.price('BTCUSDT')).times(0.9).toDecimalPlaces(1)
  return futuresIntent(futuresLimitBuy(price.toFixed(), '0.01'))
}
