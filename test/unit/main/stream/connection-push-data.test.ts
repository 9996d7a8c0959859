import { describe, expect, it } from 'vitest'
import { parseFrame } from '../../../../src/main/stream/frames'
import {
  readCandles,
  readPrivateItems,
  readTicker,
  readTrades,
} from '../../../../src/main/stream/push-schemas'
import type { StreamPush } from '../../../../src/main/stream/stream-link'
import { futuresTickerPush, futuresTickerRead, spotTickerRow, wsSample } from './ticker-samples'

/* The readers against real (or documented) Bitget pushes kept in the repository. */

function pushOf(raw: string): StreamPush {
  const frame = parseFrame(raw)
  if (frame.kind !== 'push') throw new Error(`not a push: ${JSON.stringify(frame)}`)
  return frame.push
}

describe('push data readers', () => {
  it('read a futures ticker with its futures figures', () => {
    const read = readTicker(pushOf(futuresTickerPush))
    expect(read).toEqual({ ok: true, value: futuresTickerRead })
  })

  it('read a spot ticker, which has no futures figures', () => {
    const raw = JSON.stringify({
      action: 'snapshot',
      arg: { instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' },
      data: [spotTickerRow],
      ts: 1701842994400,
    })
    const read = readTicker(pushOf(raw))
    expect(read.ok && read.value).toMatchObject({
      instType: 'SPOT',
      lastPr: '43528.19',
      ts: 1701842994338,
    })
    expect(read.ok && 'markPrice' in read.value).toBe(false)
  })

  it('read trades, newest first, and say whether they replace the tape', () => {
    const read = readTrades(pushOf(wsSample('spot_trade.ccxt-real.json')))
    expect(read).toEqual({
      ok: true,
      value: {
        instType: 'SPOT',
        symbol: 'BTCUSDT',
        snapshot: true,
        trades: [
          {
            tradeId: '1116461060594286593',
            price: '43854.01',
            size: '0.0535',
            side: 'buy',
            ts: 1701910980366,
          },
        ],
      },
    })
  })

  it('read candles, oldest first, with the base coin volume', () => {
    const raw = JSON.stringify({
      action: 'update',
      arg: { instType: 'SPOT', channel: 'candle1m', instId: 'BTCUSDT' },
      data: JSON.parse(wsSample('spot_candle1m.data.ccxt-real.json')),
      ts: 1701871620500,
    })
    expect(readCandles(pushOf(raw), '1m')).toEqual({
      ok: true,
      value: {
        instType: 'SPOT',
        symbol: 'BTCUSDT',
        interval: '1m',
        snapshot: false,
        candles: [
          {
            ts: 1701871620000,
            open: '44080.23',
            high: '44080.23',
            low: '44028.5',
            close: '44028.51',
            volume: '9.9287',
          },
        ],
      },
    })
  })

  it('put candles pushed out of order in order, one per start (the last row sent wins)', () => {
    const row = (ts: number, close: string) => [String(ts), '1', '2', '0.5', close, '3', '4', '5']
    const push: StreamPush = {
      action: 'snapshot',
      arg: { instType: 'USDT-FUTURES', channel: 'candle5m', instId: 'ETHUSDT' },
      data: [row(600_000, '1.5'), row(300_000, '1.1'), row(600_000, '1.6')],
      ts: 600_100,
    }
    const read = readCandles(push, '5m')
    expect(read.ok && read.value.snapshot).toBe(true)
    expect(read.ok && read.value.candles.map((candle) => [candle.ts, candle.close])).toEqual([
      [300_000, '1.1'],
      [600_000, '1.6'],
    ])
  })

  it('refuse a candle row that is short or not decimal, naming the problem', () => {
    const push = (data: unknown[]): StreamPush => ({
      action: 'update',
      arg: { instType: 'SPOT', channel: 'candle1m', instId: 'BTCUSDT' },
      data,
      ts: 1,
    })
    const short = readCandles(push([['1701871620000', '1', '2', '0.5', '1.5']]), '1m')
    expect(short.ok).toBe(false)
    const notDecimal = readCandles(
      push([['1701871620000', '1', 'x', '0.5', '1.5', '3', '4', '5']]),
      '1m',
    )
    expect(notDecimal).toEqual({
      ok: false,
      error: { channel: 'candle1m', message: expect.stringContaining('0.2') },
    })
  })

  it('read the market or coin of private pushes', () => {
    const orders = readPrivateItems(pushOf(wsSample('futures_orders.ccxt-real.json')))
    expect(orders.ok && orders.value.map((item) => item.instId)).toEqual(['BTCUSDT'])
    const positions = readPrivateItems(pushOf(wsSample('futures_positions.ccxt-real.json')))
    expect(positions.ok).toBe(true)
  })

  it('refuse an instType the app does not stream, naming it', () => {
    const push: StreamPush = {
      action: 'snapshot',
      arg: { instType: 'MARGIN', channel: 'ticker', instId: 'BTCUSDT' },
      data: [],
      ts: 1,
    }
    expect(readTicker(push)).toEqual({
      ok: false,
      error: { channel: 'ticker', message: 'instType MARGIN is not streamed' },
    })
  })
})
