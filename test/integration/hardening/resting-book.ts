import type { OrderTarget } from '../../../src/shared/channels/order-actions'
import type { OrderIntent } from '../../../src/shared/channels/orders'
import {
  futuresIntent,
  futuresLimitBuy,
  spotIntent,
  spotLimitBuy,
  spotPlanBuy,
  spotPlanIntent,
} from '../../support/order-intents'
import { inPool } from './pool'

/** What placing a book needs: the app to place through and the exchange to read from. */
export interface BookDeps {
  /** Places through the app; throws unless the order is placed. */
  place(input: OrderIntent): Promise<void>
  /** The orderId the exchange gave the order with this clientOid. */
  orderIdOf(clientOid: string): string
  /** The last price of a spot symbol. */
  price(symbol: string): string
  random(): number
}

/** A placed order and how the order actions name it. */
export interface Resting {
  clientOid: string
  target: OrderTarget
}

/** The book's intents, one builder a form: a limit buy at the price given, or a plan at the trigger. */
export const futuresBuy = (symbol: string, clientOid: string, price: string, size: string) =>
  futuresIntent(futuresLimitBuy(price, size, symbol), clientOid)

export const spotBuy = (symbol: string, clientOid: string, price: string, size: string) =>
  spotIntent(spotLimitBuy(price, size, symbol), clientOid)

export const planBuy = (clientOid: string, trigger: string) =>
  spotPlanIntent(spotPlanBuy(trigger), clientOid)

/** A whole-number price `low`..`low + 0.1` times the last one: below the market, far from a fill. */
export const restingPrice = (deps: BookDeps, symbol: string, low = 0.4) =>
  String(Math.floor(Number(deps.price(symbol)) * (low + deps.random() * 0.1)))

/** A whole-number trigger price `factor` times the last BTCUSDT price. */
export const planTrigger = (deps: BookDeps, factor: number) =>
  String(Math.floor(Number(deps.price('BTCUSDT')) * factor))

/** One phase's resting orders, by what the trader will do with them. */
export interface Book {
  futuresCancels: Resting[]
  spotCancels: Resting[]
  planCancels: Resting[]
  batch: Resting[]
  spotAll: Resting[]
  futuresAll: Resting[]
  futuresAmends: Resting[]
  planAmends: Resting[]
}

/** Places the resting orders of one phase (tagged in their clientOids) on a calm exchange. */
export async function placeBook(deps: BookDeps, tag: string): Promise<Book> {
  let count = 0
  const oid = () => `fa-${tag}-${count++}-${Math.floor(deps.random() * 1e6)}`
  const futures = (n: number, symbol = 'BTCUSDT', size = '0.001') =>
    Array.from({ length: n }, () => futuresBuy(symbol, oid(), restingPrice(deps, symbol), size))
  const spot = (n: number, symbol = 'BTCUSDT', size = '0.0002') =>
    Array.from({ length: n }, () => spotBuy(symbol, oid(), restingPrice(deps, symbol), size))
  const plans = (n: number) => Array.from({ length: n }, () => planBuy(oid(), planTrigger(deps, 2)))
  const inputs = {
    futuresCancels: futures(2),
    spotCancels: spot(2),
    planCancels: plans(2),
    batch: [...futures(2), ...spot(2), ...plans(1)],
    spotAll: spot(2, 'ETHUSDT', '0.002'),
    futuresAll: futures(2, 'ETHUSDT', '0.02'),
    futuresAmends: futures(3),
    planAmends: plans(2),
  }
  await inPool(Object.values(inputs).flat(), deps.place)
  const resting = (input: OrderIntent): Resting => {
    const orderId = deps.orderIdOf(input.clientOid)
    const { symbol } = input.order
    const target: OrderTarget =
      input.form === 'futures'
        ? { market: 'futures', productType: 'USDT-FUTURES', symbol, orderId }
        : { market: input.form, symbol, orderId }
    return { clientOid: input.clientOid, target }
  }
  return {
    futuresCancels: inputs.futuresCancels.map(resting),
    spotCancels: inputs.spotCancels.map(resting),
    planCancels: inputs.planCancels.map(resting),
    batch: inputs.batch.map(resting),
    spotAll: inputs.spotAll.map(resting),
    futuresAll: inputs.futuresAll.map(resting),
    futuresAmends: inputs.futuresAmends.map(resting),
    planAmends: inputs.planAmends.map(resting),
  }
}
