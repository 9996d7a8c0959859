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

/** What margin, fees and maintenance are rates of: size × price (coin-margined: the size). */
export const notionalOf = (
  contract: ContractInstrument,
  size: Decimal.Value,
  price: Decimal.Value,
): Decimal =>
  isCoinMargined(contract.productType) ? new Decimal(size) : new Decimal(size).times(price)

export function marginOf(
  contract: ContractInstrument,
  size: Decimal.Value,
  price: Decimal.Value,
  leverage: string,
): Decimal {
  return notionalOf(contract, size, price)
    .dividedBy(leverage)
    .toDecimalPlaces(PLACES, Decimal.ROUND_UP)
}

export function feeOf(
  contract: ContractInstrument,
  size: Decimal.Value,
  price: Decimal.Value,
  rate: Decimal,
): Decimal {
  return notionalOf(contract, size, price).times(rate).toDecimalPlaces(PLACES, Decimal.ROUND_UP)
}

/** How orders and fills show tradeSide: hedge mode open/close, one-way mode buy_single/sell_single. */
export function tradeSideView(order: FuturesOrder): string {
  if (order.posMode === 'hedge_mode') return order.tradeSide
  return order.side === 'buy' ? 'buy_single' : 'sell_single'
}
