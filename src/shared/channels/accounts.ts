import { z } from 'zod'
import { subAccountStatuses, transferRecordTypes } from '../bitget'
import type { SubAccountAssets, SubDepositWithdrawalRecord, VirtualSubAccount } from '../bitget'
import {
  dateRangeFields,
  dateWindows,
  pagingFields,
  type DatasetPage,
  type Filters,
} from './history'

export const virtualSubAccountsInput = z.strictObject({
  status: z.enum(subAccountStatuses).optional(),
  ...pagingFields,
})

export const subAccountAssetsInput = z.strictObject({ ...pagingFields })

const brokerRange = dateRangeFields(dateWindows.brokerRecords)
/** 4.2 over any range of the last 90 days: main splits it into 7-day requests and collects every page. */
export const brokerRecordsInput = z
  .strictObject({
    type: z.enum(transferRecordTypes).optional(),
    startTime: brokerRange.fields.startTime.unwrap(),
    endTime: brokerRange.fields.endTime.unwrap(),
    jobId: pagingFields.jobId,
  })
  .superRefine(brokerRange.refine)

export type VirtualSubAccountsQuery = Filters<z.output<typeof virtualSubAccountsInput>>
export type SubAccountAssetsQuery = Filters<z.output<typeof subAccountAssetsInput>>
export type BrokerRecordsQuery = Filters<z.output<typeof brokerRecordsInput>>

export const accountChannels = {
  /** 4.7 virtual sub-accounts. */
  'accounts:virtualSubAccounts': {
    input: virtualSubAccountsInput,
    output: {} as DatasetPage<VirtualSubAccount, VirtualSubAccountsQuery>,
  },
  /** 4.5 sub-account spot assets (not for ND-broker profiles). */
  'accounts:subAccountAssets': {
    input: subAccountAssetsInput,
    output: {} as DatasetPage<SubAccountAssets, SubAccountAssetsQuery>,
  },
  /** 4.2 broker sub-account deposits and withdrawals (ND-broker profiles). */
  'accounts:brokerRecords': {
    input: brokerRecordsInput,
    output: {} as DatasetPage<SubDepositWithdrawalRecord, BrokerRecordsQuery>,
  },
} as const
