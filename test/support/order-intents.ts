import type { OrderIntent } from '../../src/shared/channels/orders'
import { newIntentClientOid } from '../../src/shared/orders'

type OrderOf<Form extends OrderIntent['form']> = Extract<OrderIntent, { form: Form }>['order']

/** A confirmed intent of each form, with a fresh clientOid unless one is given. */
export const spotIntent = (order: OrderOf<'spot'>, clientOid = newIntentClientOid()) =>
  ({ form: 'spot', clientOid, order }) satisfies OrderIntent

export const spotPlanIntent = (order: OrderOf<'spot-plan'>, clientOid = newIntentClientOid()) =>
  ({ form: 'spot-plan', clientOid, order }) satisfies OrderIntent

export const futuresIntent = (order: OrderOf<'futures'>, clientOid = newIntentClientOid()) =>
  ({ form: 'futures', clientOid, order }) satisfies OrderIntent

/** The BTCUSDT perpetual with cross margin, in one-way position mode: how the seeded accounts trade. */
export const oneWayBtcusdt = {
  positionMode: 'one_way_mode',
  symbol: 'BTCUSDT',
  productType: 'USDT-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'USDT',
} as const

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

/** A plan to buy 0.0002 BTCUSDT at a limit of its trigger price, set off by the last fill. */
export const spotPlanBuy = (trigger: string) =>
  ({
    symbol: 'BTCUSDT',
    side: 'buy',
    triggerPrice: trigger,
    triggerType: 'fill_price',
    orderType: 'limit',
    executePrice: trigger,
    planType: 'amount',
    size: '0.0002',
  }) satisfies OrderOf<'spot-plan'>
