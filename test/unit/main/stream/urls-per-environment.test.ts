import { describe, expect, it } from 'vitest'
import { streamUrlsFor } from '../../../../src/main/stream/stream-urls'

const simulator = {
  wsUrls: async () => ({ live: 'ws://127.0.0.1:7001', demo: 'ws://127.0.0.1:7002' }),
}

describe('the stream URLs of a profile', () => {
  it('are Bitget’s live and demo origins for live and demo profiles', async () => {
    expect(await streamUrlsFor({ environment: 'live' }, simulator)).toEqual({
      public: 'wss://ws.bitget.com/v2/ws/public',
      private: 'wss://ws.bitget.com/v2/ws/private',
    })
    expect(await streamUrlsFor({ environment: 'demo' }, simulator)).toEqual({
      public: 'wss://wspap.bitget.com/v2/ws/public',
      private: 'wss://wspap.bitget.com/v2/ws/private',
    })
  })

  it('are the simulator’s live port for a simulator profile and without a profile', async () => {
    const expected = {
      public: 'ws://127.0.0.1:7001/v2/ws/public',
      private: 'ws://127.0.0.1:7001/v2/ws/private',
    }
    expect(await streamUrlsFor({ environment: 'simulator' }, simulator)).toEqual(expected)
    expect(await streamUrlsFor(null, simulator)).toEqual(expected)
  })

  it('are none for a custom server, which has no known stream', async () => {
    const unasked = { wsUrls: () => Promise.reject(new Error('not asked')) }
    expect(await streamUrlsFor({ environment: 'custom' }, unasked)).toBeNull()
  })
})
