import { z } from 'zod'
import { productTypes } from '../enums'
import { looseString, requiredDecimal, requiredString, stringList, symbolName } from '../primitives'
import { looseList } from './list'

/** GET /api/v2/spot/public/symbols (facts §6) */
export const spotSymbolsRequest = z.object({ symbol: symbolName.optional() }).strict()

export const spotSymbol = z.object({
  symbol: requiredString,
  baseCoin: looseString,
  quoteCoin: looseString,
  minTradeAmount: looseString,
  maxTradeAmount: looseString,
  takerFeeRate: looseString,
  makerFeeRate: looseString,
  pricePrecision: requiredDecimal,
  quantityPrecision: requiredDecimal,
  quotePrecision: looseString,
  minTradeUSDT: looseString,
  status: looseString,
  buyLimitPriceRatio: looseString,
  sellLimitPriceRatio: looseString,
  orderQuantity: looseString,
  areaSymbol: looseString,
})
export type SpotSymbol = z.output<typeof spotSymbol>
export const spotSymbolsResponse = looseList(spotSymbol)

/** GET /api/v2/mix/market/contracts (facts §6) */
export const futuresContractsRequest = z
  .object({ productType: z.enum(productTypes), symbol: symbolName.optional() })
  .strict()

export const futuresContract = z.object({
  symbol: requiredString,
  baseCoin: looseString,
  quoteCoin: looseString,
  supportMarginCoins: stringList,
  minTradeNum: requiredDecimal,
  priceEndStep: requiredDecimal,
  volumePlace: requiredDecimal,
  pricePlace: requiredDecimal,
  sizeMultiplier: requiredDecimal,
  symbolType: looseString,
  minTradeUSDT: looseString,
  symbolStatus: looseString,
  minLever: looseString,
  maxLever: looseString,
  makerFeeRate: looseString,
  takerFeeRate: looseString,
})
export type FuturesContract = z.output<typeof futuresContract>
export const futuresContractsResponse = looseList(futuresContract)
