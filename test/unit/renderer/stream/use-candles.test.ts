import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import {
  candlesInput,
  type CandlesAnswer,
  type CandlesQuery,
} from '../../../../src/shared/channels/market'
import type {
  Candle,
  CandleInterval,
  CandlesUpdate,
  StreamInstType,
} from '../../../../src/shared/channels/stream'
import type { Result } from '../../../../src/shared/result'
import { useCandles } from '../../../../src/renderer/src/stream/use-candles'
import { marketLease } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'
import { candle, candleMinute, candleRange, candleT0, closesOf } from '../../../fixtures/candles'

const t0 = candleT0
const minute = candleMinute
const range = candleRange
const closes = closesOf

beforeEach(() => vi.useFakeTimers({ now: t0 }))
afterEach(() => vi.useRealTimers())

type Answer = Result<CandlesAnswer>
const live = (candles: Candle[], savedAt = t0): Answer => ({
  ok: true,
  data: { candles, savedAt, source: 'live' },
})

/** A bridge whose candle answers the test gives, in any order, to the calls it recorded. */
function setUp() {
  const answers: Array<{ query: CandlesQuery; answer: (result: Answer) => void }> = []
  const bridge = installFakeBridge({
    'market:candles': (input) =>
      new Promise<Answer>((resolve) => {
        answers.push({ query: candlesInput.parse(input), answer: resolve })
      }),
    ...marketLease,
  })
  const instType = ref<StreamInstType>('SPOT')
  const symbol = ref('BTCUSDT')
  const interval = ref<CandleInterval>('1m')
  let state: ReturnType<typeof useCandles> | undefined
  const wrapper = mount(
    defineComponent({
      setup() {
        state = useCandles(instType, symbol, interval)
        return () => h('div')
      },
    }),
  )
  const push = (candles: Candle[], patch: Partial<CandlesUpdate> = {}) =>
    bridge.emit('market:candles', {
      instType: 'SPOT',
      symbol: 'BTCUSDT',
      interval: '1m',
      snapshot: false,
      candles,
      ...patch,
    })
  const follows = () =>
    bridge.calls.filter((call) => call.channel === 'market:follow').map((call) => call.input)
  return {
    bridge,
    answers,
    instType,
    symbol,
    interval,
    wrapper,
    push,
    follows,
    state: () => state!,
    /** Lets answers land and the next frame run. */
    settle: () => vi.advanceTimersByTimeAsync(20),
  }
}

