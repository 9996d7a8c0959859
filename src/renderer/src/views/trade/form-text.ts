import type { FuturesOrderRequest, InstrumentRules, NotionalEstimate } from '@shared/orders'

type Translate = (key: string, params?: Record<string, unknown>) => string

/** Radio options for an enum whose words live under `prefix`. */
export const choices = <T extends string>(t: Translate, prefix: string, values: readonly T[]) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))

export function priceHint(t: Translate, rules: InstrumentRules | undefined): string | undefined {
  if (!rules?.priceStep || rules.priceDecimals === null) return undefined
  return t('trade.hint.price', { step: rules.priceStep, decimals: rules.priceDecimals })
}

/** Base-coin sizes have a step and minimum; quote-coin amounts (market buy, plan "total") only decimals. */
export function sizeHint(
  t: Translate,
  rules: InstrumentRules | undefined,
  unit: 'base' | 'quote' | 'total',
): string | undefined {
  if (!rules) return undefined
  if (unit !== 'base') {
    return rules.quoteDecimals === null
      ? undefined
      : t(unit === 'quote' ? 'trade.hint.quoteSize' : 'trade.hint.planTotal', {
          coin: rules.quoteCoin,
          decimals: rules.quoteDecimals,
        })
  }
  if (!rules.sizeStep) return undefined
  return rules.minSize
    ? t('trade.hint.size', { step: rules.sizeStep, min: rules.minSize, coin: rules.baseCoin })
    : t('trade.hint.sizeStep', { step: rules.sizeStep })
}

/** "trigger 70000, execute at market" or "none" for the confirmation of a preset TP/SL. */
export function presetText(
  t: Translate,
  trigger: string | undefined,
  execute: string | undefined,
): string {
  if (!trigger) return t('trade.confirm.none')
  return t('trade.confirm.triggerThenExecute', {
    trigger,
    execute: execute || t('trade.confirm.atMarket'),
  })
}

/** The order value for the confirmation: exact, estimated from the last price, or unknown. */
export function notionalText(t: Translate, value: NotionalEstimate | null): string {
  if (!value) return t('trade.confirm.unknown')
  return t(value.estimated ? 'trade.confirm.notionalEstimated' : 'trade.confirm.notionalExact', {
    value: value.value,
    coin: value.coin,
  })
}

/** Since 2025-07-31 a hedge-mode market close cancels the limit closes holding the size it needs. */
export function restingClosesNotice(
  t: Translate,
  request: FuturesOrderRequest | null,
): string | undefined {
  return request?.tradeSide === 'close' && request.orderType === 'market'
    ? t('trade.confirm.cancelsRestingCloses')
    : undefined
}
