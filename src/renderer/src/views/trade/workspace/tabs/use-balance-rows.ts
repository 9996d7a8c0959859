import { computed } from 'vue'
import { futuresKey, useAccountStateStore } from '../../../../stores/account-state'
import { useInstrumentsStore } from '../../../../stores/instruments'
import type { WorkspaceInstrument } from '../../../../stores/workspace'

/**
 * The balances the workspace's tab shows: the spot coins held (with a `symbol`, only its base and
 * quote coin) or the futures accounts read for the instrument, one per margin coin; and how many,
 * null until the account was first read.
 */
export function useBalanceRows(instrument: () => WorkspaceInstrument, symbol: () => string | null) {
  const accounts = useAccountStateStore()
  const instruments = useInstrumentsStore()

  /** The coins shown while "this symbol only" is on; none until the symbol's rules are known. */
  const spotCoins = computed<string[] | null>(() => {
    const only = symbol()
    if (!only) return null
    const rules = instruments.lists.spot?.items.find((item) => item.symbol === only)
    return rules ? [rules.baseCoin, rules.quoteCoin] : []
  })
  const spotRows = computed(() => {
    const assets = accounts.spot.answer?.data ?? []
    const coins = spotCoins.value
    return coins ? assets.filter((asset) => coins.includes(asset.coin)) : assets
  })

  /** The instrument's futures account reads, one per margin coin, whether answered or not. */
  const futuresViews = computed(() => {
    const shown = instrument()
    if (shown.market !== 'futures') return []
    const prefix = futuresKey({ ...shown, marginCoin: '' })
    return Object.entries(accounts.futures).flatMap(([key, view]) =>
      key.startsWith(prefix) ? [view] : [],
    )
  })
  const futuresRows = computed(() => futuresViews.value.flatMap((view) => view.answer?.data ?? []))

  const count = computed<number | null>(() => {
    if (instrument().market === 'spot') return accounts.spot.answer ? spotRows.value.length : null
    return futuresRows.value.length > 0 ? futuresRows.value.length : null
  })

  return { spotCoins, spotRows, futuresViews, futuresRows, count }
}
