import { z } from 'zod'
import { marginModes, positionModes, productTypes } from '../enums'
import {
  coinName,
  looseEnum,
  looseString,
  requiredDecimal,
  requiredString,
  symbolName,
} from '../primitives'
import { looseList } from './list'

/** beyond-the-spec §2.9 GET /api/v2/mix/account/accounts: one entry per margin coin. */
export const futuresAccountsRequest = z.object({ productType: z.enum(productTypes) }).strict()

const balanceFields = {
  marginCoin: requiredString.transform((value) => value.toUpperCase()),
  locked: requiredDecimal,
  available: requiredDecimal,
  crossedMaxAvailable: looseString,
  isolatedMaxAvailable: looseString,
  maxTransferOut: looseString,
  accountEquity: requiredDecimal,
  usdtEquity: looseString,
  btcEquity: looseString,
  crossedRiskRate: looseString,
  /** May be '' (doc example). */
  unrealizedPL: looseString,
  coupon: looseString,
  crossedUnrealizedPL: looseString,
  isolatedUnrealizedPL: looseString,
  assetMode: looseString,
}

const futuresAccountBalance = z.object(balanceFields)
export const futuresAccountsResponse = looseList(futuresAccountBalance)

/**
 * GET /api/v2/mix/account/account: one margin coin of one symbol, with the symbol's current
 * leverage, margin mode and position mode.
 */
export const futuresAccountRequest = z
  .object({ symbol: symbolName, productType: z.enum(productTypes), marginCoin: coinName })
  .strict()

export const futuresAccountResponse = z.object({
  ...balanceFields,
  crossedMarginLeverage: requiredDecimal,
  isolatedLongLever: requiredDecimal,
  isolatedShortLever: requiredDecimal,
  marginMode: looseEnum(marginModes, { cross: 'crossed', fixed: 'isolated' }),
  posMode: looseEnum(positionModes),
})
export type FuturesAccount = z.output<typeof futuresAccountResponse>
