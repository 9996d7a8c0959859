import { z } from 'zod'
import { spotAssetTypes } from '../enums'
import {
  coinName,
  looseString,
  looseTimestamp,
  requiredDecimal,
  requiredString,
} from '../primitives'
import { looseList } from './list'

/** beyond-the-spec §3.10 GET /api/v2/spot/account/assets; coin wins over assetType. */
export const spotAssetsRequest = z
  .object({ coin: coinName.optional(), assetType: z.enum(spotAssetTypes).optional() })
  .strict()

export const spotAsset = z.object({
  /** Upper case; the doc example has "usdt". */
  coin: requiredString.transform((value) => value.toUpperCase()),
  available: requiredDecimal,
  /** Held by open orders and Launchpad. */
  frozen: requiredDecimal,
  /** E.g. a fiat-merchant deposit. */
  locked: requiredDecimal,
  /** For spot copy trading. */
  limitAvailable: looseString,
  uTime: looseTimestamp,
})
export type SpotAsset = z.output<typeof spotAsset>
export const spotAssetsResponse = looseList(spotAsset)
