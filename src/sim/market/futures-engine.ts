import Decimal from 'decimal.js'
import { errors } from '../errors'
import { findContract, type ContractInstrument, type ProductType } from '../seed-data/instruments'
import { assetOf, futuresAccountOf, leverageOf } from '../state/futures-accounts'
import type { SimStore } from '../state/store'
import type {
  AccountState,
  Balance,
  Force,
  FuturesAccount,
  FuturesOrder,
  HoldSide,
  MarginMode,
  Position,
  Side,
} from '../state/types'
import {
  directionOf,
  feeOf,
  MAKER_FEE_RATE,
  marginOf,
  PLACES,
  remainingOf,
  TAKER_FEE_RATE,
  tradeSideView,
} from './futures-math'
import type { Market } from './market'
import { chargePosition, findPosition, increasePosition, reducePosition } from './positions'
import { crosses, isOpen, nextRestingFill, placementOf } from './order-book'

interface FuturesOrderRequest {
  contract: ContractInstrument
  marginCoin: string
  marginMode: MarginMode
  side: Side
  tradeSide: '' | 'open' | 'close'
  orderType: 'limit' | 'market'
  force: Force
  price: string
  size: string
  clientOid: string
  reduceOnly: boolean
  presetStopSurplusPrice: string
  presetStopSurplusExecutePrice: string
  presetStopLossPrice: string
  presetStopLossExecutePrice: string
  stpMode: string
}

interface FuturesPlacement {
  order: FuturesOrder
  /** Older reduce-only orders were cancelled to make room (4.6 rule 2): the answer omits orderId. */
  cancelledOlder: boolean
}

/** Futures orders: one-way and hedge positions, margin, fees, reduce-only rules and resting fills. */
export class FuturesEngine {
  private readonly open = new Map<FuturesOrder, AccountState>()

  constructor(
    private readonly store: SimStore,
    private readonly market: Market,
  ) {
    for (const account of store.state.accounts) {
      for (const order of account.futuresOrders)
        if (isOpen(order.status)) this.open.set(order, account)
    }
  }

  place(account: AccountState, request: FuturesOrderRequest): FuturesPlacement {
    const { contract, side } = request
    const now = this.store.now()
    const futures = futuresAccountOf(account, contract.productType)
    const marketPrice = this.market.price(contract.priceKey)
    const size = new Decimal(request.size)
    const hedge = futures.positionMode === 'hedge_mode'
    const leverage = leverageOf(
      futures,
      contract.symbol,
      request.marginMode,
      side === 'buy' ? 'long' : 'short',
    )
    let cancelledOlder = false
    let opening = size

    if (hedge) {
      const holdSide: HoldSide = side === 'buy' ? 'long' : 'short'
      if (request.tradeSide === 'close') {
        const position = findPosition(futures, contract.symbol, holdSide)
        if (!position) throw errors.noPositionToClose()
        const held = new Decimal(position.size)
        if (size.greaterThan(held)) throw errors.positionNotEnough()
        const restingCloses = (o: FuturesOrder) => o.tradeSide === 'close' && o.posSide === holdSide
        const free = held.minus(this.pendingOf(account, contract, restingCloses))
        if (size.greaterThan(free)) {
          // Since CL 2025-07-31 a market close cancels the limit closes holding the position
          // (beyond-the-spec §8.1); spec 4.6 rule 3 still describes the earlier refusal.
          if (request.orderType !== 'market') throw errors.positionNotEnough()
          this.cancelOldestUntilFits(account, contract, restingCloses, size, held, now)
        }
        opening = new Decimal(0)
      }
    } else {
      const position = findPosition(futures, contract.symbol, side === 'buy' ? 'short' : 'long')
      const held = new Decimal(position?.size ?? 0)
      if (request.reduceOnly) {
        if (!position) throw errors.noPositionToClose()
        if (size.greaterThan(held)) throw errors.positionNotEnough()
        cancelledOlder = this.cancelOldestUntilFits(
          account,
          contract,
          (o) => o.reduceOnly && o.side === side,
          size,
          held,
          now,
        )
        opening = new Decimal(0)
      } else {
        opening = Decimal.max(0, size.minus(held))
      }
    }

    const referencePrice = request.orderType === 'limit' ? request.price : marketPrice
    const reserve = opening.isZero()
      ? new Decimal(0)
      : marginOf(contract, opening, referencePrice, leverage).plus(
          feeOf(contract, opening, referencePrice, TAKER_FEE_RATE),
        )
    const asset = assetOf(futures, request.marginCoin, now)
    if (new Decimal(asset.available).lessThan(reserve)) throw errors.insufficientFutures()

    const order = this.newOrder(
      futures,
      request,
      leverage,
      now,
      request.orderType === 'market' ? 'market' : 'normal',
    )
    account.futuresOrders.push(order)

    if (request.orderType === 'market') {
      this.fill(account, order, size, marketPrice, TAKER_FEE_RATE, now)
      return { order, cancelledOlder }
    }
    const placement = placementOf(
      directionOf(side, order.tradeSide),
      request.force,
      request.price,
      marketPrice,
    )
    if (placement === 'cancel') {
      order.status = 'cancelled'
    } else if (placement === 'take') {
      this.fill(account, order, size, marketPrice, TAKER_FEE_RATE, now)
    } else {
      asset.available = new Decimal(asset.available).minus(reserve).toFixed()
      asset.frozen = new Decimal(asset.frozen).plus(reserve).toFixed()
      order.frozenMargin = reserve.toFixed()
      this.open.set(order, account)
    }
    return { order, cancelledOlder }
  }

