import Decimal from 'decimal.js'
import { errors, SimError } from '../errors'
import { findSpot, type SpotInstrument } from '../seed-data/instruments'
import { changeSpot, freezeSpot, unfreezeSpot } from '../state/balances'
import type { SimStore } from '../state/store'
import type { AccountState, Force, PlanOrder, Side, SpotOrder } from '../state/types'
import type { Market } from './market'
import { crosses, isOpen, nextRestingFill, placementOf } from './order-book'

const SPOT_FEE_RATE = new Decimal('0.001')
const FEE_PLACES = 8

interface SpotOrderRequest {
  instrument: SpotInstrument
  side: Side
  orderType: 'limit' | 'market'
  force: Force
  /** Limit price ('' for market orders). */
  price: string
  /** Base quantity; the quote amount for a market buy. */
  size: string
  clientOid: string
  presetTakeProfitPrice: string
  executeTakeProfitPrice: string
  presetStopLossPrice: string
  executeStopLossPrice: string
  stpMode: string
}

/** What modify-plan-order changes. */
type PlanChange = Pick<PlanOrder, 'triggerPrice' | 'orderType' | 'executePrice' | 'size'>

type PlanOrderRequest = Pick<
  PlanOrder,
  | 'side'
  | 'triggerPrice'
  | 'triggerType'
  | 'orderType'
  | 'executePrice'
  | 'planType'
  | 'size'
  | 'clientOid'
  | 'stpMode'
  | 'tpsl'
> & {
  instrument: SpotInstrument
}

const step = (places: number) => new Decimal(10).pow(-places)

/** Spot orders and spot plan orders: balances, fills, bills, resting orders and triggers. */
export class SpotEngine {
  private readonly open = new Map<SpotOrder, AccountState>()
  private readonly plans = new Map<PlanOrder, AccountState>()

  constructor(
    private readonly store: SimStore,
    private readonly market: Market,
  ) {
    for (const account of store.state.accounts) {
      for (const order of account.spotOrders)
        if (isOpen(order.status)) this.open.set(order, account)
      for (const plan of account.planOrders)
        if (plan.status === 'live') this.plans.set(plan, account)
    }
  }

  place(account: AccountState, request: SpotOrderRequest): SpotOrder {
    const { instrument, side } = request
    const now = this.store.now()
    const marketPrice = this.market.price(instrument.symbol)
    const order: SpotOrder = {
      kind: 'spot',
      orderId: this.store.nextId(),
      clientOid: request.clientOid,
      symbol: instrument.symbol,
      side,
      orderType: request.orderType,
      force: request.force,
      price: request.price,
      size: request.size,
      filledBase: '0',
      filledQuote: '0',
      fee: '0',
      frozen: '0',
      status: 'live',
      presetTakeProfitPrice: request.presetTakeProfitPrice,
      executeTakeProfitPrice: request.executeTakeProfitPrice,
      presetStopLossPrice: request.presetStopLossPrice,
      executeStopLossPrice: request.executeStopLossPrice,
      stpMode: request.stpMode,
      cTime: now,
      uTime: now,
    }

    if (request.orderType === 'market') {
      const spend = side === 'buy' ? instrument.quoteCoin : instrument.baseCoin
      if (new Decimal(account.spot[spend]?.available ?? 0).lessThan(request.size))
        throw errors.insufficientSpot()
      const quantity =
        side === 'buy'
          ? new Decimal(request.size)
              .dividedBy(marketPrice)
              .toDecimalPlaces(instrument.quantityPrecision, Decimal.ROUND_DOWN)
          : new Decimal(request.size)
      if (quantity.isZero())
        throw errors.belowMinQuantity(step(instrument.quantityPrecision).toFixed())
      account.spotOrders.push(order)
      this.fill(account, order, quantity, marketPrice, 'taker', now)
      return order
    }

    const frozenCoin = side === 'buy' ? instrument.quoteCoin : instrument.baseCoin
    const frozenAmount =
      side === 'buy' ? new Decimal(request.price).times(request.size) : new Decimal(request.size)
    if (!freezeSpot(account, frozenCoin, frozenAmount, now)) throw errors.insufficientSpot()
    order.frozen = frozenAmount.toFixed()
    account.spotOrders.push(order)

    const placement = placementOf(side, request.force, request.price, marketPrice)
    if (placement === 'take')
      this.fill(account, order, new Decimal(request.size), marketPrice, 'taker', now)
    else if (placement === 'cancel') this.cancel(account, order, now)
    else this.open.set(order, account)
    return order
  }

