import { z } from 'zod'
import { holdSides, marginModes, positionModes, productTypes } from '../enums'
import {
  coinName,
  looseEnum,
  looseString,
  looseTimestamp,
  requiredDecimal,
  requiredString,
  requiredTimestamp,
  symbolName,
} from '../primitives'
import { looseList } from './list'

/** beyond-the-spec §2.8 GET /api/v2/mix/position/all-position (5/s), newest first. */
export const futuresPositionsRequest = z
  .object({ productType: z.enum(productTypes), marginCoin: coinName.optional() })
  .strict()

/** GET /api/v2/mix/position/single-position: an array too, one element per held side in hedge mode. */
export const futuresPositionRequest = z
  .object({ productType: z.enum(productTypes), symbol: symbolName, marginCoin: coinName })
  .strict()

export const futuresPosition = z.object({
  marginCoin: requiredString.transform((value) => value.toUpperCase()),
  symbol: requiredString.transform((value) => value.toUpperCase()),
  holdSide: looseEnum(holdSides),
  openDelegateSize: looseString,
  marginSize: requiredDecimal,
  available: requiredDecimal,
  locked: requiredDecimal,
  total: requiredDecimal,
  leverage: requiredDecimal,
  achievedProfits: looseString,
  openPriceAvg: requiredDecimal,
  marginMode: looseEnum(marginModes, { cross: 'crossed', fixed: 'isolated' }),
  posMode: looseEnum(positionModes),
  unrealizedPL: looseString,
  /** Estimated; zero or below means none. */
  liquidationPrice: looseString,
  keepMarginRate: looseString,
  markPrice: looseString,
  marginRatio: looseString,
  breakEvenPrice: looseString,
  /** Accumulated funding; empty until the first funding. */
  totalFee: looseString,
  deductedFee: looseString,
  assetMode: looseString,
  autoMargin: looseString,
  takeProfit: looseString,
  stopLoss: looseString,
  takeProfitId: looseString,
  stopLossId: looseString,
  cTime: requiredTimestamp,
  uTime: looseTimestamp,
})
export type FuturesPosition = z.output<typeof futuresPosition>
export const futuresPositionsResponse = looseList(futuresPosition)
