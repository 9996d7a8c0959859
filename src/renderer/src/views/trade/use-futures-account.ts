import { computed, watch, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Side, TradeSide } from '@shared/bitget'
import type { FuturesAccountState } from '@shared/channels/account-state'
import { futuresSizeForPercent, requiredMargin, type InstrumentRules } from '@shared/orders'
import { useAccountStateStore, type FuturesAccountQuery } from '../../stores/account-state'
import type { BalanceItem } from './BalanceStrip.vue'

interface FuturesSpend {
  side: Side
  tradeSide: TradeSide
  /** The limit price, else the price the order is expected to fill at. */
  price: string
  size: string
  rules: InstrumentRules | undefined
}

/** The leverage in force for the position an order opens or closes. */
function leverageFor(account: FuturesAccountState, spend: FuturesSpend): string {
  if (account.marginMode === 'crossed') return account.leverage.crossed
  const closing = account.posMode === 'hedge_mode' && spend.tradeSide === 'close'
  const long = spend.side === 'buy' ? !closing : closing
  return long ? account.leverage.long : account.leverage.short
}

/** What can be put up for a new position: the exchange's maximum for the margin mode, else available. */
const openable = (account: FuturesAccountState): string =>
  (account.marginMode === 'crossed' ? account.crossedMaxAvailable : account.isolatedMaxAvailable) ||
  account.available

/**
 * The futures account of the chosen symbol and margin coin (modes, leverage, balances), the size a
 * share of it opens with the leverage in force, and the margin the size typed needs.
 */
export function useFuturesAccount(
  query: Ref<FuturesAccountQuery | null>,
  spend: Ref<FuturesSpend>,
) {
  const { t } = useI18n()
  const store = useAccountStateStore()
  watch(query, (next) => next && void store.loadFutures(next), { immediate: true })

  const view = computed(() =>
    query.value ? store.futuresView(query.value) : { answer: null, error: null, loading: true },
  )
  const account = computed(() => view.value.answer?.data ?? null)
  const leverage = computed(() => (account.value ? leverageFor(account.value, spend.value) : null))

  function sizeFor(percent: number): string | null {
    const { rules, price } = spend.value
    if (!account.value || !leverage.value || !rules) return null
    // The sizing is in the quote coin; a coin-margined contract's margin is its base coin.
    if (rules.quoteCoin !== query.value?.marginCoin) return null
    return futuresSizeForPercent({
      available: openable(account.value),
      leverage: leverage.value,
      price,
      percent,
      rules,
    })
  }

  const coin = computed(() => query.value?.marginCoin ?? '')
  const balanceItems = computed<BalanceItem[]>(() => [
    {
      label: t('tradeAccount.available'),
      value: account.value?.available ?? null,
      coin: coin.value,
    },
    { label: t('tradeAccount.equity'), value: account.value?.equity ?? null, coin: coin.value },
    {
      label: t('tradeAccount.unrealizedPL'),
      value: account.value?.unrealizedPL || null,
      coin: coin.value,
      signed: true,
    },
  ])
  const facts = computed<BalanceItem[]>(() => [
    {
      label: t('tradeAccount.requiredMargin'),
      value:
        leverage.value && spend.value.rules?.quoteCoin === coin.value
          ? requiredMargin(spend.value.size, spend.value.price, leverage.value)
          : null,
      coin: coin.value,
    },
    {
      label: t('tradeAccount.maxSize'),
      value: sizeFor(100),
      coin: spend.value.rules?.baseCoin ?? '',
    },
  ])
  const canShare = computed(() => sizeFor(100) !== null)

  return { view, account, sizeFor, balanceItems, facts, canShare }
}
