import { useI18n } from 'vue-i18n'
import type { PendingOrder } from '@shared/channels/pending'
import { executesAtMarket, type FieldKind, type PendingField } from './order-fields'

/**
 * A field's value as words for the UI language (enums translated, unknown values as sent). A
 * long table asks for the same few words thousands of times: each is translated once per language.
 */
export function useOrderWords() {
  const { t, te, locale } = useI18n()
  const remembered = new Map<string, string>()
  const remember = (key: string, make: () => string): string => {
    const memoKey = `${locale.value}|${key}`
    let text = remembered.get(memoKey)
    if (text === undefined) {
      text = make()
      remembered.set(memoKey, text)
    }
    return text
  }
  const say = (key: string) => remember(key, () => t(key))
  const enumWord = (group: string, value: string) =>
    remember(`pendingValue.${group}.${value}`, () => {
      const messageKey = `pendingValue.${group}.${value}`
      return te(messageKey) ? t(messageKey) : value
    })
  return (order: PendingOrder, key: PendingField, kind: FieldKind): string => {
    const value = order[key]
    if (kind.type === 'enum')
      return value === '' ? say('pending.none') : enumWord(kind.group, value)
    if (kind.type === 'executePrice') {
      // Only meaningful when a trigger price is set.
      const trigger =
        key === 'presetStopSurplusExecutePrice'
          ? order.presetStopSurplusPrice
          : order.presetStopLossPrice
      if (trigger === '') return say('pending.none')
      return executesAtMarket(value) ? say('pending.marketExecution') : value
    }
    return value === '' ? say('pending.none') : value
  }
}
