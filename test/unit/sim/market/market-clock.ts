import { GRANULARITIES, type Bucket } from '../../../../src/sim/market/candles'
import { Market } from '../../../../src/sim/market/market'
import { createWorld } from '../../../../src/sim/state/world'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const T0 = Date.UTC(2026, 10, 20, 12, 0, 30)

export const bucket = (name: string): Bucket => {
  const found = GRANULARITIES[name]
  if (!found) throw new Error(name)
  return found
}

/**
 * A fresh world at T0 with its first 10 minutes ticked, and a clock the test moves: a long move
 * runs only its last hour of ticks (as the market catches up), leaving a gap in the bars.
 */
export function startMarket(seed: number) {
  let now = T0
  const store = createWorld(seed, () => now)
  const market = new Market(store)
  market.catchUp()
  return {
    store,
    market,
    advance(ms: number) {
      now += ms
      market.catchUp()
    },
  }
}
