import { z } from 'zod'
import {
  marginModes,
  positionModes,
  productTypes,
  type MarginMode,
  type PositionMode,
  type ProductType,
} from '../bitget/enums'
import { spotAsset, type SpotAsset } from '../bitget/operations/spot-account-assets'
import { futuresPosition, type FuturesPosition } from '../bitget/operations/futures-positions'
import {
  setFuturesLeverageRequest,
  setFuturesMarginModeRequest,
  setFuturesPositionModeRequest,
  type FuturesLeverage,
} from '../bitget/operations/futures-settings'
import { coinName, symbolName } from '../bitget/primitives'
import type { AppError } from '../result'
import type { DataSource } from './history'

/** An answer the exchange gave now, or, when it cannot be reached, the last one with its age. */
export interface AccountData<T> {
  data: T
  source: DataSource
  /** Unix ms when the data was fetched from the exchange. */
  syncedAt: number
  /** Why the exchange did not answer; set only when served from the cache. */
  error: AppError | null
}

/** The balance, leverage and modes of one margin coin of one symbol (beyond-the-spec §2.9). */
export const futuresAccountStateSchema = z.strictObject({
  productType: z.enum(productTypes),
  symbol: z.string(),
  marginCoin: z.string(),
  available: z.string(),
  locked: z.string(),
  equity: z.string(),
  /** '' when the exchange left it out. */
  unrealizedPL: z.string(),
  /** Largest amount usable to open, per margin mode; '' when not given. */
  crossedMaxAvailable: z.string(),
  isolatedMaxAvailable: z.string(),
  marginMode: z.enum(marginModes),
  posMode: z.enum(positionModes),
  /** Cross mode uses `crossed`; isolated mode `long` and `short` per side. */
  leverage: z.strictObject({ crossed: z.string(), long: z.string(), short: z.string() }),
})
export type FuturesAccountState = z.infer<typeof futuresAccountStateSchema>

/** A held position (2.8) with its product type and ROE in percent (null without a margin). */
const positionRowSchema = futuresPosition.extend({
  productType: z.enum(productTypes),
  roe: z.string().nullable(),
})
export type PositionRow = FuturesPosition & {
  productType: ProductType
  roe: string | null
}

export const spotBalancesSchema = z.array(spotAsset)
export const positionRowsSchema = z.array(positionRowSchema)

const futuresAccountInput = z.strictObject({
  productType: z.enum(productTypes),
  symbol: symbolName,
  marginCoin: coinName,
})

export const accountStateChannels = {
  /** Spot coins held, with available, frozen and locked amounts. */
  'account:spotBalances': {
    input: z.strictObject({}),
    output: {} as AccountData<SpotAsset[]>,
  },
  'account:futuresAccount': {
    input: futuresAccountInput,
    output: {} as AccountData<FuturesAccountState>,
  },
  'account:positions': {
    input: z.strictObject({ productType: z.enum(productTypes) }),
    output: {} as AccountData<PositionRow[]>,
  },
  /** A refusal (e.g. 45044 above the contract's maximum) is the exchange error with its code. */
  'account:setLeverage': {
    input: setFuturesLeverageRequest,
    output: {} as FuturesLeverage,
  },
  /** Refused (45117) while the symbol has a position or an order. */
  'account:setMarginMode': {
    input: setFuturesMarginModeRequest,
    output: {} as { marginMode: MarginMode },
  },
  /** For every symbol of the product type; refused (40920) while any position or order exists. */
  'account:setPositionMode': {
    input: setFuturesPositionModeRequest,
    output: {} as { posMode: PositionMode },
  },
} as const
