import type { SimStore } from '../state/store'
import { FuturesEngine } from './futures-engine'
import type { Market } from './market'
import { SpotEngine } from './spot-engine'

/** The matching side of the exchange: places orders and fills resting ones on every market tick. */
export class Engine {
  readonly spot: SpotEngine
  readonly futures: FuturesEngine

  constructor(store: SimStore, market: Market) {
    this.spot = new SpotEngine(store, market)
    this.futures = new FuturesEngine(store, market)
    market.onTick((at) => {
      this.spot.onTick(at)
      this.futures.onTick(at)
    })
  }
}
