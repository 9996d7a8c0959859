import { z } from 'zod'
import { subAccountStatuses } from '../enums'
import {
  cursorId,
  looseString,
  looseTimestamp,
  pageLimit,
  requiredString,
  stringList,
} from '../primitives'
import { looseList } from './list'

/** 4.7 GET /api/v2/user/virtual-subaccount-list. The spec gives two maxima (500 and 100): the lower one holds for both. */
export const virtualSubAccountsRequest = z
  .object({
    limit: pageLimit(100).optional(),
    idLessThan: cursorId.optional(),
    status: z.enum(subAccountStatuses).optional(),
  })
  .strict()

export const virtualSubAccount = z.object({
  subAccountUid: requiredString,
  subAccountName: looseString,
  label: looseString,
  status: looseString,
  permList: stringList,
  cTime: looseTimestamp,
  uTime: looseTimestamp,
})
export type VirtualSubAccount = z.output<typeof virtualSubAccount>

export const virtualSubAccountsResponse = z
  .object({ endId: looseString, subAccountList: looseList(virtualSubAccount) })
  .nullish()
  .transform((page) => page ?? { endId: '', subAccountList: [] })
