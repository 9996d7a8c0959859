import { describe, expect, it } from 'vitest'
import { createExchangeClient } from '../../../../src/main/exchange/client'
import { createClockSync } from '../../../../src/main/exchange/clock'
import { splitRange } from '../../../../src/main/exchange/ranges'
import { fakeTransport, ok } from './fake-transport'

const day = 86_400_000
const now = 1_750_000_000_000

describe('splitRange', () => {
  it('cuts a range into windows 1 ms short of 7 days, newest first, sharing boundaries', () => {
    const week = 7 * day - 1
    expect(splitRange(0, 16 * day)).toEqual([
      { startTime: 16 * day - week, endTime: 16 * day },
      { startTime: 16 * day - 2 * week, endTime: 16 * day - week },
      { startTime: 0, endTime: 16 * day - 2 * week },
    ])
    expect(splitRange(5, 5)).toEqual([{ startTime: 5, endTime: 5 }])
    expect(splitRange(0, week)).toEqual([{ startTime: 0, endTime: week }])
  })
  it('never sends a window of exactly 7 days, whose acceptance Bitget does not document', () => {
    expect(splitRange(0, 7 * day)).toEqual([
      { startTime: 1, endTime: 7 * day },
      { startTime: 0, endTime: 1 },
    ])
  })
})

/**
 * Public trades one per 12 hours over 20 days; the server applies inclusive bounds and idLessThan,
 * and refuses a span of 7 days or more.
 */
const trades = Array.from({ length: 40 }, (_, i) => {
  const ts = now - 20 * day + i * 12 * 3_600_000
  return {
    symbol: 'BTCUSDT',
    tradeId: String(5000 + i),
    side: i % 2 ? 'Sell' : 'Buy',
    price: '1',
    size: '1',
    ts: String(ts),
  }
}).reverse()

function setup() {
  const transport = fakeTransport((request) => {
    const query = new URL(request.origin + request.path).searchParams
    const start = Number(query.get('startTime'))
    const end = Number(query.get('endTime'))
    if (end - start >= 7 * day)
      return {
        status: 400,
        body: JSON.stringify({ code: '00001', msg: 'interval > 7 days', data: null }),
      }
    const below = query.get('idLessThan')
    const page = trades.filter(
      (t) =>
        Number(t.ts) >= start &&
        Number(t.ts) <= end &&
        (below === null || Number(t.tradeId) < Number(below)),
    )
    return ok(page.slice(0, Number(query.get('limit'))))
  })
  const client = createExchangeClient({
    baseUrl: 'http://sim.test',
    transport,
    clock: createClockSync({ now: () => now, fetchServerTime: async () => now }),
    now: () => now,
    sleep: async () => {},
  })
  return { client, transport }
}

describe('collectRange', () => {
  it('collects 20 days of public fills in order, without duplicates at window boundaries', async () => {
    const { client, transport } = setup()
    const windows: number[] = []
    const result = await client.collectRange(
      'getPublicSpotFills',
      { symbol: 'BTCUSDT', startTime: now - 20 * day, endTime: now, limit: 5 },
      { onWindow: (p) => windows.push(p.windowsTotal - p.windowsDone) },
    )
    expect(result.complete).toBe(true)
    expect(result.items.map((t) => t.tradeId)).toEqual(trades.map((t) => t.tradeId))
    expect(result.items[0]!.side).toBe('sell')
    expect(windows).toEqual([2, 1, 0])
    expect(transport.requests.length).toBeGreaterThan(3)
  })

  it('stops at maxItems across windows', async () => {
    const { client } = setup()
    const result = await client.collectRange(
      'getPublicSpotFills',
      { symbol: 'BTCUSDT', startTime: now - 20 * day, endTime: now, limit: 5 },
      { maxItems: 17 },
    )
    expect(result.complete).toBe(false)
    expect(result.items.map((t) => t.tradeId)).toEqual(trades.slice(0, 17).map((t) => t.tradeId))
  })

  it('refuses a range reaching past the last 90 days or running backwards, before sending', async () => {
    const { client, transport } = setup()
    await expect(
      client.collectRange('getPublicSpotFills', {
        symbol: 'BTCUSDT',
        startTime: now - 91 * day,
        endTime: now,
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/last 90 days/),
    })
    await expect(
      client.collectRange('getSubAccountDepositWithdrawals', { startTime: now, endTime: now - 1 }),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
    expect(transport.requests).toHaveLength(0)
  })
})
