import Decimal from 'decimal.js'
import { findContract, type ContractInstrument } from '../seed-data/instruments'
import type { Balance, FuturesAccount, FuturesOrder, HoldSide, Position } from '../state/types'
import { isCoinMargined, marginOf, PLACES } from './futures-math'

export function findPosition(
  futures: FuturesAccount,
  symbol: string,
  holdSide: HoldSide,
): Position | undefined {
  return futures.positions.find(
    (p) => p.symbol === symbol && p.holdSide === holdSide && new Decimal(p.size).greaterThan(0),
  )
}

export function increasePosition(
  futures: FuturesAccount,
  asset: Balance,
  order: FuturesOrder,
  holdSide: HoldSide,
  size: Decimal,
  price: Decimal,
  at: number,
): void {
  const contract = findContract(order.productType, order.symbol)
  if (!contract) return
  const margin = marginOf(contract, size, price, order.leverage)
  asset.available = new Decimal(asset.available).minus(margin).toFixed()
  asset.locked = new Decimal(asset.locked).plus(margin).toFixed()
  let position = findPosition(futures, order.symbol, holdSide)
  if (!position) {
    position = {
      symbol: order.symbol,
      holdSide,
      size: '0',
      openPriceAvg: '0',
      margin: '0',
      marginCoin: order.marginCoin,
      marginMode: order.marginMode,
      leverage: order.leverage,
      takeProfitPrice: '',
      stopLossPrice: '',
      achievedProfits: '0',
      deductedFee: '0',
      cTime: at,
      uTime: at,
    }
    futures.positions = futures.positions.filter(
      (p) => !(p.symbol === order.symbol && p.holdSide === holdSide),
    )
    futures.positions.push(position)
  }
  const held = new Decimal(position.size)
  const total = held.plus(size)
  position.openPriceAvg = held
    .times(position.openPriceAvg)
    .plus(size.times(price))
    .dividedBy(total)
    .toDecimalPlaces(contract.pricePlace + 4)
    .toFixed()
  position.size = total.toFixed()
  position.margin = new Decimal(position.margin).plus(margin).toFixed()
  if (order.presetStopSurplusPrice) position.takeProfitPrice = order.presetStopSurplusPrice
  if (order.presetStopLossPrice) position.stopLossPrice = order.presetStopLossPrice
  position.uTime = at
}

/** Closes part of a position; returns the realised profit (in the margin coin). */
export function reducePosition(
  futures: FuturesAccount,
  asset: Balance,
  contract: ContractInstrument,
  holdSide: HoldSide,
  size: Decimal,
  price: Decimal,
  at: number,
): Decimal {
  const position = findPosition(futures, contract.symbol, holdSide)
  if (!position) return new Decimal(0)
  const held = new Decimal(position.size)
  const average = new Decimal(position.openPriceAvg)
  const move = holdSide === 'long' ? price.minus(average) : average.minus(price)
  const profit = (
    isCoinMargined(contract.productType) ? size.times(move).dividedBy(price) : size.times(move)
  ).toDecimalPlaces(PLACES)
  const released = new Decimal(position.margin).times(size).dividedBy(held).toDecimalPlaces(PLACES)
  asset.locked = Decimal.max(0, new Decimal(asset.locked).minus(released)).toFixed()
  asset.available = new Decimal(asset.available).plus(released).plus(profit).toFixed()
  position.size = held.minus(size).toFixed()
  position.margin = new Decimal(position.margin).minus(released).toFixed()
  position.achievedProfits = new Decimal(position.achievedProfits).plus(profit).toFixed()
  position.uTime = at
  if (new Decimal(position.size).isZero())
    futures.positions = futures.positions.filter((p) => p !== position)
  return profit
}

/** Adds a trading fee to the position it was paid for, while the position is still held. */
export function chargePosition(
  futures: FuturesAccount,
  symbol: string,
  holdSide: HoldSide,
  fee: Decimal,
): void {
  const position = findPosition(futures, symbol, holdSide)
  if (!position) return
  position.deductedFee = new Decimal(position.deductedFee)
    .plus(fee)
    .toDecimalPlaces(PLACES, Decimal.ROUND_UP)
    .toFixed()
}
