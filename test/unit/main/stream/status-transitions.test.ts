import { describe, expect, it } from 'vitest'
import { StreamStatusTracker } from '../../../../src/main/stream/stream-status'
import type { StreamStatus } from '../../../../src/shared/channels/stream'
import type { NetStatus } from '../../../../src/shared/events'

function setup(options: { hasProfile?: boolean } = {}) {
  const state = {
    now: 1000,
    net: { state: 'online', since: 0 } as NetStatus,
    hasProfile: options.hasProfile ?? true,
  }
  const emitted: StreamStatus[] = []
  const lines: string[] = []
  const tracker = new StreamStatusTracker({
    net: () => state.net,
    hasProfile: () => state.hasProfile,
    now: () => state.now,
    emit: (status) => emitted.push(status),
    log: {
      info: (message, details) => lines.push(`info ${message} ${JSON.stringify(details)}`),
      warn: (message, details) => lines.push(`warn ${message} ${JSON.stringify(details)}`),
    },
  })
  return { tracker, state, emitted, lines }
}

describe('the stream status', () => {
  it('starts polling with both links unavailable', () => {
    const { tracker } = setup()
    expect(tracker.current()).toEqual({
      mode: 'polling',
      since: 1000,
      public: 'unavailable',
      private: 'unavailable',
      reason: 'the private stream is not available',
    })
  })

  it('is live while the private link is live, and polls with the reason when it drops', () => {
    const { tracker, state, emitted, lines } = setup()
    tracker.setPrivate('connecting')
    state.now = 2000
    tracker.setPublic('live')
    expect(tracker.current().mode).toBe('polling')
    state.now = 3000
    tracker.setPrivate('live')
    expect(tracker.current()).toEqual({
      mode: 'live',
      since: 3000,
      public: 'live',
      private: 'live',
    })
    state.now = 4000
    tracker.setPrivate('down', 'connection reset')
    expect(tracker.current()).toEqual({
      mode: 'polling',
      since: 4000,
      public: 'live',
      private: 'down',
      reason: 'the private stream is disconnected: connection reset',
    })
    expect(emitted.map((status) => [status.mode, status.private])).toEqual([
      ['polling', 'connecting'],
      ['polling', 'connecting'],
      ['live', 'live'],
      ['polling', 'down'],
    ])
    // since moves only when the mode does.
    expect(emitted[1]?.since).toBe(1000)
    expect(lines).toEqual([
      'info stream mode {"mode":"live"}',
      'warn the private stream is down {"reason":"connection reset"}',
      'info stream mode {"mode":"polling","reason":"the private stream is disconnected: connection reset"}',
    ])
  })

  it('names a refused login', () => {
    const { tracker } = setup()
    tracker.setPrivate('refused', 'Invalid sign (30005)')
    expect(tracker.current().reason).toBe(
      'the exchange refused the private stream: Invalid sign (30005)',
    )
  })

  it('says why a custom server polls', () => {
    const { tracker } = setup()
    tracker.setPrivate('unavailable', 'a custom server has no known stream')
    expect(tracker.current().reason).toBe('a custom server has no known stream')
  })

  it('emits nothing when nothing changed', () => {
    const { tracker, emitted } = setup()
    tracker.setPrivate('down', 'x')
    tracker.setPrivate('down', 'x')
    tracker.refresh()
    expect(emitted).toHaveLength(1)
  })

  it('is offline when the exchange is not reached and no link is live', () => {
    const { tracker, state } = setup()
    tracker.setPrivate('down', 'ECONNREFUSED')
    state.net = { state: 'offline', since: 0, reason: 'ECONNREFUSED' }
    state.now = 5000
    tracker.refresh()
    expect(tracker.current()).toMatchObject({
      mode: 'offline',
      since: 5000,
      reason: 'the exchange is not reached (ECONNREFUSED)',
    })
    // A live public link shows the exchange is reached: the account is polled, not offline.
    tracker.setPublic('live')
    expect(tracker.current().mode).toBe('polling')
  })

  it('stays live when REST fails while the private link is live', () => {
    const { tracker, state } = setup()
    tracker.setPrivate('live')
    state.net = { state: 'offline', since: 0, reason: 'timeout' }
    tracker.refresh()
    expect(tracker.current().mode).toBe('live')
  })

  it('follows the public link without a profile', () => {
    const { tracker, state } = setup({ hasProfile: false })
    tracker.setPublic('live')
    expect(tracker.current().mode).toBe('live')
    state.hasProfile = true
    tracker.refresh()
    expect(tracker.current().mode).toBe('polling')
  })
})