describe('candles for a chart', () => {
  it('loads REST, follows the candle topic and merges what is pushed', async () => {
    const { answers, state, follows, push, settle } = setUp()
    await flushPromises()
    expect(answers.map((call) => call.query)).toEqual([
      { instType: 'SPOT', symbol: 'BTCUSDT', interval: '1m' },
    ])
    expect(follows()).toEqual([
      { topics: [{ instType: 'SPOT', symbol: 'BTCUSDT', stream: 'candle', interval: '1m' }] },
    ])
    expect(state().loading.value).toBe(true)

    answers[0]?.answer(live(range(1, 3), t0 + 5))
    await settle()
    expect(state().loading.value).toBe(false)
    expect(closes(state().candles.value)).toEqual(['100.1', '100.2', '100.3'])
    expect(state().source.value).toBe('live')
    expect(state().savedAt.value).toBe(t0 + 5)
    expect(state().following.value).toBe(true)

    push([candle(3, '104')])
    push([candle(4)])
    await settle()
    expect(closes(state().candles.value)).toEqual(['100.1', '100.2', '104', '100.4'])
  })

  it('keeps candles pushed while REST was on its way: they are newer', async () => {
    const { answers, state, push, settle } = setUp()
    await flushPromises()
    push([candle(3, '105'), candle(4)], { snapshot: true })
    await settle()
    expect(closes(state().candles.value)).toEqual(['105', '100.4'])
    answers[0]?.answer(live(range(1, 3)))
    await settle()
    expect(closes(state().candles.value)).toEqual(['100.1', '100.2', '105', '100.4'])
    // That snapshot came during the load: it does not load again.
    expect(answers).toHaveLength(1)
  })

  it('never shows the answer or the pushes of the symbol it left', async () => {
    const { answers, state, symbol, push, settle } = setUp()
    await flushPromises()
    symbol.value = 'ETHUSDT'
    await flushPromises()
    expect(answers.map((call) => call.query.symbol)).toEqual(['BTCUSDT', 'ETHUSDT'])

    // The ETH answer comes first, then the BTC one and a BTC push: both too late.
    answers[1]?.answer(live([candle(1, '2000')]))
    answers[0]?.answer(live(range(1, 3)))
    push([candle(2, '99999')])
    await settle()
    expect(closes(state().candles.value)).toEqual(['2000'])
    expect(state().loading.value).toBe(false)

    push([candle(2, '2001')], { symbol: 'ETHUSDT' })
    push([candle(2, '3')], { symbol: 'ETHUSDT', interval: '5m' })
    push([candle(2, '4')], { symbol: 'ETHUSDT', instType: 'USDT-FUTURES' })
    await settle()
    expect(closes(state().candles.value)).toEqual(['2000', '2001'])
  })

  it('starts again from nothing on another interval, and follows that interval instead', async () => {
    const { answers, state, interval, follows, settle } = setUp()
    await flushPromises()
    answers[0]?.answer(live(range(1, 3)))
    await settle()
    interval.value = '1H'
    await flushPromises()
    expect(state().candles.value).toEqual([])
    expect(state().source.value).toBe(null)
    expect(answers[1]?.query).toEqual({ instType: 'SPOT', symbol: 'BTCUSDT', interval: '1H' })
    expect(follows().at(-1)).toEqual({
      leaseId: '00000000-0000-4000-8000-000000000001',
      topics: [{ instType: 'SPOT', symbol: 'BTCUSDT', stream: 'candle', interval: '1H' }],
    })
  })

  it('shows the saved candles with their age offline, and loads again when the stream is back', async () => {
    const { answers, state, push, settle } = setUp()
    await flushPromises()
    answers[0]?.answer({
      ok: true,
      data: { candles: range(1, 3), savedAt: t0 - 3_600_000, source: 'cache' },
    })
    await settle()
    expect(state().source.value).toBe('cache')
    expect(state().savedAt.value).toBe(t0 - 3_600_000)

    // A snapshot means the link subscribed again: REST has what was missed since.
    push(range(60, 62), { snapshot: true })
    await flushPromises()
    expect(answers).toHaveLength(2)
    answers[1]?.answer(live(range(1, 61), t0 + 62 * minute))
    await settle()
    expect(state().source.value).toBe('live')
    expect(state().candles.value).toHaveLength(62)
    expect(state().candles.value.at(-1)?.close).toBe('100.62')
  })

  it('loads again after a snapshot that leaves a gap, and only then', async () => {
    const { answers, push, settle } = setUp()
    await flushPromises()
    answers[0]?.answer(live(range(1, 5)))
    await settle()
    push(range(4, 7), { snapshot: true })
    await settle()
    expect(answers).toHaveLength(1)
    push(range(20, 22), { snapshot: true })
    await settle()
    expect(answers).toHaveLength(2)
  })

  it('keeps the error of a failed load and what was pushed', async () => {
    const { answers, state, push, settle } = setUp()
    await flushPromises()
    push([candle(1)])
    answers[0]?.answer({ ok: false, error: { code: 'NETWORK', message: 'connection refused' } })
    await settle()
    expect(state().error.value).toMatchObject({ code: 'NETWORK' })
    expect(state().source.value).toBe(null)
    expect(closes(state().candles.value)).toEqual(['100.1'])
  })

  it('releases its lease and drops a late answer when its owner goes', async () => {
    const { answers, state, wrapper, bridge, settle } = setUp()
    await flushPromises()
    wrapper.unmount()
    answers[0]?.answer(live(range(1, 3)))
    await settle()
    expect(state().candles.value).toEqual([])
    expect(bridge.calls.at(-1)?.channel).toBe('market:unfollow')
  })
})
