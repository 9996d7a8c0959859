import { defineStore } from 'pinia'
import { Decimal } from 'decimal.js'
import { computed, ref } from 'vue'
import type {
  SubAccountAssets,
  SubDepositWithdrawalRecord,
  VirtualSubAccount,
} from '@shared/bitget'
import type {
  BrokerRecordsQuery,
  SubAccountAssetsQuery,
  VirtualSubAccountsQuery,
} from '@shared/channels/accounts'
import type { SubAccountAssetRow } from '@shared/csv/dataset-columns'
import type { AccountKind } from '@shared/profiles'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'
import { createDataset } from './history-dataset'

export interface CoinTotal {
  coin: string
  available: string
  frozen: string
  locked: string
  total: string
  /** How many sub-accounts hold the coin. */
  holders: number
}

const amount = (text: string) => (text === '' ? new Decimal(0) : new Decimal(text))

/** One row per sub-account and coin: what the table, the chart and the CSV show. */
export function flattenAssets(accounts: SubAccountAssets[]): SubAccountAssetRow[] {
  return accounts.flatMap((account) =>
    account.assetsList.map((asset) => ({
      userId: account.userId,
      coin: asset.coin,
      available: asset.available,
      limitAvailable: asset.limitAvailable,
      frozen: asset.frozen,
      locked: asset.locked,
      uTime: asset.uTime,
    })),
  )
}

/** What a row holds in all: available + frozen + locked (limitAvailable is a part of available). */
export const rowTotal = (row: SubAccountAssetRow): Decimal =>
  amount(row.available).plus(amount(row.frozen)).plus(amount(row.locked))

/** Per-coin sums across sub-accounts, in exact decimals. */
export function coinTotals(rows: SubAccountAssetRow[]): CoinTotal[] {
  const byCoin = new Map<
    string,
    { available: Decimal; frozen: Decimal; locked: Decimal; holders: number }
  >()
  for (const row of rows) {
    const sum = byCoin.get(row.coin) ?? {
      available: new Decimal(0),
      frozen: new Decimal(0),
      locked: new Decimal(0),
      holders: 0,
    }
    sum.available = sum.available.plus(amount(row.available))
    sum.frozen = sum.frozen.plus(amount(row.frozen))
    sum.locked = sum.locked.plus(amount(row.locked))
    sum.holders += 1
    byCoin.set(row.coin, sum)
  }
  return [...byCoin.entries()]
    .map(([coin, sum]) => ({
      coin,
      available: sum.available.toFixed(),
      frozen: sum.frozen.toFixed(),
      locked: sum.locked.toFixed(),
      total: sum.available.plus(sum.frozen).plus(sum.locked).toFixed(),
      holders: sum.holders,
    }))
    .sort((a, b) => a.coin.localeCompare(b.coin))
}

/** Accounts: virtual sub-accounts (4.7), their spot assets (4.5) and broker transfers (4.2). */
export const useAccountsStore = defineStore('accounts', () => {
  const accountKind = ref<AccountKind | null>(null)
  const profileId = ref<string | null>(null)

  const subAccounts = createDataset<VirtualSubAccount, VirtualSubAccountsQuery>(
    'sub-accounts',
    (input) => call('accounts:virtualSubAccounts', input),
  )
  const assets = createDataset<SubAccountAssets, SubAccountAssetsQuery>('assets', (input) =>
    call('accounts:subAccountAssets', input),
  )
  const brokerRecords = createDataset<SubDepositWithdrawalRecord, BrokerRecordsQuery>(
    'broker',
    (input) => {
      const { startTime, endTime, type, jobId } = input
      return call('accounts:brokerRecords', {
        startTime,
        endTime,
        ...(type ? { type } : {}),
        ...(jobId ? { jobId } : {}),
      })
    },
  )

  const assetRows = computed(() => flattenAssets(assets.items))
  const totals = computed(() => coinTotals(assetRows.value))

  function applyProfiles(state: {
    activeId: string | null
    profiles: { id: string; accountKind: AccountKind }[]
  }): void {
    if (profileId.value !== null && state.activeId !== profileId.value) {
      for (const dataset of [subAccounts, assets, brokerRecords]) dataset.reset()
    }
    profileId.value = state.activeId
    accountKind.value =
      state.profiles.find((profile) => profile.id === state.activeId)?.accountKind ?? null
  }
  onStoreEvent('profiles:changed', applyProfiles)

  async function loadProfile(): Promise<void> {
    const result = await call('profiles:list', {})
    if (result.ok) applyProfiles(result.data)
  }

  return {
    accountKind,
    profileId,
    subAccounts,
    assets,
    brokerRecords,
    assetRows,
    totals,
    loadProfile,
  }
})
