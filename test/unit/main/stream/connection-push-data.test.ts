import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseFrame } from '../../../../src/main/stream/frames'
import { readPrivateItems, readTicker, readTrades } from '../../../../src/main/stream/push-schemas'
import type { StreamPush } from '../../../../src/main/stream/stream-link'

/* The readers against real (or documented) Bitget pushes kept in the repository. */

const ROOT = new URL('../../../fixtures/bitget-samples/beyond-the-spec/ws/', import.meta.url)
const text = (name: string) => readFileSync(new URL(name, ROOT), 'utf8')

function pushOf(raw: string): StreamPush {
  const frame = parseFrame(raw)
  if (frame.kind !== 'push') throw new Error(`not a push: ${JSON.stringify(frame)}`)
  return frame.push
}

describe('push data readers', () => {
  it('read a futures ticker with its futures figures', () => {
    const read = readTicker(pushOf(text('futures_ticker.doc.json')))
    expect(read).toEqual({
      ok: true,
      value: {
        instType: 'USDT-FUTURES',
        symbol: 'BTCUSDT',
        lastPr: '27000.5',
        bidPr: '27000',
        askPr: '27000.5',
        high24h: '30668.5',
        low24h: '26999.0',
        change24h: '-0.00002',
        baseVolume: '368.900',
        quoteVolume: '10152429.961',
        markPrice: '27000.0',
        indexPrice: '25702.4',
        fundingRate: '0.000010',
        ts: 1695715383021,
      },
    })
  })

  it('read a spot ticker, which has no futures figures', () => {
    const element: unknown = JSON.parse(text('spot_ticker.element.ccxt-real.json'))
    const raw = JSON.stringify({
      action: 'snapshot',
      arg: { instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' },
      data: [element],
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
    const read = readTrades(pushOf(text('spot_trade.ccxt-real.json')))
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

  it('read the market or coin of private pushes', () => {
    const orders = readPrivateItems(pushOf(text('futures_orders.ccxt-real.json')))
    expect(orders.ok && orders.value.map((item) => item.instId)).toEqual(['BTCUSDT'])
    const positions = readPrivateItems(pushOf(text('futures_positions.ccxt-real.json')))
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
