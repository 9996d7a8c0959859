import { useI18n } from 'vue-i18n'
import type { PendingOrder } from '@shared/channels/pending'
import { executesAtMarket, type FieldKind, type PendingField } from './order-fields'

/** A field's value as words for the UI language (enums translated, unknown values as sent). */
export function useOrderWords() {
  const { t, te } = useI18n()
  return (order: PendingOrder, key: PendingField, kind: FieldKind): string => {
    const value = order[key]
    if (kind.type === 'enum') {
      if (value === '') return t('pending.none')
      const messageKey = `pendingValue.${kind.group}.${value}`
      return te(messageKey) ? t(messageKey) : value
    }
    if (kind.type === 'executePrice') {
      // Only meaningful when a trigger price is set.
      const trigger =
        key === 'presetStopSurplusExecutePrice'
          ? order.presetStopSurplusPrice
          : order.presetStopLossPrice
      if (trigger === '') return t('pending.none')
      return executesAtMarket(value) ? t('pending.marketExecution') : value
    }
    return value === '' ? t('pending.none') : value
  }
}
