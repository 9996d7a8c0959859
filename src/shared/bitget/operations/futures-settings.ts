import { z } from 'zod'
import { holdSides, marginModes, positionModes, productTypes } from '../enums'
import { coinName, looseEnum, requiredDecimal, requiredString, symbolName } from '../primitives'

/** A whole multiple; the contract's maxLever bounds it (the exchange answers 45044/45045 above it). */
const leverageValue = z
  .union([z.number(), z.string().regex(/^\d+$/, 'must be a whole number')])
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1'))
  .transform(String)

/**
 * beyond-the-spec §2.10 POST /api/v2/mix/account/set-leverage. `leverage` sets cross mode, or both
 * isolated sides (or the `holdSide` one); longLeverage/shortLeverage set isolated hedge sides apart.
 */
export const setFuturesLeverageRequest = z
  .object({
    symbol: symbolName,
    productType: z.enum(productTypes),
    marginCoin: coinName,
    leverage: leverageValue.optional(),
    longLeverage: leverageValue.optional(),
    shortLeverage: leverageValue.optional(),
    holdSide: z.enum(holdSides).optional(),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (
      request.leverage === undefined &&
      request.longLeverage === undefined &&
      request.shortLeverage === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['leverage'],
        message: 'give leverage, or longLeverage and/or shortLeverage',
      })
    if (request.holdSide !== undefined && request.leverage === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['holdSide'],
        message: 'holdSide goes with leverage',
      })
  })
export type SetFuturesLeverageInput = z.input<typeof setFuturesLeverageRequest>

const marginModeAnswer = looseEnum(marginModes, { cross: 'crossed', fixed: 'isolated' })

export const setFuturesLeverageResponse = z.object({
  symbol: requiredString.transform((value) => value.toUpperCase()),
  marginCoin: requiredString.transform((value) => value.toUpperCase()),
  longLeverage: requiredDecimal,
  shortLeverage: requiredDecimal,
  crossMarginLeverage: requiredDecimal,
  marginMode: marginModeAnswer,
})
export type FuturesLeverage = z.output<typeof setFuturesLeverageResponse>

/** beyond-the-spec §2.11 POST /api/v2/mix/account/set-margin-mode: refused (45117) with a position or order. */
export const setFuturesMarginModeRequest = z
  .object({
    symbol: symbolName,
    productType: z.enum(productTypes),
    marginCoin: coinName,
    marginMode: z.enum(marginModes),
  })
  .strict()
export type SetFuturesMarginModeInput = z.input<typeof setFuturesMarginModeRequest>

export const setFuturesMarginModeResponse = z.object({
  symbol: requiredString.transform((value) => value.toUpperCase()),
  marginCoin: requiredString.transform((value) => value.toUpperCase()),
  longLeverage: requiredDecimal,
  shortLeverage: requiredDecimal,
  marginMode: marginModeAnswer,
})

/**
 * beyond-the-spec §2.12 POST /api/v2/mix/account/set-position-mode: for every symbol of the
 * productType; refused (40920) while any position or order exists there.
 */
export const setFuturesPositionModeRequest = z
  .object({ productType: z.enum(productTypes), posMode: z.enum(positionModes) })
  .strict()
export type SetFuturesPositionModeInput = z.input<typeof setFuturesPositionModeRequest>

export const setFuturesPositionModeResponse = z.object({ posMode: looseEnum(positionModes) })
