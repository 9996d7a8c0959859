import { Decimal } from 'decimal.js'
import type { FormOrder } from './form-order'

type GuardedPriceField = 'price' | 'executePrice' | 'triggerPrice'

interface PriceDeviation {
  field: GuardedPriceField
  price: string
  lastPrice: string
  /** Distance from the last price in percent of it, rounded up to two decimals ("10.00"), so a warning never reads as the limit itself. */
  percent: string
  direction: 'above' | 'below'
}

interface DeviationCheck {
  /** The prices more than the allowed percentage away from the last price. */
  warnings: PriceDeviation[]
  /** The order carries a price to check, but no last price was known to check it against. */
  unchecked: boolean
}

/** The prices a trader types that the fat-finger guard compares with the last price. */
function guardedPrices(subject: FormOrder): { field: GuardedPriceField; price: string }[] {
  const prices: { field: GuardedPriceField; price: string | undefined }[] =
    subject.form === 'spot-plan'
      ? [
          { field: 'triggerPrice', price: subject.order.triggerPrice },
          {
            field: 'executePrice',
            price: subject.order.orderType === 'limit' ? subject.order.executePrice : undefined,
          },
        ]
      : [
          {
            field: 'price',
            price: subject.order.orderType === 'limit' ? subject.order.price : undefined,
          },
        ]
  return prices.flatMap(({ field, price }) =>
    price === undefined || price === '' ? [] : [{ field, price }],
  )
}

/**
 * Compares the order's prices with the last price: more than `maxPercent` % away (strictly) is a
 * warning. Without a last price nothing can be compared, and the check says so.
 */
export function checkPriceDeviation(
  subject: FormOrder,
  lastPrice: string | undefined,
  maxPercent: string,
): DeviationCheck {
  const prices = guardedPrices(subject)
  if (prices.length === 0) return { warnings: [], unchecked: false }
  if (lastPrice === undefined || lastPrice === '' || new Decimal(lastPrice).lte(0))
    return { warnings: [], unchecked: true }
  const last = new Decimal(lastPrice)
  const warnings = prices.flatMap(({ field, price }) => {
    const distance = new Decimal(price).minus(last)
    const percent = distance.abs().div(last).times(100)
    if (percent.lte(maxPercent)) return []
    const deviation: PriceDeviation = {
      field,
      price,
      lastPrice,
      percent: percent.toFixed(2, Decimal.ROUND_UP),
      direction: distance.isNegative() ? 'below' : 'above',
    }
    return [deviation]
  })
  return { warnings, unchecked: false }
}
