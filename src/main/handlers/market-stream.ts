import type { MarketStreams } from '../stream/market-streams'
import type { Handlers } from './dispatcher'

export function marketStreamHandlers(
  streams: Pick<MarketStreams, 'follow' | 'unfollow'>,
): Pick<Handlers, 'market:follow' | 'market:unfollow'> {
  return {
    'market:follow': async (input) => streams.follow(input),
    'market:unfollow': async (input) => streams.unfollow(input.leaseId),
  }
}
