import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, ref } from 'vue'
import type { StreamInstType, TradeTick } from '../../../../src/shared/channels/stream'
import { useTrades } from '../../../../src/renderer/src/stream/use-trades'
import { marketLease } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'

const t0 = 1_767_600_000_000
const tick = (tradeId: string, ts: number, price = '100'): TradeTick => ({
  tradeId,
  price,
  size: '0.1',
  side: 'buy',
  ts,
})

/** A market:trades push of BTCUSDT: new trades, or with `snapshot` the whole list. */
const btcTrades = (instType: StreamInstType, trades: TradeTick[], snapshot = false) => ({
  instType,
  symbol: 'BTCUSDT',
  snapshot,
  trades,
})

beforeEach(() => {
  vi.useFakeTimers({ now: t0 })
  setActivePinia(createPinia())
})
afterEach(() => vi.useRealTimers())

function follow(instType: StreamInstType, symbol: string) {
  const events = installFakeBridge({
    ...marketLease,
  })
  const scope = effectScope()
  const inst = ref(instType)
  const name = ref(symbol)
  const trades = scope.run(() => useTrades(inst, name))!
  return { events, scope, inst, name, trades }
}

const ids = (list: { tradeId: string }[]) => list.map((fill) => fill.tradeId)

describe('the pushed trades of the workspace instrument', () => {
  it('follows the trade stream of its instrument and shows pushes newest first, once a frame', async () => {
    const { events, trades } = follow('USDT-FUTURES', 'BTCUSDT')
    await vi.advanceTimersByTimeAsync(0)
    expect(events.calls.find((call) => call.channel === 'market:follow')?.input).toEqual({
      topics: [{ instType: 'USDT-FUTURES', symbol: 'BTCUSDT', stream: 'trade' }],
    })
    events.emit(
      'market:trades',
      btcTrades('USDT-FUTURES', [tick('2', t0 - 1000), tick('1', t0 - 2000)], true),
    )
    events.emit('market:trades', btcTrades('USDT-FUTURES', [tick('3', t0)]))
    expect(trades.trades.value).toEqual([])
    await vi.advanceTimersByTimeAsync(20)
    expect(ids(trades.trades.value)).toEqual(['3', '2', '1'])
    // Shown in the next animation frame, and stamped then.
    expect(trades.receivedAt.value).toBeGreaterThan(t0)
    expect(trades.receivedAt.value).toBeLessThanOrEqual(t0 + 20)
  })

  it('ignores another instrument’s trades, and a snapshot replaces the list', async () => {
    const { events, trades } = follow('SPOT', 'BTCUSDT')
    events.emit('market:trades', btcTrades('USDT-FUTURES', [tick('9', t0)]))
    events.emit('market:trades', btcTrades('SPOT', [tick('1', t0)]))
    await vi.advanceTimersByTimeAsync(20)
    expect(ids(trades.trades.value)).toEqual(['1'])
    events.emit('market:trades', btcTrades('SPOT', [tick('5', t0 + 5)], true))
    await vi.advanceTimersByTimeAsync(20)
    expect(ids(trades.trades.value)).toEqual(['5'])
  })

  it('clears the list when the instrument changes, so no other symbol’s trades show', async () => {
    const { events, trades, name } = follow('SPOT', 'BTCUSDT')
    events.emit('market:trades', btcTrades('SPOT', [tick('1', t0)]))
    name.value = 'ETHUSDT'
    await vi.advanceTimersByTimeAsync(20)
    expect(trades.trades.value).toEqual([])
    expect(trades.receivedAt.value).toBeNull()
  })

  it('stops listening when its scope ends', async () => {
    const { events, trades, scope } = follow('SPOT', 'BTCUSDT')
    scope.stop()
    events.emit('market:trades', btcTrades('SPOT', [tick('1', t0)]))
    await vi.advanceTimersByTimeAsync(20)
    expect(trades.trades.value).toEqual([])
  })
})
