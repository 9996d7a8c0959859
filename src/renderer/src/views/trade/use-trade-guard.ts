import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import type { FormIntent } from '@shared/channels/orders'
import {
  checkNotionalLimit,
  checkPriceDeviation,
  formOrderNotional,
  onlyReduces,
  parseFormOrder,
  type FormOrder,
} from '@shared/orders'
import { marketKey, useInstrumentsStore } from '../../stores/instruments'
import { useTradeSettingsStore } from '../../stores/trade-settings'

/** What the confirmation says about the order's prices. */
export interface ConfirmationGuard {
  warnings: string[]
  note: string | null
}

/**
 * The fat-finger guard of one form, with the active profile's settings: the reason an order above
 * the maximum value cannot be submitted, and the price warnings for the form and its confirmation.
 * Main applies the maximum again when the order arrives.
 */
export function useTradeGuard(
  intent: () => FormIntent | null,
  lastPrice: () => string | undefined,
) {
  const { t } = useI18n()
  const tradeSettings = useTradeSettingsStore()
  const instruments = useInstrumentsStore()

  const order = computed(() => {
    const current = intent()
    return current === null ? null : parseFormOrder(current.form, current.order)
  })

  const quoteCoin = (subject: FormOrder): string => {
    const key = marketKey(
      subject.form === 'futures'
        ? { market: 'futures', productType: subject.order.productType }
        : { market: 'spot' },
    )
    const rules = instruments.lists[key]?.items.find((item) => item.symbol === subject.order.symbol)
    return rules?.quoteCoin ?? ''
  }

  const blockedReason = computed<string | null>(() => {
    const subject = order.value
    if (!subject || onlyReduces(subject)) return null
    const coin = quoteCoin(subject)
    const check = checkNotionalLimit(
      formOrderNotional(subject, coin, lastPrice()),
      tradeSettings.settings.maxNotional,
      coin,
    )
    if (check.status === 'within') return null
    return check.status === 'above'
      ? t('tradeGuard.blocked.above', check)
      : t('tradeGuard.blocked.unpriced', check)
  })

  const priceCheck = computed<ConfirmationGuard>(() => {
    const subject = order.value
    if (!subject) return { warnings: [], note: null }
    const limit = tradeSettings.settings.priceDeviationPercent
    const check = checkPriceDeviation(subject, lastPrice(), limit)
    return {
      warnings: check.warnings.map((deviation) =>
        t(`tradeGuard.warning.${deviation.direction}`, {
          ...deviation,
          field: t(`trade.field.${deviation.field}`),
          limit,
        }),
      ),
      note: check.unchecked ? t('tradeGuard.warning.unchecked') : null,
    }
  })

  const state = computed(() => {
    const { priceDeviationPercent: percent, maxNotional: maximum } = tradeSettings.settings
    return maximum === null
      ? t('tradeGuard.state.noMax', { percent })
      : t('tradeGuard.state.withMax', { percent, maximum })
  })

  return { blockedReason, priceCheck, state }
}
