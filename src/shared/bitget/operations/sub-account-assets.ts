import { z } from 'zod'
import {
  cursorId,
  looseString,
  looseTimestamp,
  pageLimit,
  requiredDecimal,
  requiredString,
} from '../primitives'
import { looseList } from './list'

/** 4.5 GET /api/v2/spot/account/subaccount-assets */
export const subAccountAssetsRequest = z
  .object({
    idLessThan: cursorId.optional(),
    limit: pageLimit(50).optional(),
  })
  .strict()

const subAccountAsset = z.object({
  coin: requiredString,
  available: requiredDecimal,
  limitAvailable: looseString,
  frozen: requiredDecimal,
  locked: requiredDecimal,
  uTime: looseTimestamp,
})

export const subAccountAssets = z.object({
  /** Paging cursor; absent in the published example. */
  id: looseString,
  userId: requiredString,
  assetsList: looseList(subAccountAsset),
})
export type SubAccountAssets = z.output<typeof subAccountAssets>
export const subAccountAssetsResponse = looseList(subAccountAssets)
