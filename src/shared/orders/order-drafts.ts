import type { z } from 'zod'
import type {
  Force,
  MarginMode,
  OrderType,
  PositionMode,
  ProductType,
  Side,
  StpMode,
} from '../bitget/enums'
import { futuresOrderRequest } from '../bitget/operations/futures-order'
import { spotOrderRequest } from '../bitget/operations/spot-order'
import { spotPlanOrderRequest } from '../bitget/operations/spot-plan-order'
import { firstPerField, fromSchemaIssue, type FieldIssue } from './field-issue'
import type { InstrumentRules } from './instrument-rules'
import {
  futuresOrderLimits,
  spotOrderLimits,
  spotPlanOrderLimits,
  type FuturesOrderRequest,
  type SpotOrderRequest,
  type SpotPlanOrderRequest,
} from './order-limits'

/** What the forms hold: every field as typed, '' for empty. */
export interface SpotOrderDraft {
  symbol: string
  side: Side
  orderType: OrderType
  force: Force
  price: string
  size: string
  tpslType: 'normal' | 'tpsl'
  triggerPrice: string
  presetTakeProfitPrice: string
  executeTakeProfitPrice: string
  presetStopLossPrice: string
  executeStopLossPrice: string
  stpMode: StpMode
  receiveWindow: string
}

export interface SpotPlanOrderDraft {
  symbol: string
  side: Side
  triggerPrice: string
  triggerType: 'fill_price' | 'mark_price'
  orderType: OrderType
  executePrice: string
  planType: 'amount' | 'total'
  size: string
  stpMode: StpMode
}

export interface FuturesOrderDraft {
  productType: ProductType
  symbol: string
  marginMode: MarginMode
  marginCoin: string
  side: Side
  positionMode: PositionMode
  tradeSide: 'open' | 'close'
  reduceOnly: boolean
  orderType: OrderType
  force: Force
  price: string
  size: string
  presetStopSurplusPrice: string
  presetStopSurplusExecutePrice: string
  presetStopLossPrice: string
  presetStopLossExecutePrice: string
  stpMode: StpMode
}

/** What each form holds before the trader fills it in: a limit buy, nothing typed, no symbol. */
export const blankSpotDraft = (): SpotOrderDraft => ({
  symbol: '',
  side: 'buy',
  orderType: 'limit',
  force: 'gtc',
  price: '',
  size: '',
  tpslType: 'normal',
  triggerPrice: '',
  presetTakeProfitPrice: '',
  executeTakeProfitPrice: '',
  presetStopLossPrice: '',
  executeStopLossPrice: '',
  stpMode: 'none',
  receiveWindow: '',
})

export const blankSpotPlanDraft = (): SpotPlanOrderDraft => ({
  symbol: '',
  side: 'buy',
  triggerPrice: '',
  triggerType: 'fill_price',
  orderType: 'limit',
  executePrice: '',
  planType: 'amount',
  size: '',
  stpMode: 'none',
})

export const blankFuturesDraft = (): FuturesOrderDraft => ({
  productType: 'USDT-FUTURES',
  symbol: '',
  marginMode: 'crossed',
  marginCoin: '',
  side: 'buy',
  positionMode: 'one_way_mode',
  tradeSide: 'open',
  reduceOnly: false,
  orderType: 'limit',
  force: 'gtc',
  price: '',
  size: '',
  presetStopSurplusPrice: '',
  presetStopSurplusExecutePrice: '',
  presetStopLossPrice: '',
  presetStopLossExecutePrice: '',
  stpMode: 'none',
})

export type SpotOrderInput = z.input<typeof spotOrderRequest>
type SpotPlanOrderInput = z.input<typeof spotPlanOrderRequest>
export type FuturesOrderInput = z.input<typeof futuresOrderRequest>

/** The draft's fields that apply, trimmed; empty ones left out. */
function filled<T extends object>(fields: Record<string, string | undefined | false>): T {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim()
  }
  return out as T
}

