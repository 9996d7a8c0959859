import { Decimal } from 'decimal.js'
import type { HoldSide, MarginMode, PositionMode, ProductType } from '../bitget/enums'
import { isDecimalText } from './decimal-checks'
import { fieldIssue, type FieldIssue } from './field-issue'
import type { FuturesOrderDraft } from './order-drafts'

/** The fields of a held position (2.8) that closing it needs. */
export interface ClosablePosition {
  productType: ProductType
  symbol: string
  marginCoin: string
  marginMode: MarginMode
  holdSide: HoldSide
  /** Whole position size. */
  total: string
  /** The part not held by resting close orders. */
  available: string
}

/**
 * The order that closes a position from its row. Hedge mode: `tradeSide: close` with the
 * position's own side (a long closes with buy + close). One-way mode: reduce-only on the opposite
 * side. A market close takes the whole position (a hedge market close cancels resting limit closes
 * that stand in its way, beyond-the-spec §8.1); a limit close takes only the free part.
 */
export function closeOrderFor(
  position: ClosablePosition,
  mode: PositionMode,
  kind: 'market' | 'limit',
  price = '',
): FuturesOrderDraft {
  const hedge = mode === 'hedge_mode'
  const ownSide = position.holdSide === 'long' ? 'buy' : 'sell'
  const oppositeSide = ownSide === 'buy' ? 'sell' : 'buy'
  return {
    productType: position.productType,
    symbol: position.symbol,
    marginMode: position.marginMode,
    marginCoin: position.marginCoin,
    positionMode: mode,
    side: hedge ? ownSide : oppositeSide,
    tradeSide: 'close',
    reduceOnly: !hedge,
    orderType: kind,
    force: 'gtc',
    price: kind === 'limit' ? price : '',
    size: kind === 'market' ? position.total : position.available,
    presetStopSurplusPrice: '',
    presetStopSurplusExecutePrice: '',
    presetStopLossPrice: '',
    presetStopLossExecutePrice: '',
    stpMode: 'none',
  }
}

/** A close may take part of the position, never more than `closeOrderFor` would close at once. */
export function closeSizeIssues(size: string, closable: string, coin: string): FieldIssue[] {
  if (!isDecimalText(size) || !new Decimal(size).greaterThan(closable)) return []
  return [
    fieldIssue('size', 'aboveMaxSize', `size is above the ${closable} ${coin} that can be closed`, {
      max: closable,
      coin,
    }),
  ]
}
