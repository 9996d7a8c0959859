import {
  checkNotionalLimit,
  formOrderNotional,
  onlyReduces,
  type FormOrder,
  type InstrumentRules,
} from '@shared/orders'
import { AppFailure } from '@shared/result'

export interface NotionalGuardDeps {
  /** The profile's maximum order value; null: none. */
  maxNotional: (profileId: string) => Promise<string | null>
  /** The last traded price of a spot symbol, when one is known. */
  lastPrice: (symbol: string) => Promise<string | undefined>
}

/** Market orders are valued like the form values them: futures at the base coin's USDT spot price. */
const priceSymbol = (subject: FormOrder, rules: InstrumentRules | undefined): string | undefined =>
  subject.form === 'futures' ? rules && `${rules.baseCoin}USDT` : subject.order.symbol

/**
 * Refuses an order worth more than the profile's maximum, or whose worth cannot be known while a
 * maximum is set, before anything is written or sent: a form that was bypassed changes nothing.
 * Closing orders are never refused.
 */
export async function refuseAboveMaxNotional(
  deps: NotionalGuardDeps,
  profileId: string,
  subject: FormOrder,
  rules: InstrumentRules | undefined,
): Promise<void> {
  const maximum = await deps.maxNotional(profileId)
  if (maximum === null || onlyReduces(subject)) return
  const coin = rules?.quoteCoin ?? ''
  let notional = formOrderNotional(subject, coin, undefined)
  const symbol = priceSymbol(subject, rules)
  if (notional === null && symbol !== undefined)
    notional = formOrderNotional(subject, coin, await deps.lastPrice(symbol))
  const check = checkNotionalLimit(notional, maximum, coin)
  if (check.status === 'above')
    throw new AppFailure(
      'ABOVE_MAX_NOTIONAL',
      `The order is worth ${check.value} ${check.coin}, above this profile's maximum of ${check.maximum} ${check.coin}`,
      { notional: { value: check.value, maximum: check.maximum, coin: check.coin } },
    )
  if (check.status === 'unpriced')
    throw new AppFailure(
      'UNPRICED_NOTIONAL',
      `No last price is known to value this market order against this profile's maximum of ${check.maximum} ${check.coin}`,
      { notional: { maximum: check.maximum, coin: check.coin } },
    )
}
