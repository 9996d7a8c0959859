import {
  subAccountAssets,
  subDepositWithdrawalRecord,
  virtualSubAccount,
  type SubAccountAssets,
  type SubDepositWithdrawalRecord,
  type VirtualSubAccount,
} from '@shared/bitget'
import type {
  BrokerRecordsQuery,
  SubAccountAssetsQuery,
  VirtualSubAccountsQuery,
} from '@shared/channels/accounts'
import type { DatasetPage } from '@shared/channels/history'
import { AppFailure } from '@shared/result'
import { pagedDataset, type HistoryDeps, type Paging } from '../history/history-service'
import { loadRange } from '../history/paged-loader'

/** 4.7 virtual sub-accounts, 4.5 sub-account spot assets and 4.2 broker sub-account transfers, cached. */
export class AccountsService {
  constructor(private readonly deps: HistoryDeps) {}

  async virtualSubAccounts(
    input: VirtualSubAccountsQuery & Paging,
  ): Promise<DatasetPage<VirtualSubAccount, VirtualSubAccountsQuery>> {
    return pagedDataset(
      this.deps,
      'virtual-sub-accounts',
      'getVirtualSubAccounts',
      virtualSubAccount,
      input,
    )
  }

  /** Bitget forbids 4.5 to ND brokers, so it is refused here with the reason rather than sent. */
  async subAccountAssets(
    input: SubAccountAssetsQuery & Paging,
  ): Promise<DatasetPage<SubAccountAssets, SubAccountAssetsQuery>> {
    const { profile } = this.deps.active()
    if (profile.accountKind === 'nd-broker') {
      throw new AppFailure(
        'VALIDATION',
        'Sub-account spot assets are not available to ND-broker accounts.',
        {
          issues: [{ path: '', message: 'ND brokers must not call sub-account spot assets (4.5)' }],
          operation: 'getSubAccountSpotAssets',
        },
      )
    }
    return pagedDataset(
      this.deps,
      'sub-account-assets',
      'getSubAccountSpotAssets',
      subAccountAssets,
      input,
    )
  }

  async brokerRecords(
    input: BrokerRecordsQuery & { jobId?: string | undefined },
  ): Promise<DatasetPage<SubDepositWithdrawalRecord, BrokerRecordsQuery>> {
    const { profile, client } = this.deps.active()
    const { jobId, ...filters } = input
    return this.deps.cache.load({
      profileId: profile.id,
      dataset: 'broker-records',
      itemSchema: subDepositWithdrawalRecord,
      query: filters,
      fetch: () =>
        this.deps.jobs.run(jobId, (signal, report) =>
          loadRange(client, 'getSubAccountDepositWithdrawals', filters, {
            key: (record) =>
              `${record.uid}|${record.txId}|${record.type}|${record.ts}|${record.coin}|${record.amount}`,
            time: (record) => Number(record.ts),
            signal,
            report,
          }),
        ),
    })
  }
}