  placePlan(account: AccountState, request: PlanOrderRequest): PlanOrder {
    const now = this.store.now()
    const { instrument, ...fields } = request
    const plan: PlanOrder = {
      kind: 'spot-plan',
      orderId: this.store.nextId(),
      ...fields,
      symbol: instrument.symbol,
      triggerWhenAbove: new Decimal(request.triggerPrice).greaterThanOrEqualTo(
        this.market.price(instrument.symbol),
      ),
      status: 'live',
      triggeredOrderId: '',
      cTime: now,
      uTime: now,
    }
    account.planOrders.push(plan)
    this.plans.set(plan, account)
    return plan
  }

  /** Cancels an open order for its account; false when it is no longer open. */
  cancelOrder(account: AccountState, order: SpotOrder): boolean {
    if (!isOpen(order.status)) return false
    this.cancel(account, order, this.store.now())
    order.cancelReason = 'normal_cancel'
    return true
  }

  /**
   * cancel-symbol-order is asynchronous on Bitget: the request only marks the open orders of the
   * symbol, and the next market tick cancels them. Returns how many were marked.
   */
  requestSymbolCancel(account: AccountState, symbol: string): number {
    let marked = 0
    for (const [order, owner] of this.open) {
      if (owner !== account || order.symbol !== symbol) continue
      order.cancelRequested = true
      marked++
    }
    return marked
  }

  /** Cancels a live plan order; false when it has already triggered or ended. */
  cancelPlan(plan: PlanOrder): boolean {
    if (plan.status !== 'live') return false
    plan.status = 'cancelled'
    plan.uTime = this.store.now()
    this.plans.delete(plan)
    return true
  }

  /** Changes a live plan order; its trigger direction follows the new trigger price. */
  modifyPlan(plan: PlanOrder, change: PlanChange): void {
    if (plan.status !== 'live') return
    Object.assign(plan, change)
    plan.triggerWhenAbove = new Decimal(change.triggerPrice).greaterThanOrEqualTo(
      this.market.price(plan.symbol),
    )
    plan.uTime = this.store.now()
  }

  onTick(at: number): void {
    for (const [order, account] of this.open) {
      if (!order.cancelRequested) continue
      this.cancel(account, order, at)
      order.cancelReason = 'normal_cancel'
    }
    for (const [order, account] of this.open) {
      const instrument = findSpot(order.symbol)
      if (!instrument) continue
      const price = this.market.price(order.symbol)
      if (!crosses(order.side, order.price, price)) continue
      const quantity = nextRestingFill(
        new Decimal(order.size),
        new Decimal(order.filledBase),
        step(instrument.quantityPrecision),
      )
      this.fill(account, order, quantity, order.price, 'maker', at)
    }
    for (const [plan, account] of this.plans) {
      const price = this.market.price(plan.symbol)
      const due = plan.triggerWhenAbove
        ? new Decimal(price).greaterThanOrEqualTo(plan.triggerPrice)
        : new Decimal(price).lessThanOrEqualTo(plan.triggerPrice)
      if (due) this.trigger(account, plan, price, at)
    }
  }

  private trigger(account: AccountState, plan: PlanOrder, price: string, at: number): void {
    this.plans.delete(plan)
    plan.uTime = at
    const instrument = findSpot(plan.symbol)
    if (!instrument) return
    const size = this.triggeredSize(plan, instrument, price)
    try {
      if (new Decimal(size).lessThanOrEqualTo(0))
        throw errors.belowMinQuantity(step(instrument.quantityPrecision).toFixed())
      const order = this.place(account, {
        instrument,
        side: plan.side,
        orderType: plan.orderType,
        force: 'gtc',
        price: plan.orderType === 'limit' ? plan.executePrice : '',
        size,
        clientOid: this.store.nextId(),
        presetTakeProfitPrice: '',
        executeTakeProfitPrice: '',
        presetStopLossPrice: '',
        executeStopLossPrice: '',
        stpMode: plan.stpMode,
      })
      plan.status = 'triggered'
      plan.triggeredOrderId = order.orderId
    } catch (error) {
      if (!(error instanceof SimError)) throw error
      plan.status = 'fail_trigger'
    }
  }

