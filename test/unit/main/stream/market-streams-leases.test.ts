import { describe, expect, it, vi } from 'vitest'
import { marketLeaseTtlMs } from '../../../../src/shared/channels/stream'
import { fakeTimersPerTest, harness, publicUrl, push, topic } from './market-harness'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

fakeTimersPerTest()

describe('market leases', () => {
  it('opens no socket until a topic is wanted, then subscribes to exactly that topic', () => {
    const { streams, links, link } = harness()
    expect(links).toHaveLength(0)
    streams.follow({ topics: [] })
    expect(links).toHaveLength(0)

    streams.follow({ topics: [topic('BTCUSDT', 'ticker')] })
    expect(links).toHaveLength(1)
    expect(link().options.url).toBe(publicUrl)
    expect(link().options.login).toBeUndefined()
    expect(link().topicCalls).toEqual([
      [{ instType: 'USDT-FUTURES', channel: 'ticker', instId: 'BTCUSDT' }],
    ])
  })

  it('subscribes to the union of the live leases and closes the socket when none is left', () => {
    const { streams, links, link, states } = harness()
    const a = streams.follow({
      topics: [topic('BTCUSDT', 'ticker'), topic('BTCUSDT', 'books')],
    })
    const b = streams.follow({
      topics: [topic('BTCUSDT', 'ticker'), topic('ETHUSDT', 'trade', 'SPOT')],
    })
    expect(a.leaseId).toMatch(uuid)
    expect(b.leaseId).toMatch(uuid)
    expect(b.leaseId).not.toBe(a.leaseId)
    expect(links).toHaveLength(1)
    expect(link().topics).toEqual(['books:BTCUSDT', 'ticker:BTCUSDT', 'trade:ETHUSDT'])
    expect(link().topicCalls.at(-1)).toContainEqual({
      instType: 'SPOT',
      channel: 'trade',
      instId: 'ETHUSDT',
    })

    expect(streams.unfollow(a.leaseId)).toEqual({ released: true })
    expect(link().topics).toEqual(['ticker:BTCUSDT', 'trade:ETHUSDT'])
    expect(link().closed).toBe(false)

    expect(streams.unfollow(b.leaseId)).toEqual({ released: true })
    expect(link().closed).toBe(true)
    expect(states.at(-1)?.state).toBe('unavailable')
    expect(streams.unfollow(b.leaseId)).toEqual({ released: false })

    streams.follow({ topics: [topic('BTCUSDT', 'ticker')] })
    expect(links).toHaveLength(2)
  })

  it('renews a lease for another TTL, with the topics it holds now, without subscribing again', () => {
    const { streams, link } = harness()
    const first = streams.follow({ topics: [topic('BTCUSDT', 'ticker')] })
    expect(first.expiresAt).toBe(Date.now() + marketLeaseTtlMs)

    vi.advanceTimersByTime(50_000)
    const renewed = streams.follow({ leaseId: first.leaseId, topics: [topic('BTCUSDT', 'ticker')] })
    expect(renewed).toEqual({ leaseId: first.leaseId, expiresAt: Date.now() + marketLeaseTtlMs })
    expect(link().topicCalls).toHaveLength(1)

    vi.advanceTimersByTime(50_000)
    expect(link().closed).toBe(false)
    streams.follow({ leaseId: first.leaseId, topics: [topic('ETHUSDT', 'ticker')] })
    expect(link().topics).toEqual(['ticker:ETHUSDT'])
    expect(streams.stats().leases).toBe(1)
  })

  it('drops a lease not renewed within the TTL, and only that one', () => {
    const { streams, link } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'ticker')] })
    vi.advanceTimersByTime(30_000)
    const later = streams.follow({ topics: [topic('ETHUSDT', 'ticker')] })

    vi.advanceTimersByTime(marketLeaseTtlMs - 30_000 - 1)
    expect(link().topics).toEqual(['ticker:BTCUSDT', 'ticker:ETHUSDT'])
    vi.advanceTimersByTime(1)
    expect(link().topics).toEqual(['ticker:ETHUSDT'])

    vi.advanceTimersByTime(later.expiresAt - Date.now())
    expect(link().closed).toBe(true)
    expect(streams.stats()).toEqual({ leases: 0, topics: 0, throttled: 0, link: false })
  })

  it('answers an unknown or expired lease id with a new lease, not an error', () => {
    const { streams, link } = harness()
    const gone = streams.follow({ topics: [topic('BTCUSDT', 'ticker')] })
    vi.advanceTimersByTime(marketLeaseTtlMs)
    expect(streams.stats().leases).toBe(0)

    const again = streams.follow({ leaseId: gone.leaseId, topics: [topic('BTCUSDT', 'ticker')] })
    expect(again.leaseId).toMatch(uuid)
    expect(again.leaseId).not.toBe(gone.leaseId)
    expect(link().topics).toEqual(['ticker:BTCUSDT'])
    expect(streams.unfollow(gone.leaseId)).toEqual({ released: false })
    expect(streams.stats().leases).toBe(1)
  })

  it('follows the active environment: a new URL gets a new socket, none without a stream', () => {
    const { streams, links, link, states, tickers } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'ticker')] })
    const old = link()

    streams.setUrl('ws://127.0.0.1:7002/v2/ws/public')
    expect(old.closed).toBe(true)
    expect(links).toHaveLength(2)
    expect(link().options.url).toBe('ws://127.0.0.1:7002/v2/ws/public')
    expect(link().topics).toEqual(['ticker:BTCUSDT'])

    // The closed link's late news is not the stream's any more.
    old.options.events.onState('down', 'closed')
    old.push(
      push({ instType: 'USDT-FUTURES', channel: 'ticker', instId: 'BTCUSDT' }, 'snapshot', []),
    )
    expect(states).not.toContainEqual({ state: 'down', reason: 'closed' })
    expect(tickers).toEqual([])

    streams.setUrl(null)
    expect(link().closed).toBe(true)
    expect(states.at(-1)).toEqual({
      state: 'unavailable',
      reason: 'This exchange has no public stream.',
    })
    streams.follow({ topics: [topic('ETHUSDT', 'ticker')] })
    expect(links).toHaveLength(2)

    streams.setUrl(publicUrl)
    expect(links).toHaveLength(3)
    expect(link().topics).toEqual(['ticker:BTCUSDT', 'ticker:ETHUSDT'])
  })

  it("passes the link's state on for the stream status, from the moment it is made", () => {
    const { streams, link, states } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'ticker')] })
    link().options.events.onState('live')
    link().options.events.onState('down', 'connection lost')
    expect(states).toEqual([
      { state: 'connecting', reason: undefined },
      { state: 'live', reason: undefined },
      { state: 'down', reason: 'connection lost' },
    ])
  })

  it('holds nothing after many follow, renew, expire and unfollow cycles', () => {
    const { streams, links } = harness()
    const symbols = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT']
    for (let cycle = 0; cycle < 500; cycle += 1) {
      const symbol = symbols[cycle % symbols.length] ?? 'BTCUSDT'
      const lease = streams.follow({
        topics: [topic(symbol, 'ticker'), topic(symbol, 'books'), topic(symbol, 'trade')],
      })
      const link = links.at(-1)
      link?.push(
        push({ instType: 'USDT-FUTURES', channel: 'books', instId: symbol }, 'snapshot', [
          { bids: [['1', '1']], asks: [['2', '1']], seq: cycle },
        ]),
      )
      streams.follow({ leaseId: lease.leaseId, topics: [topic(symbol, 'books')] })
      if (cycle % 2 === 0) streams.unfollow(lease.leaseId)
      else vi.advanceTimersByTime(marketLeaseTtlMs)
    }
    expect(streams.stats()).toEqual({ leases: 0, topics: 0, throttled: 0, link: false })
    expect(links.every((link) => link.closed)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('closes the socket and forgets every lease on close', () => {
    const { streams, link } = harness()
    streams.follow({ topics: [topic('BTCUSDT', 'books')] })
    streams.close()
    expect(link().closed).toBe(true)
    expect(streams.stats()).toEqual({ leases: 0, topics: 0, throttled: 0, link: false })
    expect(vi.getTimerCount()).toBe(0)
  })
})
