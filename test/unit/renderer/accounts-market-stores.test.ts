import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  coinTotals,
  flattenAssets,
  useAccountsStore,
} from '../../../src/renderer/src/stores/accounts'
import { useMarketStore } from '../../../src/renderer/src/stores/market'
import { pricePoints } from '../../../src/renderer/src/stores/market-trades'
import { ok } from '../../../src/shared/result'
import { profile, profilesState } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'
import { page } from './dataset-page'

beforeEach(() => setActivePinia(createPinia()))
afterEach(() => vi.useRealTimers())

const asset = (coin: string, available: string, frozen = '0', locked = '0') => ({
  coin,
  available,
  limitAvailable: '0',
  frozen,
  locked,
  uTime: '1700000000000',
})

describe('the accounts store', () => {
  it('adds coins across sub-accounts in exact decimals', () => {
    const rows = flattenAssets([
      {
        id: '2',
        userId: '200',
        assetsList: [asset('USDT', '0.1', '0.2'), asset('BTC', '0.00000001')],
      },
      { id: '1', userId: '100', assetsList: [asset('USDT', '0.2', '0', '0.0000000001')] },
    ])
    expect(rows.map((row) => `${row.userId}:${row.coin}`)).toEqual([
      '200:USDT',
      '200:BTC',
      '100:USDT',
    ])
    expect(coinTotals(rows)).toEqual([
      {
        coin: 'BTC',
        available: '0.00000001',
        frozen: '0',
        locked: '0',
        total: '0.00000001',
        holders: 1,
      },
      {
        coin: 'USDT',
        available: '0.3',
        frozen: '0.2',
        locked: '0.0000000001',
        total: '0.5000000001',
        holders: 2,
      },
    ])
  })

  it('knows the active profile’s account kind and follows changes', async () => {
    const { emit } = installFakeBridge({
      'profiles:list': () =>
        ok(
          profilesState({
            activeId: 'a',
            profiles: [profile({ id: 'a', accountKind: 'standard' })],
          }),
        ),
    })
    const store = useAccountsStore()
    await store.loadProfile()
    expect(store.accountKind).toBe('standard')
    emit(
      'profiles:changed',
      profilesState({ activeId: 'b', profiles: [profile({ id: 'b', accountKind: 'nd-broker' })] }),
    )
    expect(store.accountKind).toBe('nd-broker')
  })
})

describe('the market store', () => {
  it('charts one point per second: the last trade of that second, oldest first', () => {
    const fill = (tradeId: string, ts: number, price: string) => ({
      symbol: 'BTCUSDT',
      tradeId,
      side: 'buy' as const,
      price,
      size: '1',
      ts: String(ts),
    })
    expect(
      pricePoints([
        fill('4', 3_500, '103'),
        fill('3', 2_900, '102'),
        fill('2', 2_100, '101'),
        fill('1', 1_000, '100'),
      ]),
    ).toEqual([
      { time: 1, price: '100' },
      { time: 2, price: '102' },
      { time: 3, price: '103' },
    ])
  })

  it('refreshes the latest fills on a timer, but not a fixed range', async () => {
    vi.useFakeTimers()
    const { calls } = installFakeBridge({
      'market:publicFills': ({ symbol, limit, startTime, endTime }) =>
        page([], { query: { symbol, limit, startTime, endTime } }),
    })
    const store = useMarketStore()
    await store.loadFills(null)
    store.startAutoRefresh()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls.map((call) => call.input)).toEqual([{ symbol: 'BTCUSDT' }, { symbol: 'BTCUSDT' }])
    store.autoRefresh = false
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls).toHaveLength(2)
    store.autoRefresh = true
    await store.loadFills({ startTime: 1_000, endTime: 2_000 })
    const ranged = calls.at(-1)!.input as { jobId?: string }
    expect(ranged).toMatchObject({ symbol: 'BTCUSDT', startTime: 1_000, endTime: 2_000 })
    expect(ranged.jobId).toBeTruthy()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(3)
    store.stopAutoRefresh()
  })
})

describe('the market symbol list', () => {
  it('keeps the chosen symbol when listed, and picks a BTC pair when it is not', async () => {
    let list = ['BTCUSDT', 'ETHUSDT']
    installFakeBridge({
      'market:symbols': () => ({ ok: true, data: { symbols: list, savedAt: 1, source: 'live' } }),
    })
    const store = useMarketStore()
    expect(await store.loadSymbols()).toBe(false)
    expect(store.symbol).toBe('BTCUSDT')
    list = ['ETHUSDC', 'BTCUSDC']
    expect(await store.loadSymbols()).toBe(true)
    expect(store.symbol).toBe('BTCUSDC')
  })
})
