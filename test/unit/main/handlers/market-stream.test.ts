import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { channels } from '../../../../src/shared/contract'
import { marketLeaseTtlMs, maxTopicsPerLease } from '../../../../src/shared/channels/stream'
import { marketStreamHandlers } from '../../../../src/main/handlers/market-stream'
import { harness } from '../stream/market-harness'

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(1_700_000_000_000)
})
afterEach(() => {
  vi.useRealTimers()
})

const follow = channels['market:follow'].input
const unfollow = channels['market:unfollow'].input
const btcTicker = { instType: 'USDT-FUTURES', symbol: 'btcusdt', stream: 'ticker' }

describe('market:follow and market:unfollow', () => {
  it('opens, renews and releases a lease on the market streams', async () => {
    const { streams, link } = harness()
    const handlers = marketStreamHandlers(streams)

    const lease = await handlers['market:follow'](follow.parse({ topics: [btcTicker] }))
    expect(lease.expiresAt).toBe(Date.now() + marketLeaseTtlMs)
    expect(link().topics).toEqual(['ticker:BTCUSDT'])

    vi.advanceTimersByTime(30_000)
    const renewed = await handlers['market:follow'](
      follow.parse({ leaseId: lease.leaseId, topics: [btcTicker] }),
    )
    expect(renewed).toEqual({ leaseId: lease.leaseId, expiresAt: Date.now() + marketLeaseTtlMs })

    const input = unfollow.parse({ leaseId: lease.leaseId })
    expect(await handlers['market:unfollow'](input)).toEqual({ released: true })
    expect(link().closed).toBe(true)
    expect(await handlers['market:unfollow'](input)).toEqual({ released: false })
  })

  it('refuses more topics than a lease may hold, a lease id that is no UUID and unknown streams', () => {
    const tooMany = Array.from({ length: maxTopicsPerLease + 1 }, (_, i) => ({
      ...btcTicker,
      symbol: `COIN${i}USDT`,
    }))
    expect(follow.safeParse({ topics: tooMany }).success).toBe(false)
    expect(follow.safeParse({ leaseId: 'lease-1', topics: [] }).success).toBe(false)
    expect(follow.safeParse({ topics: [{ ...btcTicker, stream: 'candle1m' }] }).success).toBe(false)
    expect(follow.safeParse({ topics: [{ ...btcTicker, instType: 'MARGIN' }] }).success).toBe(false)
    expect(unfollow.safeParse({ leaseId: 'lease-1' }).success).toBe(false)
  })
})
