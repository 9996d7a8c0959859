import { describe, expect, it } from 'vitest'
import { marketTopicSchema } from '../../../../src/shared/channels/stream'
import { topicArg, topicOfArg } from '../../../../src/main/stream/market-topics'
import { candleTopic, fakeTimersPerTest, harness, push, topic } from './market-harness'

fakeTimersPerTest()

const btc1m = { instType: 'USDT-FUTURES', channel: 'candle1m', instId: 'BTCUSDT' }
const btc1H = { instType: 'USDT-FUTURES', channel: 'candle1H', instId: 'BTCUSDT' }
const row = (ts: number, close: string) => [
  String(ts),
  '100',
  '101',
  '99',
  close,
  '7',
  '700',
  '700',
]

describe('candle topics', () => {
  it('need an interval, and only a candle topic may carry one', () => {
    const base = { instType: 'SPOT', symbol: 'btcusdt' }
    expect(marketTopicSchema.parse({ ...base, stream: 'candle', interval: '4H' })).toEqual({
      instType: 'SPOT',
      symbol: 'BTCUSDT',
      stream: 'candle',
      interval: '4H',
    })
    expect(marketTopicSchema.safeParse({ ...base, stream: 'candle' }).success).toBe(false)
    expect(marketTopicSchema.safeParse({ ...base, stream: 'candle', interval: '3m' }).success).toBe(
      false,
    )
    expect(marketTopicSchema.safeParse({ ...base, stream: 'ticker', interval: '1m' }).success).toBe(
      false,
    )
  })

  it("map to the exchange's candle<interval> channel and back", () => {
    for (const interval of ['1m', '5m', '15m', '1H', '4H', '1D'] as const) {
      const candles = candleTopic('BTCUSDT', interval, 'SPOT')
      const arg = topicArg(candles)
      expect(arg).toEqual({ instType: 'SPOT', channel: `candle${interval}`, instId: 'BTCUSDT' })
      expect(topicOfArg(arg)).toEqual(candles)
    }
    expect(topicOfArg({ instType: 'SPOT', channel: 'candle3m', instId: 'BTCUSDT' })).toBe(undefined)
    expect(topicOfArg({ instType: 'MARGIN', channel: 'candle1m', instId: 'BTCUSDT' })).toBe(
      undefined,
    )
  })
})

describe('candle pushes', () => {
  it('subscribes to each interval on its own and turns its pushes into market:candles', () => {
    const { streams, link, candles } = harness()
    streams.follow({
      topics: [
        candleTopic('BTCUSDT', '1m'),
        candleTopic('BTCUSDT', '1H'),
        topic('BTCUSDT', 'books'),
      ],
    })
    expect(link().topics).toEqual(['books:BTCUSDT', 'candle1H:BTCUSDT', 'candle1m:BTCUSDT'])

    link().push(push(btc1m, 'snapshot', [row(60_000, '100.5'), row(120_000, '100.6')]))
    link().push(push(btc1H, 'update', [row(3_600_000, '100.7')]))
    link().push(push(btc1m, 'update', []))
    expect(candles).toEqual([
      {
        instType: 'USDT-FUTURES',
        symbol: 'BTCUSDT',
        interval: '1m',
        snapshot: true,
        candles: [
          { ts: 60_000, open: '100', high: '101', low: '99', close: '100.5', volume: '7' },
          { ts: 120_000, open: '100', high: '101', low: '99', close: '100.6', volume: '7' },
        ],
      },
      {
        instType: 'USDT-FUTURES',
        symbol: 'BTCUSDT',
        interval: '1H',
        snapshot: false,
        candles: [
          { ts: 3_600_000, open: '100', high: '101', low: '99', close: '100.7', volume: '7' },
        ],
      },
    ])
  })

  it('ignores the pushes of an interval no longer followed', () => {
    const { streams, link, candles } = harness()
    const { leaseId } = streams.follow({ topics: [candleTopic('BTCUSDT', '1m')] })
    streams.follow({ leaseId, topics: [candleTopic('BTCUSDT', '1H')] })
    expect(link().topics).toEqual(['candle1H:BTCUSDT'])
    link().push(push(btc1m, 'update', [row(60_000, '100.5')]))
    expect(candles).toEqual([])
  })

  it('logs an unreadable candle push once and sends nothing for it', () => {
    const { streams, link, candles, warnings } = harness()
    streams.follow({ topics: [candleTopic('BTCUSDT', '1m')] })
    link().push(push(btc1m, 'update', [['60000', '1']]))
    link().push(push(btc1m, 'update', [['60000', '1']]))
    expect(candles).toEqual([])
    expect(warnings).toEqual([
      {
        message: 'market push ignored: its data could not be read',
        details: expect.objectContaining({ symbol: 'BTCUSDT', stream: 'candle' }),
      },
    ])
  })
})
