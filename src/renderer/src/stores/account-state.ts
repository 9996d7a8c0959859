import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { MarginMode, PositionMode, SpotAsset } from '@shared/bitget'
import type { AccountData, FuturesAccountState } from '@shared/channels/account-state'
import type { ProfilesState } from '@shared/channels/profiles'
import type { ChannelInput } from '@shared/contract'
import type { AppError, Result } from '@shared/result'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

/** Account pushes come in bursts (one per coin): wait this long after the last before reading. */
export const accountPushDebounceMs = 200

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
 * order, a pending order, an open-order list, the positions or (pushed) the account change, and
 * after each change made here; never on a timer of its own.
 */
export const useAccountStateStore = defineStore('account-state', () => {
  const spot = ref<AccountView<SpotAsset[]>>(emptyView())
  const futures = ref<Record<string, AccountView<FuturesAccountState>>>({})
  /** The futures account the form shows: the one read again on a change. */
  let futuresShown: FuturesAccountQuery | null = null
  let spotShown = false
  /**
   * An answer is shown unless a newer one already is, whatever order they come in. A read that a
   * newer one overtook is still shown while that one is on its way: at a cold start the monitors'
   * first events ask again before the first answer is back, and the form waits for an answer.
   */
  const latest = new Map<string, number>()
  const shown = new Map<string, number>()
  let reads = 0
  /** Reads asked before the active profile changed: their answers are another profile's. */
  let lastReadOfOldProfile = 0

  async function read<T>(
    key: string,
    current: () => AccountView<T>,
    fetch: () => Promise<Result<AccountData<T>>>,
    apply: (view: AccountView<T>) => void,
  ): Promise<void> {
    const ticket = ++reads
    latest.set(key, ticket)
    apply({ ...current(), loading: true })
    const result = await fetch()
    const newest = latest.get(key) === ticket
    if (ticket <= lastReadOfOldProfile || (shown.get(key) ?? 0) > ticket) return
    // A failed read that was overtaken says nothing the newer one will not.
    if (!newest && !result.ok) return
    shown.set(key, ticket)
    apply(
      result.ok
        ? { answer: result.data, error: null, loading: !newest }
        : { answer: current().answer, error: result.error, loading: false },
    )
  }

  function loadSpot(): Promise<void> {
    spotShown = true
    return read(
      'spot',
      () => spot.value,
      () => call('account:spotBalances', {}),
      (view) => (spot.value = view),
    )
  }

  function loadFutures(query: FuturesAccountQuery): Promise<void> {
    futuresShown = query
    const key = futuresKey(query)
    return read(
      key,
      () => futures.value[key] ?? emptyView<FuturesAccountState>(),
      () => call('account:futuresAccount', query),
      (view) => (futures.value = { ...futures.value, [key]: view }),
    )
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
          spotShown ? loadSpot() : undefined,
          futuresShown ? loadFutures(futuresShown) : undefined,
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
    lastReadOfOldProfile = reads
    spot.value = emptyView()
    futures.value = {}
    void refresh()
  }

  // An order still being sent (or checked) has moved no funds yet: its answer reads them.
  onStoreEvent('orders:changed', (entry) => {
    if (entry.status !== 'sending' && entry.status !== 'checking') void refresh()
  })
  onStoreEvent('pending:changed', () => void refresh())
  onStoreEvent('watch:changed', () => void refresh())
  onStoreEvent('profiles:changed', onProfiles)

  let pushTimer: ReturnType<typeof setTimeout> | undefined
  onStoreEvent('account:changed', (change) => {
    if (activeId !== undefined && change.profileId !== activeId) return
    clearTimeout(pushTimer)
    pushTimer = setTimeout(() => void refresh(), accountPushDebounceMs)
  })

  async function afterChange<T>(query: FuturesAccountQuery, result: Result<T>): Promise<Result<T>> {
    await loadFutures(query)
    return result
  }

  const setLeverage = async (query: FuturesAccountQuery, leverage: string) =>
    afterChange(query, await call('account:setLeverage', { ...query, leverage }))

  const setMarginMode = async (query: FuturesAccountQuery, marginMode: MarginMode) =>
    afterChange(query, await call('account:setMarginMode', { ...query, marginMode }))

  /** The mode is the product type's, for every symbol: the account shown is read again. */
  const setPositionMode = async (query: FuturesAccountQuery, posMode: PositionMode) =>
    afterChange(
      query,
      await call('account:setPositionMode', { productType: query.productType, posMode }),
    )

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
