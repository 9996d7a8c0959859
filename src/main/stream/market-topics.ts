import { marketStreams, type MarketStream, type MarketTopic } from '@shared/channels/stream'
import type { StreamArg } from './stream-link'

/** The exchange's channel of each market stream (the same words today, kept apart on purpose). */
const channelOf: Readonly<Record<MarketStream, string>> = {
  ticker: 'ticker',
  books: 'books',
  trade: 'trade',
}

const streamOf = new Map(marketStreams.map((stream) => [channelOf[stream], stream]))

/** One key per topic, whatever the order of its fields. */
export const topicKey = (topic: { instType: string; stream: MarketStream; symbol: string }) =>
  `${topic.instType}|${topic.stream}|${topic.symbol}`

export const topicArg = (topic: MarketTopic): StreamArg => ({
  instType: topic.instType,
  channel: channelOf[topic.stream],
  instId: topic.symbol,
})

/** The key of the topic a push belongs to; undefined when it is not a market topic. */
export function pushTopicKey(arg: StreamArg): string | undefined {
  const stream = streamOf.get(arg.channel)
  if (!stream || arg.instId === undefined) return undefined
  return topicKey({ instType: arg.instType, stream, symbol: arg.instId })
}
