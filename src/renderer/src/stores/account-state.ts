import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { MarginMode, PositionMode, SpotAsset } from '@shared/bitget'
import type { AccountData, FuturesAccountState } from '@shared/channels/account-state'
import type { ProfilesState } from '@shared/channels/profiles'
import type { ChannelInput } from '@shared/contract'
import type { AppError, Result } from '@shared/result'
import { call, onEvent } from '../api/bitget'

export type FuturesAccountQuery = ChannelInput<'account:futuresAccount'>

/** One account read as a form shows it: the last answer (live or the offline copy) and why a read failed. */
export interface AccountView<T> {
  answer: AccountData<T> | null
  /** Set when the last read failed and there was no offline copy to show instead. */
  error: AppError | null
  loading: boolean
}

const emptyView = <T>(): AccountView<T> => ({ answer: null, error: null, loading: false })

export const futuresKey = (query: FuturesAccountQuery): string =>
  `${query.productType}:${query.symbol}:${query.marginCoin}`

/**
 * The balances and futures account settings shown beside the order forms. Read again when an
 * order, a pending order, an open-order list or the positions change, and after each change made
 * here; never on a timer of its own.
 */
export const useAccountStateStore = defineStore('account-state', () => {
  const spot = ref<AccountView<SpotAsset[]>>(emptyView())
  const futures = ref<Record<string, AccountView<FuturesAccountState>>>({})
  /** The futures accounts forms have asked for; each is read again on a change. */
  const watched = new Map<string, FuturesAccountQuery>()
  let spotWatched = false

  async function read<T>(
    current: AccountView<T>,
    fetch: () => Promise<Result<AccountData<T>>>,
  ): Promise<AccountView<T>> {
    const result = await fetch()
    return result.ok
      ? { answer: result.data, error: null, loading: false }
      : { answer: current.answer, error: result.error, loading: false }
  }

  async function loadSpot(): Promise<void> {
    spotWatched = true
    spot.value = { ...spot.value, loading: true }
    spot.value = await read(spot.value, () => call('account:spotBalances', {}))
  }

  async function loadFutures(query: FuturesAccountQuery): Promise<void> {
    const key = futuresKey(query)
    watched.set(key, query)
    const current = futures.value[key] ?? emptyView<FuturesAccountState>()
    futures.value = { ...futures.value, [key]: { ...current, loading: true } }
    const next = await read(current, () => call('account:futuresAccount', query))
    futures.value = { ...futures.value, [key]: next }
  }

  const futuresView = (query: FuturesAccountQuery): AccountView<FuturesAccountState> =>
    futures.value[futuresKey(query)] ?? emptyView()

  /** Reads everything shown again; a change arriving mid-read runs one more read after it. */
  let running: Promise<void> | null = null
  let again = false
  async function refresh(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await Promise.all([
          ...(spotWatched ? [loadSpot()] : []),
          ...[...watched.values()].map(loadFutures),
        ])
      } while (again)
    })()
    try {
      await running
    } finally {
      running = null
    }
  }

  /** Another profile's accounts are not this one's: drop what is shown and read again. */
  let activeId: string | null | undefined
  function onProfiles(state: ProfilesState): void {
    if (activeId !== undefined && state.activeId === activeId) return
    activeId = state.activeId
    spot.value = emptyView()
    futures.value = {}
    void refresh()
  }

  onEvent('orders:changed', () => void refresh())
  onEvent('pending:changed', () => void refresh())
  onEvent('watch:changed', () => void refresh())
  onEvent('profiles:changed', onProfiles)

  async function afterChange<T>(query: FuturesAccountQuery, result: Result<T>): Promise<Result<T>> {
    await loadFutures(query)
    return result
  }

  const setLeverage = async (query: FuturesAccountQuery, leverage: string) =>
    afterChange(query, await call('account:setLeverage', { ...query, leverage }))

  const setMarginMode = async (query: FuturesAccountQuery, marginMode: MarginMode) =>
    afterChange(query, await call('account:setMarginMode', { ...query, marginMode }))

  /** Applies to every symbol of the product type, so every futures account shown is read again. */
  async function setPositionMode(
    query: FuturesAccountQuery,
    posMode: PositionMode,
  ): Promise<Result<{ posMode: PositionMode }>> {
    const result = await call('account:setPositionMode', {
      productType: query.productType,
      posMode,
    })
    watched.set(futuresKey(query), query)
    await refresh()
    return result
  }

  return {
    spot,
    futures,
    loadSpot,
    loadFutures,
    futuresView,
    refresh,
    setLeverage,
    setMarginMode,
    setPositionMode,
  }
})