  onTick(at: number): void {
    for (const [order, account] of this.open) {
      const contract = findContract(order.productType, order.symbol)
      if (!contract) continue
      const price = this.market.price(contract.priceKey)
      if (!crosses(directionOf(order.side, order.tradeSide), order.price, price)) continue
      const quantity = nextRestingFill(
        new Decimal(order.size),
        new Decimal(order.filledSize),
        new Decimal(contract.sizeMultiplier),
      )
      this.fill(account, order, quantity, order.price, MAKER_FEE_RATE, at)
    }
    this.triggerTakeProfitStopLoss(at)
  }

  private newOrder(
    futures: FuturesAccount,
    request: FuturesOrderRequest,
    leverage: string,
    now: number,
    orderSource: FuturesOrder['orderSource'],
  ): FuturesOrder {
    const hedge = futures.positionMode === 'hedge_mode'
    return {
      kind: 'futures',
      orderId: this.store.nextId(),
      clientOid: request.clientOid,
      symbol: request.contract.symbol,
      productType: request.contract.productType,
      marginCoin: request.marginCoin,
      marginMode: request.marginMode,
      posMode: futures.positionMode,
      side: request.side,
      tradeSide: hedge ? request.tradeSide : '',
      posSide: hedge ? (request.side === 'buy' ? 'long' : 'short') : 'net',
      orderType: request.orderType,
      orderSource,
      force: request.force,
      price: request.price,
      size: request.size,
      filledSize: '0',
      filledValue: '0',
      fee: '0',
      totalProfits: '0',
      reduceOnly: !hedge && request.reduceOnly,
      leverage,
      frozenMargin: '0',
      status: 'live',
      presetStopSurplusPrice: request.presetStopSurplusPrice,
      presetStopSurplusExecutePrice: request.presetStopSurplusExecutePrice,
      presetStopLossPrice: request.presetStopLossPrice,
      presetStopLossExecutePrice: request.presetStopLossExecutePrice,
      stpMode: request.stpMode,
      posAvg: '',
      cTime: now,
      uTime: now,
    }
  }

  /** Preset take-profit / stop-loss of filled orders live on the position; a crossing closes it at market. */
  private triggerTakeProfitStopLoss(at: number): void {
    for (const account of this.store.state.accounts) {
      for (const [productType, futures] of Object.entries(account.futures) as [
        ProductType,
        FuturesAccount,
      ][]) {
        for (const position of [...futures.positions]) {
          if (!position.takeProfitPrice && !position.stopLossPrice) continue
          const contract = findContract(productType, position.symbol)
          if (!contract) continue
          const price = new Decimal(this.market.price(contract.priceKey))
          const long = position.holdSide === 'long'
          const reached = (trigger: string, above: boolean) =>
            trigger !== '' &&
            (above ? price.greaterThanOrEqualTo(trigger) : price.lessThanOrEqualTo(trigger))
          if (reached(position.takeProfitPrice, long))
            this.closeBySystem(account, futures, contract, position, 'profit_market', price, at)
          else if (reached(position.stopLossPrice, !long))
            this.closeBySystem(account, futures, contract, position, 'loss_market', price, at)
        }
      }
    }
  }

