import { Decimal } from 'decimal.js'
import type { z } from 'zod'
import type { futuresOrderRequest } from '../bitget/operations/futures-order'
import type { spotOrderRequest } from '../bitget/operations/spot-order'
import type { spotPlanOrderRequest } from '../bitget/operations/spot-plan-order'
import {
  checkNotional,
  checkPrice,
  checkSize,
  isDecimalText,
  type SizeLimits,
} from './decimal-checks'
import { fieldIssue, type FieldIssue } from './field-issue'
import { valuedInDollars, type InstrumentRules } from './instrument-rules'

/** The requests as the shared request schemas output them: what main receives and sends. */
export type SpotOrderRequest = z.output<typeof spotOrderRequest>
export type SpotPlanOrderRequest = z.output<typeof spotPlanOrderRequest>
export type FuturesOrderRequest = z.output<typeof futuresOrderRequest>

/**
 * The fields the instrument's limits read, alike in a form's input and the parsed request, so the
 * limits also apply to the fields already typed while the order as a whole is not valid yet.
 */
type SpotLimitFields = Omit<SpotOrderRequest, 'requestTime' | 'receiveWindow'>

/** A size in the base coin, as the instrument limits it. */
export const baseSizeLimits = (rules: InstrumentRules): SizeLimits => ({
  decimals: rules.sizeDecimals,
  step: rules.sizeStep,
  min: rules.minSize,
  max: rules.maxSize,
  coin: rules.baseCoin,
})
/** An amount in the quote coin: only its decimals are published. */
export const quoteSizeLimits = (rules: InstrumentRules): SizeLimits => ({
  decimals: rules.quoteDecimals,
  step: null,
  min: '',
  max: '',
  coin: rules.quoteCoin,
})

const price = (rules: InstrumentRules, path: string, value: string | undefined): FieldIssue[] =>
  value === undefined || value === ''
    ? []
    : checkPrice(path, value, rules.priceDecimals, rules.priceStep)

const tradable = (rules: InstrumentRules): FieldIssue[] =>
  rules.tradable
    ? []
    : [fieldIssue('symbol', 'notTradable', `${rules.symbol} cannot be traded now`)]

/** An execution price only means something with its trigger price. */
function presetPair(
  rules: InstrumentRules,
  triggerPath: string,
  trigger: string | undefined,
  executePath: string,
  execute: string | undefined,
): FieldIssue[] {
  const issues = [...price(rules, triggerPath, trigger), ...price(rules, executePath, execute)]
  if ((execute ?? '') !== '' && (trigger ?? '') === '') {
    issues.push(
      fieldIssue(executePath, 'executeNeedsTrigger', `${executePath} needs ${triggerPath}`),
    )
  }
  return issues
}

/** The value of `size` at price `by`; null while either is not a number yet. */
const times = (size: string | undefined, by: string | undefined): Decimal | null =>
  isDecimalText(size ?? '') && isDecimalText(by ?? '') ? new Decimal(size!).times(by!) : null
const amount = (size: string | undefined): Decimal | null =>
  isDecimalText(size ?? '') ? new Decimal(size!) : null

const minimumValue = (rules: InstrumentRules, notional: Decimal | null): FieldIssue[] =>
  valuedInDollars(rules.quoteCoin)
    ? checkNotional('size', notional, rules.minNotional, rules.quoteCoin)
    : []

/** 4.9 against the instrument: ticks, decimals, minimums. `lastPrice` values a market sell. */
export function spotOrderLimits(
  order: SpotLimitFields,
  rules: InstrumentRules,
  lastPrice?: string,
): FieldIssue[] {
  const marketBuy = order.orderType === 'market' && order.side === 'buy'
  const notional = marketBuy
    ? amount(order.size)
    : times(order.size, order.orderType === 'limit' ? order.price : lastPrice)
  const sizeIssues = checkSize(
    'size',
    order.size,
    marketBuy ? quoteSizeLimits(rules) : baseSizeLimits(rules),
  )
  return [
    ...tradable(rules),
    ...(order.orderType === 'limit' ? price(rules, 'price', order.price) : []),
    ...price(rules, 'triggerPrice', order.triggerPrice),
    ...presetPair(
      rules,
      'presetTakeProfitPrice',
      order.presetTakeProfitPrice,
      'executeTakeProfitPrice',
      order.executeTakeProfitPrice,
    ),
    ...presetPair(
      rules,
      'presetStopLossPrice',
      order.presetStopLossPrice,
      'executeStopLossPrice',
      order.executeStopLossPrice,
    ),
    ...sizeIssues,
    ...(sizeIssues.length === 0 ? minimumValue(rules, notional) : []),
  ]
}

/** 4.3 against the instrument; the size is base coin for planType amount, quote coin for total. */
export function spotPlanOrderLimits(
  order: SpotPlanOrderRequest,
  rules: InstrumentRules,
): FieldIssue[] {
  const total = order.planType === 'total'
  const notional = total
    ? amount(order.size)
    : times(order.size, order.executePrice ?? order.triggerPrice)
  const sizeIssues = checkSize(
    'size',
    order.size,
    total ? quoteSizeLimits(rules) : baseSizeLimits(rules),
  )
  return [
    ...tradable(rules),
    ...price(rules, 'triggerPrice', order.triggerPrice),
    ...(order.orderType === 'limit' ? price(rules, 'executePrice', order.executePrice) : []),
    ...sizeIssues,
    ...(sizeIssues.length === 0 ? minimumValue(rules, notional) : []),
  ]
}

const coinMargined = (productType: string): boolean => productType.endsWith('COIN-FUTURES')

/** 4.6 against the contract. The minimum value applies to orders that open a position. */
export function futuresOrderLimits(
  order: FuturesOrderRequest,
  rules: InstrumentRules,
  lastPrice?: string,
): FieldIssue[] {
  const issues = [...tradable(rules)]
  if (rules.marginCoins.length > 0 && !rules.marginCoins.includes(order.marginCoin)) {
    const allowed = rules.marginCoins.join(', ')
    issues.push(
      fieldIssue('marginCoin', 'marginCoin', `marginCoin must be one of ${allowed}`, { allowed }),
    )
  }
  const opening = order.tradeSide !== 'close' && order.reduceOnly !== 'YES'
  const sizeIssues = checkSize('size', order.size, baseSizeLimits(rules))
  const notional = times(order.size, order.orderType === 'limit' ? order.price : lastPrice)
  return [
    ...issues,
    ...(order.orderType === 'limit' ? price(rules, 'price', order.price) : []),
    ...presetPair(
      rules,
      'presetStopSurplusPrice',
      order.presetStopSurplusPrice,
      'presetStopSurplusExecutePrice',
      order.presetStopSurplusExecutePrice,
    ),
    ...presetPair(
      rules,
      'presetStopLossPrice',
      order.presetStopLossPrice,
      'presetStopLossExecutePrice',
      order.presetStopLossExecutePrice,
    ),
    ...sizeIssues,
    ...(sizeIssues.length === 0 && opening && !coinMargined(order.productType)
      ? minimumValue(rules, notional)
      : []),
  ]
}
