import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Side } from '@shared/bitget'
import { orderCost, spotSizeForPercent, type InstrumentRules } from '@shared/orders'
import { useAccountStateStore } from '../../stores/account-state'
import type { BalanceItem } from './BalanceStrip.vue'

interface SpotSpend {
  side: Side
  /** The coin the size field counts: base, or quote (market buy, trigger order "total"). */
  sizeIn: 'base' | 'quote'
  /** The limit / execute price, else the price the order is expected to fill at. */
  price: string
  size: string
  rules: InstrumentRules | undefined
}

/**
 * The available amount of the coin a spot order spends (quote for a buy, base for a sell), the
 * size a share of it buys or sells, and what the size typed costs.
 */
export function useSpotBalance(spend: Ref<SpotSpend>) {
  const { t } = useI18n()
  const store = useAccountStateStore()
  void store.loadSpot()

  const view = computed(() => store.spot)
  const coin = computed(() => {
    const { rules, side } = spend.value
    return rules ? (side === 'buy' ? rules.quoteCoin : rules.baseCoin) : ''
  })
  /** A coin the account does not list is a zero balance; null while the balances are unknown. */
  const available = computed(() => {
    const answer = store.spot.answer
    if (!answer || !coin.value) return null
    return answer.data.find((asset) => asset.coin === coin.value)?.available ?? '0'
  })

  function sizeFor(percent: number): string | null {
    const { rules, side, sizeIn, price } = spend.value
    if (!rules || available.value === null) return null
    // A sell sized in the quote coin has no share of the base coin that maps to it exactly.
    if (sizeIn === 'quote' && side === 'sell') return null
    return spotSizeForPercent({
      side,
      orderType: sizeIn === 'quote' ? 'market' : 'limit',
      available: available.value,
      price,
      percent,
      rules,
    })
  }

  const quoteCoin = computed(() => spend.value.rules?.quoteCoin ?? '')
  /** The coin the size field counts in. */
  const sizeCoin = computed(() =>
    spend.value.sizeIn === 'quote' ? quoteCoin.value : (spend.value.rules?.baseCoin ?? ''),
  )
  const cost = computed(() => {
    const { sizeIn, size, price } = spend.value
    return sizeIn === 'quote' ? orderCost(size, '1') : orderCost(size, price)
  })

  const balanceItems = computed<BalanceItem[]>(() => [
    { label: t('tradeAccount.available'), value: available.value, coin: coin.value },
  ])
  const facts = computed<BalanceItem[]>(() => [
    {
      label: t(spend.value.side === 'buy' ? 'tradeAccount.cost' : 'tradeAccount.proceeds'),
      value: cost.value,
      coin: quoteCoin.value,
    },
    { label: t('tradeAccount.maxSize'), value: sizeFor(100), coin: sizeCoin.value },
  ])
  const canShare = computed(() => sizeFor(100) !== null)

  return { view, available, sizeFor, sizeCoin, balanceItems, facts, canShare }
}
