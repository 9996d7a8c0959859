import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { StreamStatus, TickerUpdate } from '../../../src/shared/channels/stream'
import type { LastPrice } from '../../../src/shared/channels/instruments'
import { useLastPrice } from '../../../src/renderer/src/views/trade/use-instruments'
import { marketLease } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

const t0 = 1_767_600_000_000
const status = (mode: StreamStatus['mode']): StreamStatus => ({
  mode,
  since: t0,
  public: mode === 'live' ? 'live' : 'down',
  private: 'unavailable',
})
const ticker = (patch: Partial<TickerUpdate>): TickerUpdate => ({
  instType: 'SPOT',
  symbol: 'BTCUSDT',
  lastPr: '50000.5',
  bidPr: '50000.4',
  askPr: '50000.6',
  high24h: '51000',
  low24h: '49000',
  change24h: '0.01',
  baseVolume: '10',
  quoteVolume: '500000',
  ts: t0 + 5_000,
  ...patch,
})

beforeEach(() => {
  vi.useFakeTimers()
  setActivePinia(createPinia())
})
afterEach(() => vi.useRealTimers())

function setUp(mode: StreamStatus['mode']) {
  let restPrice: LastPrice = { symbol: 'BTCUSDT', price: '49999', ts: String(t0) }
  const bridge = installFakeBridge({
    'stream:status': () => ({ ok: true, data: status(mode) }),
    'instruments:lastPrice': () => ({ ok: true, data: restPrice }),
    ...marketLease,
  })
  const symbol = ref('BTCUSDT')
  let price: ReturnType<typeof useLastPrice> | undefined
  mount(
    defineComponent({
      setup() {
        price = useLastPrice(symbol)
        return () => h('div')
      },
    }),
  )
  const restCalls = () => bridge.calls.filter((call) => call.channel === 'instruments:lastPrice')
  return {
    bridge,
    shown: () => price?.value,
    restCalls,
    setRest: (next: LastPrice) => (restPrice = next),
  }
}

describe('the last price in the order forms', () => {
  it('follows the spot ticker and takes its pushes; REST rests while the stream is live', async () => {
    const { bridge, shown, restCalls } = setUp('live')
    await flushPromises()
    expect(bridge.calls).toContainEqual({
      channel: 'market:follow',
      input: { topics: [{ instType: 'SPOT', symbol: 'BTCUSDT', stream: 'ticker' }] },
    })
    expect(shown()?.price).toBe('49999')

    bridge.emit('market:ticker', ticker({}))
    await flushPromises()
    expect(shown()).toEqual({ symbol: 'BTCUSDT', price: '50000.5', ts: String(t0 + 5_000) })

    // Another market's ticker with the same symbol is not the spot price.
    bridge.emit('market:ticker', ticker({ instType: 'USDT-FUTURES', lastPr: '1' }))
    await flushPromises()
    expect(shown()?.price).toBe('50000.5')

    const before = restCalls().length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(restCalls()).toHaveLength(before)
  })

  it('polls REST every 15 s while the stream is not live, and at once when it stops', async () => {
    const { bridge, restCalls, shown, setRest } = setUp('polling')
    await flushPromises()
    expect(restCalls()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(restCalls()).toHaveLength(2)

    bridge.emit('stream:status', status('live'))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(restCalls()).toHaveLength(2)
    bridge.emit('market:ticker', ticker({}))

    // An answer older than the pushed price does not replace it.
    setRest({ symbol: 'BTCUSDT', price: '1', ts: String(t0) })
    bridge.emit('stream:status', status('polling'))
    await flushPromises()
    expect(restCalls()).toHaveLength(3)
    expect(shown()?.price).toBe('50000.5')
  })
})