  private closeBySystem(
    account: AccountState,
    futures: FuturesAccount,
    contract: ContractInstrument,
    position: Position,
    orderSource: 'profit_market' | 'loss_market',
    price: Decimal,
    at: number,
  ): void {
    const hedge = futures.positionMode === 'hedge_mode'
    const long = position.holdSide === 'long'
    const request: FuturesOrderRequest = {
      contract,
      marginCoin: position.marginCoin,
      marginMode: position.marginMode,
      side: hedge === long ? 'buy' : 'sell',
      tradeSide: hedge ? 'close' : '',
      orderType: 'market',
      force: 'gtc',
      price: '',
      size: position.size,
      clientOid: this.store.nextId(),
      reduceOnly: !hedge,
      presetStopSurplusPrice: '',
      presetStopSurplusExecutePrice: '',
      presetStopLossPrice: '',
      presetStopLossExecutePrice: '',
      stpMode: 'none',
    }
    const order = this.newOrder(futures, request, position.leverage, at, orderSource)
    account.futuresOrders.push(order)
    this.fill(account, order, new Decimal(position.size), price, TAKER_FEE_RATE, at)
  }

  /**
   * 4.6 rule 2 (one-way reduce-only) and the hedge market close: cancels the open orders matching
   * `closing`, oldest first, until they and the new order fit the position; true when any was.
   */
  private cancelOldestUntilFits(
    account: AccountState,
    contract: ContractInstrument,
    closing: (order: FuturesOrder) => boolean,
    size: Decimal,
    held: Decimal,
    at: number,
  ): boolean {
    const older = account.futuresOrders
      .filter(
        (o) =>
          this.open.has(o) &&
          closing(o) &&
          o.symbol === contract.symbol &&
          o.productType === contract.productType,
      )
      .sort((a, b) => a.cTime - b.cTime)
    let total = older.reduce((sum, o) => sum.plus(remainingOf(o)), size)
    let cancelled = false
    for (const order of older) {
      if (total.lessThanOrEqualTo(held)) break
      total = total.minus(remainingOf(order))
      this.cancel(account, order, at)
      cancelled = true
    }
    return cancelled
  }

  /**
   * 2.4 size/price change: the live order is cancelled and its replacement placed; when the
   * replacement is refused the old order is put back as it was.
   */
  replace(account: AccountState, old: FuturesOrder, request: FuturesOrderRequest): FuturesOrder {
    const at = this.store.now()
    const { frozenMargin, uTime } = old
    this.cancel(account, old, at)
    try {
      return this.place(account, request).order
    } catch (error) {
      const asset = assetOf(futuresAccountOf(account, old.productType), old.marginCoin, at)
      asset.available = new Decimal(asset.available).minus(frozenMargin).toFixed()
      asset.frozen = new Decimal(asset.frozen).plus(frozenMargin).toFixed()
      old.frozenMargin = frozenMargin
      old.uTime = uTime
      old.status = 'live'
      this.open.set(old, account)
      throw error
    }
  }

  /** Cancels an open order and gives its frozen margin back. */
  cancel(account: AccountState, order: FuturesOrder, at: number): void {
    const futures = futuresAccountOf(account, order.productType)
    const frozen = new Decimal(order.frozenMargin)
    if (frozen.greaterThan(0)) {
      const asset = assetOf(futures, order.marginCoin, at)
      asset.frozen = Decimal.max(0, new Decimal(asset.frozen).minus(frozen)).toFixed()
      asset.available = new Decimal(asset.available).plus(frozen).toFixed()
    }
    order.frozenMargin = '0'
    order.status = 'cancelled'
    order.uTime = at
    this.open.delete(order)
  }

  private pendingOf(
    account: AccountState,
    contract: ContractInstrument,
    match: (order: FuturesOrder) => boolean,
  ): Decimal {
    return account.futuresOrders
      .filter(
        (o) =>
          this.open.has(o) &&
          o.symbol === contract.symbol &&
          o.productType === contract.productType &&
          match(o),
      )
      .reduce((sum, o) => sum.plus(remainingOf(o)), new Decimal(0))
  }

