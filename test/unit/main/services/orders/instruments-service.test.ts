import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SnapshotStore } from '../../../../../src/main/cache/snapshot-store'
import { ExchangeError } from '../../../../../src/main/exchange'
import {
  InstrumentsService,
  type InstrumentSource,
} from '../../../../../src/main/services/instruments'
import type { SpotSymbol } from '../../../../../src/shared/bitget/operations/instruments'
import { AppFailure } from '../../../../../src/shared/result'

const btc = {
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  minTradeAmount: '0',
  maxTradeAmount: '',
  takerFeeRate: '',
  makerFeeRate: '',
  pricePrecision: '2',
  quantityPrecision: '6',
  quotePrecision: '8',
  minTradeUSDT: '1',
  status: 'online',
  buyLimitPriceRatio: '',
  sellLimitPriceRatio: '',
  orderQuantity: '',
  areaSymbol: '',
} satisfies SpotSymbol

const offline = () =>
  new ExchangeError({
    kind: 'network',
    operation: 'getSpotSymbols',
    message: 'ECONNREFUSED',
    retryable: true,
    mayHaveBeenProcessed: false,
  })

let dir: string
let now = 1_000
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'instruments-'))
  now = 1_000
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function service(source: Partial<InstrumentSource>, profileId: string | null = 'p-1') {
  const client = {
    getSpotSymbols: vi.fn(),
    getFuturesContracts: vi.fn(),
    getPublicSpotFills: vi.fn(),
    ...source,
  } as InstrumentSource
  return new InstrumentsService({
    source: () => ({ profileId, client }),
    snapshots: new SnapshotStore(dir, () => undefined),
    now: () => now,
    freshForMs: 60_000,
  })
}

describe('InstrumentsService', () => {
  it('turns the list into rules, reuses it while fresh and caches it per profile', async () => {
    const getSpotSymbols = vi.fn(async () => [btc])
    const instruments = service({ getSpotSymbols })
    const first = await instruments.list({ market: 'spot' })
    expect(first).toMatchObject({
      fromCache: false,
      savedAt: 1_000,
      items: [{ symbol: 'BTCUSDT', priceStep: '0.01', minNotional: '1' }],
    })
    now += 30_000
    await instruments.list({ market: 'spot' })
    expect(getSpotSymbols).toHaveBeenCalledTimes(1)
    now += 60_000
    await instruments.list({ market: 'spot' })
    expect(getSpotSymbols).toHaveBeenCalledTimes(2)
  })

  it('answers from the cache, marked as such, when the exchange cannot be reached', async () => {
    await service({ getSpotSymbols: async () => [btc] }).list({ market: 'spot' })
    now = 5_000
    const cached = await service({ getSpotSymbols: async () => Promise.reject(offline()) }).list({
      market: 'spot',
    })
    expect(cached).toMatchObject({
      fromCache: true,
      savedAt: 1_000,
      items: [{ symbol: 'BTCUSDT' }],
    })
  })

  it('fails when there is neither an answer nor a cached list, and rulesFor then says undefined', async () => {
    const instruments = service({ getFuturesContracts: async () => Promise.reject(offline()) })
    await expect(
      instruments.list({ market: 'futures', productType: 'USDT-FUTURES' }),
    ).rejects.toBeInstanceOf(AppFailure)
    expect(
      await instruments.rulesFor({ market: 'futures', productType: 'USDT-FUTURES' }, 'BTCUSDT'),
    ).toBeUndefined()
  })

  it('finds the rules of a symbol case-insensitively and reads the last public fill', async () => {
    const getPublicSpotFills = vi.fn(async () => [
      {
        symbol: 'BTCUSDT',
        tradeId: '1',
        side: 'buy' as const,
        price: '67000.5',
        size: '0.1',
        ts: '1700000000000',
      },
    ])
    const instruments = service({ getSpotSymbols: async () => [btc], getPublicSpotFills })
    expect((await instruments.rulesFor({ market: 'spot' }, 'btcusdt'))?.symbol).toBe('BTCUSDT')
    expect(await instruments.lastPrice('BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      price: '67000.5',
      ts: '1700000000000',
    })
    expect(getPublicSpotFills).toHaveBeenCalledWith({ symbol: 'BTCUSDT', limit: '1' })
  })
})
