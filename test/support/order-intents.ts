import type { OrderIntent } from '../../src/shared/channels/orders'
import { newIntentClientOid } from '../../src/shared/orders'
import { oneWayBtcusdt } from './futures-order'

type OrderOf<Form extends OrderIntent['form']> = Extract<OrderIntent, { form: Form }>['order']

/** A confirmed intent of each form, with a fresh clientOid unless one is given. */
export const spotIntent = (order: OrderOf<'spot'>, clientOid = newIntentClientOid()) =>
  ({ form: 'spot', clientOid, order }) satisfies OrderIntent

export const spotPlanIntent = (order: OrderOf<'spot-plan'>, clientOid = newIntentClientOid()) =>
  ({ form: 'spot-plan', clientOid, order }) satisfies OrderIntent

export const futuresIntent = (order: OrderOf<'futures'>, clientOid = newIntentClientOid()) =>
  ({ form: 'futures', clientOid, order }) satisfies OrderIntent

/** A market buy of 0.01 BTCUSDT: it fills at once into a long. */
export const oneWayMarketBuy = {
  ...oneWayBtcusdt,
  size: '0.01',
  side: 'buy',
  orderType: 'market',
} as const

/** A good-till-cancelled limit buy of a USDT-margined perpetual: below the market, it rests. */
export const futuresLimitBuy = (price: string, size: string, symbol = 'BTCUSDT') =>
  ({
    ...oneWayBtcusdt,
    symbol,
    side: 'buy',
    orderType: 'limit',
    force: 'gtc',
    price,
    size,
  }) satisfies OrderOf<'futures'>

/** A good-till-cancelled limit spot buy: below the market, it rests. */
export const spotLimitBuy = (price: string, size: string, symbol = 'BTCUSDT') =>
  ({ symbol, side: 'buy', orderType: 'limit', force: 'gtc', price, size }) satisfies OrderOf<'spot'>

/** A post-only buy far below the market (ETHUSDT at 1000, other coins at 0.1): it rests. */
export const postOnlySpotBuy = (symbol = 'ETHUSDT') =>
  ({
    symbol,
    side: 'buy',
    orderType: 'limit',
    force: 'post_only',
    price: symbol === 'ETHUSDT' ? '1000' : '0.1',
    size: symbol === 'ETHUSDT' ? '0.01' : '100',
  }) satisfies OrderOf<'spot'>

/** A plan to buy at a limit of its trigger price, set off when the last fill reaches it. */
export const limitPlanBuy = (symbol: string, trigger: string, size: string) =>
  ({
    symbol,
    side: 'buy',
    triggerPrice: trigger,
    orderType: 'limit',
    executePrice: trigger,
    size,
    triggerType: 'fill_price',
  }) satisfies OrderOf<'spot-plan'>

/** A plan to buy 0.0002 BTCUSDT (an amount of base coin) at a limit of its trigger price. */
export const spotPlanBuy = (trigger: string) =>
  ({
    ...limitPlanBuy('BTCUSDT', trigger, '0.0002'),
    planType: 'amount',
  }) satisfies OrderOf<'spot-plan'>