export function spotDraftToInput(draft: SpotOrderDraft): SpotOrderInput {
  const limit = draft.orderType === 'limit'
  const tpsl = draft.tpslType === 'tpsl'
  return filled<SpotOrderInput>({
    symbol: draft.symbol,
    side: draft.side,
    orderType: draft.orderType,
    force: limit && draft.force,
    price: limit && draft.price,
    size: draft.size,
    tpslType: tpsl && 'tpsl',
    triggerPrice: tpsl && draft.triggerPrice,
    presetTakeProfitPrice: !tpsl && draft.presetTakeProfitPrice,
    executeTakeProfitPrice: !tpsl && draft.executeTakeProfitPrice,
    presetStopLossPrice: !tpsl && draft.presetStopLossPrice,
    executeStopLossPrice: !tpsl && draft.executeStopLossPrice,
    stpMode: draft.stpMode,
    receiveWindow: draft.receiveWindow,
  })
}

export function planDraftToInput(draft: SpotPlanOrderDraft): SpotPlanOrderInput {
  return filled<SpotPlanOrderInput>({
    symbol: draft.symbol,
    side: draft.side,
    triggerPrice: draft.triggerPrice,
    triggerType: draft.triggerType,
    orderType: draft.orderType,
    executePrice: draft.orderType === 'limit' && draft.executePrice,
    planType: draft.planType,
    size: draft.size,
    stpMode: draft.stpMode,
  })
}

export function futuresDraftToInput(draft: FuturesOrderDraft): FuturesOrderInput {
  const hedge = draft.positionMode === 'hedge_mode'
  const limit = draft.orderType === 'limit'
  return filled<FuturesOrderInput>({
    positionMode: draft.positionMode,
    symbol: draft.symbol,
    productType: draft.productType,
    marginMode: draft.marginMode,
    marginCoin: draft.marginCoin,
    side: draft.side,
    tradeSide: hedge && draft.tradeSide,
    reduceOnly: !hedge && draft.reduceOnly && 'YES',
    orderType: draft.orderType,
    force: limit && draft.force,
    price: limit && draft.price,
    size: draft.size,
    presetStopSurplusPrice: draft.presetStopSurplusPrice,
    presetStopSurplusExecutePrice: draft.presetStopSurplusExecutePrice,
    presetStopLossPrice: draft.presetStopLossPrice,
    presetStopLossExecutePrice: draft.presetStopLossExecutePrice,
    stpMode: draft.stpMode,
  })
}

interface CheckedOrder<Input, Request> {
  /** What the form sends to main; null while any issue remains. */
  input: Input | null
  request: Request | null
  issues: FieldIssue[]
}

function check<Input, Request>(
  schema: z.ZodType<Request, Input>,
  input: Input,
  limits: (order: Input | Request) => FieldIssue[],
): CheckedOrder<Input, Request> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    // The instrument's rules still apply to the fields already typed (the limits skip empty ones).
    const partial = limits(input)
    return {
      input: null,
      request: null,
      issues: firstPerField([...parsed.error.issues.map(fromSchemaIssue), ...partial]),
    }
  }
  const issues = firstPerField(limits(parsed.data))
  return issues.length > 0
    ? { input: null, request: null, issues }
    : { input, request: parsed.data, issues }
}

/** The form's validation: the request schema's rules, then the instrument's (when its rules are known). */
export function checkSpotOrder(
  input: SpotOrderInput,
  rules?: InstrumentRules,
  lastPrice?: string,
): CheckedOrder<SpotOrderInput, SpotOrderRequest> {
  return check(spotOrderRequest, input, (order) =>
    rules ? spotOrderLimits(order, rules, lastPrice) : [],
  )
}

export function checkSpotPlanOrder(
  input: SpotPlanOrderInput,
  rules?: InstrumentRules,
): CheckedOrder<SpotPlanOrderInput, SpotPlanOrderRequest> {
  return check(spotPlanOrderRequest, input, (order) =>
    rules ? spotPlanOrderLimits(order, rules) : [],
  )
}

export function checkFuturesOrder(
  input: FuturesOrderInput,
  rules?: InstrumentRules,
  lastPrice?: string,
): CheckedOrder<FuturesOrderInput, FuturesOrderRequest> {
  return check(futuresOrderRequest, input, (order) =>
    rules ? futuresOrderLimits(order, rules, lastPrice) : [],
  )
}