  private fill(
    account: AccountState,
    order: FuturesOrder,
    quantity: Decimal,
    price: Decimal.Value,
    feeRate: Decimal,
    at: number,
  ): void {
    const contract = findContract(order.productType, order.symbol)
    if (!contract || quantity.lessThanOrEqualTo(0)) return
    const futures = futuresAccountOf(account, order.productType)
    const asset = assetOf(futures, order.marginCoin, at)

    const frozen = new Decimal(order.frozenMargin)
    if (frozen.greaterThan(0)) {
      const share = frozen.times(quantity).dividedBy(remainingOf(order)).toDecimalPlaces(PLACES)
      const released = Decimal.min(frozen, share)
      asset.frozen = Decimal.max(0, new Decimal(asset.frozen).minus(released)).toFixed()
      asset.available = new Decimal(asset.available).plus(released).toFixed()
      order.frozenMargin = frozen.minus(released).toFixed()
    }

    let closing = new Decimal(0)
    let closeSide: HoldSide
    let openSide: HoldSide
    if (order.posMode === 'hedge_mode') {
      closeSide = order.posSide as HoldSide
      openSide = closeSide
      if (order.tradeSide === 'close')
        closing = Decimal.min(quantity, findPosition(futures, order.symbol, closeSide)?.size ?? 0)
    } else {
      closeSide = order.side === 'buy' ? 'short' : 'long'
      openSide = order.side === 'buy' ? 'long' : 'short'
      closing = Decimal.min(quantity, findPosition(futures, order.symbol, closeSide)?.size ?? 0)
    }
    const opening =
      order.tradeSide === 'close' || order.reduceOnly ? new Decimal(0) : quantity.minus(closing)
    const traded = closing.plus(opening)
    if (traded.isZero()) {
      this.cancel(account, order, at)
      return
    }

    const fee = feeOf(contract, traded, price, feeRate)
    asset.available = new Decimal(asset.available).minus(fee).toFixed()
    let profit = new Decimal(0)
    if (closing.greaterThan(0)) {
      profit = reducePosition(futures, asset, contract, closeSide, closing, new Decimal(price), at)
      chargePosition(futures, order.symbol, closeSide, fee.times(closing).dividedBy(traded))
    }
    if (opening.greaterThan(0)) {
      increasePosition(futures, asset, order, openSide, opening, new Decimal(price), at)
      chargePosition(futures, order.symbol, openSide, fee.times(opening).dividedBy(traded))
    }
    asset.uTime = at
    const held = findPosition(futures, order.symbol, opening.greaterThan(0) ? openSide : closeSide)
    order.posAvg = held?.openPriceAvg ?? order.posAvg
    account.futuresFills.push({
      tradeId: this.store.nextId(),
      orderId: order.orderId,
      symbol: order.symbol,
      productType: order.productType,
      marginCoin: order.marginCoin,
      side: order.side,
      tradeSide: tradeSideView(order),
      posMode: order.posMode,
      price: new Decimal(price).toFixed(),
      baseVolume: traded.toFixed(),
      quoteVolume: traded.times(price).toFixed(),
      fee: fee.toFixed(),
      profit: profit.toFixed(),
      tradeScope: feeRate.equals(MAKER_FEE_RATE) ? 'maker' : 'taker',
      cTime: at,
    })

    order.filledSize = new Decimal(order.filledSize).plus(traded).toFixed()
    order.filledValue = new Decimal(order.filledValue).plus(traded.times(price)).toFixed()
    order.fee = new Decimal(order.fee).plus(fee).toFixed()
    order.totalProfits = new Decimal(order.totalProfits).plus(profit).toFixed()
    const complete =
      order.orderType === 'market' ||
      new Decimal(order.filledSize).greaterThanOrEqualTo(order.size) ||
      traded.lessThan(quantity)
    order.status = complete ? 'filled' : 'partially_filled'
    order.uTime = at
    if (complete) {
      this.open.delete(order)
      if (frozen.greaterThan(0)) this.cancelLeftoverMargin(asset, order)
    }
  }

  private cancelLeftoverMargin(asset: Balance, order: FuturesOrder): void {
    const left = new Decimal(order.frozenMargin)
    if (left.lessThanOrEqualTo(0)) return
    asset.frozen = Decimal.max(0, new Decimal(asset.frozen).minus(left)).toFixed()
    asset.available = new Decimal(asset.available).plus(left).toFixed()
    order.frozenMargin = '0'
  }
}
