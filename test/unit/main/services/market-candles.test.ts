import { describe, expect, it } from 'vitest'
import type { OperationInput } from '../../../../src/shared/bitget/catalog'
import { candlesInput, type CandlesQuery } from '../../../../src/shared/channels/market'
import { AppFailure } from '../../../../src/shared/result'
import {
  candlesDataset,
  candlesLiveOrCached,
  type CandlesClient,
} from '../../../../src/main/services/market/candles'
import { memorySnapshots } from '../../../fakes/memory-snapshots'

const T0 = Date.UTC(2026, 0, 2, 3, 4, 5)
const minute = 60_000

/** Spot rows: ts, open, high, low, close, baseVolume, usdtVolume, quoteVolume (§3.14). */
const spotRow = (ts: number, close: string) => ({
  ts: String(ts),
  open: '100',
  high: '102',
  low: '99',
  close,
  baseVolume: '1.5',
  usdtVolume: '150',
  quoteVolume: '150',
})
/** Futures rows: ts, open, high, low, close, baseVolume, quoteVolume (§2.16). */
const futuresRow = (ts: number, close: string) => ({
  ts: String(ts),
  open: '2000',
  high: '2010',
  low: '1990',
  close,
  baseVolume: '3',
  quoteVolume: '6000',
})

type Answer = { spot?: ReturnType<typeof spotRow>[]; futures?: ReturnType<typeof futuresRow>[] }

/** A client that records the candle requests and answers them, or fails with `failure`. */
function fakeClient(answer: Answer, failure?: Error) {
  const spotCalls: OperationInput<'getSpotCandles'>[] = []
  const futuresCalls: OperationInput<'getFuturesCandles'>[] = []
  const client: CandlesClient = {
    getSpotCandles: async (query) => {
      spotCalls.push(query)
      if (failure) throw failure
      return answer.spot ?? []
    },
    getFuturesCandles: async (query) => {
      futuresCalls.push(query)
      if (failure) throw failure
      return answer.futures ?? []
    },
  }
  return { client, spotCalls, futuresCalls }
}

const query = (fields: Partial<CandlesQuery> = {}): CandlesQuery =>
  candlesInput.parse({ instType: 'SPOT', symbol: 'BTCUSDT', interval: '1m', ...fields })

describe('candles from REST', () => {
  it('asks spot for its granularity and the most one call gives, and maps rows oldest first', async () => {
    const { client, spotCalls } = fakeClient({
      spot: [spotRow(T0 + minute, '101'), spotRow(T0, '100.5'), spotRow(T0 + minute, '101.5')],
    })
    const answer = await candlesLiveOrCached(
      { client, owner: 'p1', snapshots: memorySnapshots(), now: () => T0 + 2 * minute },
      query({ interval: '1D' }),
    )
    expect(spotCalls).toEqual([{ symbol: 'BTCUSDT', granularity: '1day', limit: '1000' }])
    expect(answer).toEqual({
      source: 'live',
      savedAt: T0 + 2 * minute,
      candles: [
        { ts: T0, open: '100', high: '102', low: '99', close: '100.5', volume: '1.5' },
        { ts: T0 + minute, open: '100', high: '102', low: '99', close: '101.5', volume: '1.5' },
      ],
    })
  })

  it('asks futures with the product type and the interval as its granularity', async () => {
    const { client, futuresCalls, spotCalls } = fakeClient({ futures: [futuresRow(T0, '2005')] })
    const answer = await candlesLiveOrCached(
      { client, owner: 'p1', snapshots: memorySnapshots(), now: () => T0 },
      query({ instType: 'USDT-FUTURES', symbol: 'ethusdt', interval: '4H' }),
    )
    expect(spotCalls).toEqual([])
    expect(futuresCalls).toEqual([
      { symbol: 'ETHUSDT', productType: 'USDT-FUTURES', granularity: '4H', limit: '1000' },
    ])
    expect(answer.candles).toEqual([
      { ts: T0, open: '2000', high: '2010', low: '1990', close: '2005', volume: '3' },
    ])
  })

  it('answers from the saved copy of the same symbol and interval when the exchange is unreachable', async () => {
    const snapshots = memorySnapshots()
    const online = fakeClient({ spot: [spotRow(T0, '100.5')], futures: [futuresRow(T0, '2005')] })
    await candlesLiveOrCached(
      { client: online.client, owner: 'p1', snapshots, now: () => T0 },
      query(),
    )
    await candlesLiveOrCached(
      { client: online.client, owner: 'p1', snapshots, now: () => T0 + 5 },
      query({ instType: 'USDT-FUTURES' }),
    )

    const offline = fakeClient({}, new AppFailure('NETWORK', 'connection refused'))
    const later = { client: offline.client, owner: 'p1', snapshots, now: () => T0 + 3_600_000 }
    expect(await candlesLiveOrCached(later, query())).toEqual({
      source: 'cache',
      savedAt: T0,
      candles: [{ ts: T0, open: '100', high: '102', low: '99', close: '100.5', volume: '1.5' }],
    })
    expect(await candlesLiveOrCached(later, query({ instType: 'USDT-FUTURES' }))).toMatchObject({
      source: 'cache',
      savedAt: T0 + 5,
      candles: [{ close: '2005' }],
    })
    // Another interval was never saved: the error stands.
    await expect(candlesLiveOrCached(later, query({ interval: '5m' }))).rejects.toThrow(
      'connection refused',
    )
  })

  it('never answers a refusal of the exchange from the cache', async () => {
    const snapshots = memorySnapshots()
    const online = fakeClient({ spot: [spotRow(T0, '100.5')] })
    await candlesLiveOrCached(
      { client: online.client, owner: 'p1', snapshots, now: () => T0 },
      query(),
    )
    const refusal = new AppFailure('EXCHANGE', 'symbol not found', { exchangeCode: '40034' })
    const refused = fakeClient({}, refusal)
    await expect(
      candlesLiveOrCached(
        { client: refused.client, owner: 'p1', snapshots, now: () => T0 },
        query(),
      ),
    ).rejects.toBe(refusal)
  })

  it('names one cache file per market, symbol and interval, within the store pattern', () => {
    const names = [
      candlesDataset(query()),
      candlesDataset(query({ interval: '1H' })),
      candlesDataset(query({ instType: 'USDT-FUTURES' })),
      candlesDataset(query({ symbol: '币安人生USDT' })),
      candlesDataset(query({ symbol: '币安人生2USDT' })),
      candlesDataset(query({ instType: 'COIN-FUTURES', symbol: 'A'.repeat(40), interval: '15m' })),
    ]
    expect(names[0]).toBe('candles-spot-1min-btcusdt')
    expect(names[1]).toBe('candles-spot-1h-btcusdt')
    expect(names[2]).toBe('candles-usdt-1min-btcusdt')
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/)
  })
})
