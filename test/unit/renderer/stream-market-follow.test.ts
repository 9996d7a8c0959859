import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref, type Ref } from 'vue'
import type { MarketTopic } from '../../../src/shared/channels/stream'
import { leaseRenewMs, useMarketFollow } from '../../../src/renderer/src/stream/use-market-follow'
import { ok } from '../../../src/shared/result'
import { installFakeBridge } from './fake-bridge'

const lease = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
const ticker = (symbol: string): MarketTopic => ({ instType: 'SPOT', symbol, stream: 'ticker' })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function mountFollower(topics: Ref<MarketTopic[]>) {
  let exposed: ReturnType<typeof useMarketFollow> | undefined
  const Follower = defineComponent({
    setup() {
      exposed = useMarketFollow(topics)
      return () => h('div')
    },
  })
  const wrapper = mount(Follower)
  return { wrapper, follow: () => exposed! }
}

function bridgeWithLeases() {
  let issued = 0
  return installFakeBridge({
    'market:follow': ({ leaseId }) => ok({ leaseId: leaseId ?? lease(++issued), expiresAt: 0 }),
    'market:unfollow': () => ({ ok: true, data: { released: true } }),
  })
}

describe('following market topics', () => {
  it('opens a lease, renews it every 20 s, moves it to new topics and releases it on unmount', async () => {
    const bridge = bridgeWithLeases()
    const topics = ref([ticker('BTCUSDT')])
    const { wrapper, follow } = mountFollower(topics)
    await flushPromises()
    expect(bridge.calls).toEqual([
      { channel: 'market:follow', input: { topics: [ticker('BTCUSDT')] } },
    ])
    expect(follow().following.value).toBe(true)

    await vi.advanceTimersByTimeAsync(leaseRenewMs - 1)
    expect(bridge.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(bridge.calls[1]).toEqual({
      channel: 'market:follow',
      input: { leaseId: lease(1), topics: [ticker('BTCUSDT')] },
    })

    topics.value = [ticker('ETHUSDT'), ticker('ETHUSDT')]
    await flushPromises()
    expect(bridge.calls[2]).toEqual({
      channel: 'market:follow',
      input: { leaseId: lease(1), topics: [ticker('ETHUSDT')] },
    })
    // The same topics again (a new array) are not a change.
    topics.value = [ticker('ETHUSDT')]
    await flushPromises()
    expect(bridge.calls).toHaveLength(3)

    wrapper.unmount()
    await flushPromises()
    expect(bridge.calls[3]).toEqual({ channel: 'market:unfollow', input: { leaseId: lease(1) } })
    await vi.advanceTimersByTimeAsync(leaseRenewMs * 3)
    expect(bridge.calls).toHaveLength(4)
  })

  it('releases the lease when no topic is left, and opens a new one when topics come back', async () => {
    const bridge = bridgeWithLeases()
    const topics = ref([ticker('BTCUSDT')])
    const { follow } = mountFollower(topics)
    await flushPromises()
    topics.value = []
    await flushPromises()
    expect(bridge.calls[1]).toEqual({ channel: 'market:unfollow', input: { leaseId: lease(1) } })
    expect(follow().following.value).toBe(false)
    await vi.advanceTimersByTimeAsync(leaseRenewMs)
    expect(bridge.calls).toHaveLength(2)
    topics.value = [ticker('BTCUSDT')]
    await flushPromises()
    expect(bridge.calls[2]).toEqual({
      channel: 'market:follow',
      input: { topics: [ticker('BTCUSDT')] },
    })
  })

  it('tells candle topics apart by their interval', async () => {
    const bridge = bridgeWithLeases()
    const candles = (interval: '1m' | '1H'): MarketTopic => ({
      instType: 'SPOT',
      symbol: 'BTCUSDT',
      stream: 'candle',
      interval,
    })
    const topics = ref([candles('1m'), candles('1H'), candles('1m')])
    mountFollower(topics)
    await flushPromises()
    expect(bridge.calls).toEqual([
      { channel: 'market:follow', input: { topics: [candles('1m'), candles('1H')] } },
    ])
    topics.value = [candles('1H')]
    await flushPromises()
    expect(bridge.calls[1]).toEqual({
      channel: 'market:follow',
      input: { leaseId: lease(1), topics: [candles('1H')] },
    })
  })

  it('keeps a refusal in error without throwing, and retries with a new lease at the next renewal', async () => {
    let refuse = true
    const bridge = installFakeBridge({
      'market:follow': () =>
        refuse
          ? { ok: false, error: { code: 'DISCONNECTED', message: 'no main' } }
          : { ok: true, data: { leaseId: lease(7), expiresAt: 0 } },
    })
    const { follow } = mountFollower(ref([ticker('BTCUSDT')]))
    await flushPromises()
    expect(follow().error.value?.code).toBe('DISCONNECTED')
    expect(follow().following.value).toBe(false)

    refuse = false
    await vi.advanceTimersByTimeAsync(leaseRenewMs)
    expect(bridge.calls[1]).toEqual({
      channel: 'market:follow',
      input: { topics: [ticker('BTCUSDT')] },
    })
    expect(follow().error.value).toBeNull()
    expect(follow().following.value).toBe(true)
  })

  it('releases a lease whose answer arrives after the unmount', async () => {
    let answer: (() => void) | undefined
    const bridge = installFakeBridge({
      'market:follow': () =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, data: { leaseId: lease(3), expiresAt: 0 } })
        }),
      'market:unfollow': () => ({ ok: true, data: { released: true } }),
    })
    const { wrapper } = mountFollower(ref([ticker('BTCUSDT')]))
    await flushPromises()
    wrapper.unmount()
    answer?.()
    await flushPromises()
    expect(bridge.calls.at(-1)).toEqual({
      channel: 'market:unfollow',
      input: { leaseId: lease(3) },
    })
  })
})
