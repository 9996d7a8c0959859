import type { MarketService } from '../services/market/market-service'
import type { Handlers } from './dispatcher'

export function marketHandlers(
  service: MarketService,
): Pick<Handlers, 'market:publicFills' | 'market:symbols' | 'market:candles'> {
  return {
    'market:publicFills': (input) => service.publicFills(input),
    'market:symbols': () => service.symbols(),
    'market:candles': (input) => service.candles(input),
  }
}