  /** The spot order size of a triggered plan: market buys take a quote amount, everything else base. */
  private triggeredSize(plan: PlanOrder, instrument: SpotInstrument, price: string): string {
    const size = new Decimal(plan.size)
    const basePlaces = instrument.quantityPrecision
    if (plan.orderType === 'market' && plan.side === 'buy') {
      return (
        plan.planType === 'total'
          ? size
          : size.times(price).toDecimalPlaces(instrument.quotePrecision)
      ).toFixed()
    }
    if (plan.planType === 'amount') return size.toFixed()
    const reference = plan.orderType === 'limit' ? plan.executePrice : price
    return size.dividedBy(reference).toDecimalPlaces(basePlaces, Decimal.ROUND_DOWN).toFixed()
  }

  private cancel(account: AccountState, order: SpotOrder, at: number): void {
    const instrument = findSpot(order.symbol)
    if (instrument && new Decimal(order.frozen).greaterThan(0)) {
      unfreezeSpot(
        account,
        order.side === 'buy' ? instrument.quoteCoin : instrument.baseCoin,
        order.frozen,
        at,
      )
    }
    order.frozen = '0'
    order.status = 'cancelled'
    delete order.cancelRequested
    order.uTime = at
    this.open.delete(order)
  }

  private fill(
    account: AccountState,
    order: SpotOrder,
    quantity: Decimal,
    price: Decimal.Value,
    scope: 'taker' | 'maker',
    at: number,
  ): void {
    const instrument = findSpot(order.symbol)
    if (!instrument || quantity.lessThanOrEqualTo(0)) return
    const value = quantity.times(price)
    const fromFrozen = order.orderType === 'limit'
    const kind = { groupType: 'transaction', businessType: order.side }
    let fee: Decimal
    let feeCoin: string
    if (order.side === 'buy') {
      fee = quantity.times(SPOT_FEE_RATE).toDecimalPlaces(FEE_PLACES, Decimal.ROUND_UP)
      feeCoin = instrument.baseCoin
      if (fromFrozen) {
        const reserved = quantity.times(order.price)
        changeSpot(this.store, account, instrument.quoteCoin, value.negated(), kind, 'frozen', at)
        order.frozen = new Decimal(order.frozen).minus(reserved).toFixed()
        if (reserved.greaterThan(value))
          unfreezeSpot(account, instrument.quoteCoin, reserved.minus(value), at)
      } else {
        changeSpot(
          this.store,
          account,
          instrument.quoteCoin,
          value.negated(),
          kind,
          'available',
          at,
        )
      }
      changeSpot(
        this.store,
        account,
        instrument.baseCoin,
        quantity.minus(fee),
        { ...kind, fees: fee.negated().toFixed() },
        'available',
        at,
      )
    } else {
      fee = value.times(SPOT_FEE_RATE).toDecimalPlaces(FEE_PLACES, Decimal.ROUND_UP)
      feeCoin = instrument.quoteCoin
      changeSpot(
        this.store,
        account,
        instrument.baseCoin,
        quantity.negated(),
        kind,
        fromFrozen ? 'frozen' : 'available',
        at,
      )
      if (fromFrozen) order.frozen = new Decimal(order.frozen).minus(quantity).toFixed()
      changeSpot(
        this.store,
        account,
        instrument.quoteCoin,
        value.minus(fee),
        { ...kind, fees: fee.negated().toFixed() },
        'available',
        at,
      )
    }

    order.filledBase = new Decimal(order.filledBase).plus(quantity).toFixed()
    order.filledQuote = new Decimal(order.filledQuote).plus(value).toFixed()
    order.fee = new Decimal(order.fee).plus(fee).toFixed()
    const complete =
      order.orderType === 'market' || new Decimal(order.filledBase).greaterThanOrEqualTo(order.size)
    order.status = complete ? 'filled' : 'partially_filled'
    order.uTime = at
    if (complete) this.open.delete(order)
    account.fills.push({
      tradeId: this.store.nextId(),
      orderId: order.orderId,
      symbol: order.symbol,
      orderType: order.orderType,
      side: order.side,
      price: new Decimal(price).toFixed(),
      size: quantity.toFixed(),
      amount: value.toFixed(),
      feeCoin,
      fee: fee.negated().toFixed(),
      tradeScope: scope,
      cTime: at,
    })
  }
}
