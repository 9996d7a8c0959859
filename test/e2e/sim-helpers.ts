import Decimal from 'decimal.js'
import type { Simulator } from '../../src/sim'

/** A price `percent` below the simulator's last price, on a multiple of `step`. */
export const priceBelow = (simulator: Simulator, symbol: string, percent: number, step: string) =>
  new Decimal(simulator.admin.price(symbol))
    .times(1 - percent / 100)
    .toNearest(step, Decimal.ROUND_DOWN)
    .toFixed()
