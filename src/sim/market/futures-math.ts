import Decimal from 'decimal.js'
import type { ContractInstrument, ProductType } from '../seed-data/instruments'
import type { FuturesOrder, Side } from '../state/types'

export const TAKER_FEE_RATE = new Decimal('0.0006')
export const MAKER_FEE_RATE = new Decimal('0.0002')
export const PLACES = 8

/** Hedge-mode closes name the position's side (close long = buy + close) but trade the other way. */
export const directionOf = (side: Side, tradeSide: FuturesOrder['tradeSide']): Side =>
  tradeSide === 'close' ? (side === 'buy' ? 'sell' : 'buy') : side

export const isCoinMargined = (productType: ProductType): boolean => productType === 'COIN-FUTURES'

export const remainingOf = (order: FuturesOrder) => new Decimal(order.size).minus(order.filledSize)

export function marginOf(
  contract: ContractInstrument,
  size: Decimal.Value,
  price: Decimal.Value,
  leverage: string,
): Decimal {
  const notional = isCoinMargined(contract.productType)
    ? new Decimal(size)
    : new Decimal(size).times(price)
  return notional.dividedBy(leverage).toDecimalPlaces(PLACES, Decimal.ROUND_UP)
}

export function feeOf(
  contract: ContractInstrument,
  size: Decimal.Value,
  price: Decimal.Value,
  rate: Decimal,
): Decimal {
  const notional = isCoinMargined(contract.productType)
    ? new Decimal(size)
    : new Decimal(size).times(price)
  return notional.times(rate).toDecimalPlaces(PLACES, Decimal.ROUND_UP)
}

/** How orders and fills show tradeSide: hedge mode open/close, one-way mode buy_single/sell_single. */
export function tradeSideView(order: FuturesOrder): string {
  if (order.posMode === 'hedge_mode') return order.tradeSide
  return order.side === 'buy' ? 'buy_single' : 'sell_single'
}
