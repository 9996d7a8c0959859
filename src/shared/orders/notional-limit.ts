import { Decimal } from 'decimal.js'
import type { FormOrder } from './form-order'
import { futuresNotional, spotNotional, spotPlanNotional, type NotionalEstimate } from './notional'

/** The order's value in the quote coin; market orders at the last price, spot triggers at their trigger price. */
export function formOrderNotional(
  subject: FormOrder,
  quoteCoin: string,
  lastPrice: string | undefined,
): NotionalEstimate | null {
  switch (subject.form) {
    case 'spot':
      return spotNotional(subject.order, quoteCoin, lastPrice)
    case 'spot-plan':
      return spotPlanNotional(subject.order, quoteCoin)
    case 'futures':
      return futuresNotional(subject.order, quoteCoin, lastPrice)
  }
}

/** A close only lowers risk: the maximum never stands between a trader and closing a position. */
export const onlyReduces = (subject: FormOrder): boolean =>
  subject.form === 'futures' &&
  (subject.order.reduceOnly === 'YES' || subject.order.tradeSide === 'close')

type NotionalLimitCheck =
  | { status: 'within' }
  /** The order is worth more than the maximum. */
  | { status: 'above'; value: string; maximum: string; coin: string }
  /** A maximum is set and the order's value cannot be known (a market order without a last price). */
  | { status: 'unpriced'; maximum: string; coin: string }

/** The per-profile maximum order value; `maximum` null means no maximum. Exactly the maximum is allowed. */
export function checkNotionalLimit(
  notional: NotionalEstimate | null,
  maximum: string | null,
  quoteCoin: string,
): NotionalLimitCheck {
  if (maximum === null) return { status: 'within' }
  if (notional === null) return { status: 'unpriced', maximum, coin: quoteCoin }
  return new Decimal(notional.value).gt(maximum)
    ? { status: 'above', value: notional.value, maximum, coin: notional.coin }
    : { status: 'within' }
}
