import {
  candleIntervals,
  marketTopicKey,
  streamInstTypes,
  symbolStreams,
  type CandleInterval,
  type MarketTopic,
  type SymbolStream,
} from '@shared/channels/stream'
import type { StreamArg } from './stream-link'

/** What a channel says of its topic besides the market: the stream, and a candle's interval. */
type ChannelMeaning = { stream: SymbolStream } | { stream: 'candle'; interval: CandleInterval }

/** The exchange's channel of each symbol stream (the same words today, kept apart on purpose). */
const symbolChannels: Readonly<Record<SymbolStream, string>> = {
  ticker: 'ticker',
  books: 'books',
  trade: 'trade',
}
const candleChannel = (interval: CandleInterval) => `candle${interval}`

const channelOf = (topic: MarketTopic): string =>
  topic.stream === 'candle' ? candleChannel(topic.interval) : symbolChannels[topic.stream]

const meaningOf = new Map<string, ChannelMeaning>([
  ...symbolStreams.map((stream): [string, ChannelMeaning] => [symbolChannels[stream], { stream }]),
  ...candleIntervals.map((interval): [string, ChannelMeaning] => [
    candleChannel(interval),
    { stream: 'candle', interval },
  ]),
])

export const topicKey = marketTopicKey

export const topicArg = (topic: MarketTopic): StreamArg => ({
  instType: topic.instType,
  channel: channelOf(topic),
  instId: topic.symbol,
})

/** The market topic a push belongs to; undefined when it is not one. */
export function topicOfArg(arg: StreamArg): MarketTopic | undefined {
  const meaning = meaningOf.get(arg.channel)
  const instType = streamInstTypes.find((known) => known === arg.instType)
  if (!meaning || !instType || arg.instId === undefined) return undefined
  return { instType, symbol: arg.instId, ...meaning }
}

/** The key of the topic a push belongs to; undefined when it is not a market topic. */
export function pushTopicKey(arg: StreamArg): string | undefined {
  const topic = topicOfArg(arg)
  return topic && topicKey(topic)
}
