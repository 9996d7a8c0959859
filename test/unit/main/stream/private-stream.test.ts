import { describe, expect, it } from 'vitest'
import type {
  LoginArgs,
  StreamArg,
  StreamLink,
  StreamLinkOptions,
} from '../../../../src/main/stream/stream-link'
import { PrivateStream, type PrivateStreamDeps } from '../../../../src/main/stream/private-stream'
import { streamUrlsFor } from '../../../../src/main/stream/stream-urls'
import type { ProductType } from '../../../../src/shared/bitget'
import type { AccountChange, LinkState } from '../../../../src/shared/channels/stream'
import type { ProfileMeta } from '../../../../src/shared/profiles'

const profile = (id: string, environment: ProfileMeta['environment'] = 'simulator') =>
  ({
    id,
    label: id,
    environment,
    accountKind: 'standard',
    updatedAt: 1,
    createdAt: 1,
  }) as unknown as ProfileMeta

/** A StreamLink the test drives: it records what the stream asked of it. */
class FakeLink implements StreamLink {
  topics: readonly StreamArg[] = []
  closed = false
  state: LinkState = 'connecting'
  constructor(readonly options: StreamLinkOptions) {}
  setTopics(args: readonly StreamArg[]): void {
    this.topics = args
  }
  resubscribe(): void {}
  close(): void {
    this.closed = true
    this.options.events.onState('down', 'closed by the app')
  }
  push(instType: string, channel: string): void {
    this.options.events.onPush({ action: 'snapshot', arg: { instType, channel }, data: [], ts: 1 })
  }
}

function setup(
  options: {
    active?: ProfileMeta | null
    types?: ProductType[]
    noFactory?: boolean
    urlsFor?: PrivateStreamDeps['urlsFor']
  } = {},
) {
  const state = {
    active: options.active === undefined ? profile('p1') : options.active,
    types: options.types ?? (['USDT-FUTURES'] as ProductType[]),
    now: 10_000,
    offsetMs: 0,
  }
  const links: FakeLink[] = []
  const pokes: string[] = []
  const accounts: AccountChange[] = []
  const states: string[] = []
  const warnings: string[] = []
  const signed: { apiKey: string; nowMs: number }[] = []
  const deps: PrivateStreamDeps = {
    activeProfile: () => state.active,
    productTypesOf: () => state.types,
    urlsFor:
      options.urlsFor ??
      ((active) =>
        streamUrlsFor(active, {
          wsUrls: async () => ({ live: 'ws://sim:1', demo: 'ws://sim:2' }),
        })),
    stream: options.noFactory
      ? undefined
      : {
          link: (linkOptions) => {
            const link = new FakeLink(linkOptions)
            links.push(link)
            return link
          },
          signLogin: (credentials, nowMs): LoginArgs => {
            signed.push({ apiKey: credentials.apiKey, nowMs })
            return { apiKey: credentials.apiKey, passphrase: 'p', timestamp: '1', sign: 'x' }
          },
        },
    credentialsFor: async (id) => ({ apiKey: `key-${id}`, secret: 's', passphrase: 'passphrase1' }),
    clockFor: () => ({ syncClock: async () => undefined, clockOffsetMs: () => state.offsetMs }),
    pokePending: () => pokes.push('pending'),
    pokeWatch: (dataset) => pokes.push(dataset),
    emitAccountChanged: (change) => accounts.push(change),
    onState: (linkState, reason) => states.push(reason ? `${linkState}: ${reason}` : linkState),
    now: () => state.now,
    log: { info: () => undefined, warn: (message) => warnings.push(message) },
  }
  const stream = new PrivateStream(deps)
  return { stream, state, links, pokes, accounts, states, warnings, signed }
}

const live = (link: FakeLink | undefined) => {
  link?.options.events.onState('live')
  link?.options.events.onLive()
}

describe('the private stream', () => {
  it('subscribes to the active profile’s orders, trigger orders, positions and accounts', async () => {
    const { stream, links } = setup({ types: ['USDT-FUTURES', 'COIN-FUTURES'] })
    await stream.follow()
    expect(links).toHaveLength(1)
    expect(links[0]?.options.url).toBe('ws://sim:1/v2/ws/private')
    expect(links[0]?.topics).toEqual([
      { instType: 'SPOT', channel: 'orders', instId: 'default' },
      { instType: 'SPOT', channel: 'orders-algo', instId: 'default' },
      { instType: 'SPOT', channel: 'account', coin: 'default' },
      { instType: 'USDT-FUTURES', channel: 'orders', instId: 'default' },
      { instType: 'USDT-FUTURES', channel: 'positions', instId: 'default' },
      { instType: 'USDT-FUTURES', channel: 'account', coin: 'default' },
      { instType: 'COIN-FUTURES', channel: 'orders', instId: 'default' },
      { instType: 'COIN-FUTURES', channel: 'positions', instId: 'default' },
      { instType: 'COIN-FUTURES', channel: 'account', coin: 'default' },
    ])
  })

  it('signs the login with the profile’s key at the exchange’s time', async () => {
    const { stream, links, state, signed } = setup()
    state.offsetMs = -1500
    await stream.follow()
    const args = await links[0]?.options.login?.()
    expect(args?.apiKey).toBe('key-p1')
    expect(signed).toEqual([{ apiKey: 'key-p1', nowMs: 8500 }])
  })

  it('routes each push to the list it concerns', async () => {
    const { stream, links, pokes, accounts } = setup()
    await stream.follow()
    const link = links[0]
    link?.push('USDT-FUTURES', 'orders')
    link?.push('SPOT', 'orders')
    link?.push('SPOT', 'orders-algo')
    link?.push('USDT-FUTURES', 'positions')
    expect(pokes).toEqual(['pending', 'spot-open', 'spot-plan', 'positions'])
    link?.push('SPOT', 'account')
    link?.push('USDT-FUTURES', 'account')
    expect(accounts).toEqual([
      { profileId: 'p1', instType: 'SPOT', at: 10_000 },
      { profileId: 'p1', instType: 'USDT-FUTURES', at: 10_000 },
    ])
  })

  it('logs and ignores a push for a channel or product type it did not subscribe to', async () => {
    const { stream, links, pokes, accounts, warnings } = setup()
    await stream.follow()
    links[0]?.push('COIN-FUTURES', 'orders')
    links[0]?.push('SPOT', 'positions')
    links[0]?.push('SPOT', 'fills')
    expect(pokes).toEqual([])
    expect(accounts).toEqual([])
    expect(warnings).toHaveLength(3)
  })

  it('on every (re)connect pokes every list and says the accounts changed', async () => {
    const { stream, links, pokes, accounts } = setup()
    await stream.follow()
    live(links[0])
    expect(pokes).toEqual(['pending', 'spot-open', 'spot-plan', 'positions'])
    expect(accounts.map((change) => change.instType)).toEqual(['SPOT', 'USDT-FUTURES'])
    links[0]?.options.events.onState('down', 'connection reset')
    live(links[0])
    expect(pokes).toHaveLength(12)
  })

  it('is live only while its link is, and refetches at once when the link drops', async () => {
    const { stream, links, pokes, states } = setup()
    await stream.follow()
    expect(stream.isLive()).toBe(false)
    live(links[0])
    expect(stream.isLive()).toBe(true)
    pokes.length = 0
    links[0]?.options.events.onState('down', 'connection reset')
    expect(stream.isLive()).toBe(false)
    // The loops waited for the live check interval: they poll now and at the polling interval.
    expect(pokes).toEqual(['pending', 'spot-open', 'spot-plan', 'positions'])
    expect(states).toEqual(['connecting', 'live', 'down: connection reset'])
  })

  it('rebuilds the link when the active profile changes and ignores the old link', async () => {
    const { stream, state, links, pokes, states } = setup()
    await stream.follow()
    await stream.follow()
    expect(links).toHaveLength(1)
    live(links[0])
    pokes.length = 0
    state.active = profile('p2', 'demo')
    await stream.follow()
    // What the old link reports while closing is not this stream's state any more.
    expect(states).toEqual(['connecting', 'live', 'connecting'])
    expect(links).toHaveLength(2)
    expect(links[0]?.closed).toBe(true)
    expect(links[1]?.options.url).toBe('wss://wspap.bitget.com/v2/ws/private')
    links[0]?.push('SPOT', 'orders')
    live(links[0])
    expect(pokes).toEqual([])
    expect(stream.isLive()).toBe(false)
  })

  it('rebuilds the link when the polled product types change', async () => {
    const { stream, state, links } = setup()
    await stream.follow()
    state.types = ['USDC-FUTURES']
    await stream.follow()
    expect(links[0]?.closed).toBe(true)
    expect(links[1]?.topics.map((topic) => topic.instType)).toContain('USDC-FUTURES')
  })

  it('is unavailable for a custom server, without a profile and without a stream client', async () => {
    const custom = setup({ active: profile('c', 'custom') })
    await custom.stream.follow()
    expect(custom.links).toHaveLength(0)
    expect(custom.states).toEqual([
      'connecting',
      'unavailable: a custom server has no stream the app knows of',
    ])
    expect(custom.stream.isLive()).toBe(false)

    const none = setup({ active: null })
    await none.stream.follow()
    expect(none.states).toEqual(['unavailable: no API key profile is active'])

    const noClient = setup({ noFactory: true })
    await noClient.stream.follow()
    expect(noClient.states).toEqual(['unavailable: this app has no stream client'])
  })

  it('closes its link on close', async () => {
    const { stream, links } = setup()
    await stream.follow()
    stream.close()
    expect(links[0]?.closed).toBe(true)
  })
})

describe('the private stream when the simulator’s stream address cannot be read', () => {
  it('polls, says why, and tries again on the next follow', async () => {
    let reachable = false
    const { stream, links, states } = setup({
      urlsFor: async () => {
        if (!reachable) throw new Error('ECONNREFUSED')
        return { public: 'ws://sim:1/v2/ws/public', private: 'ws://sim:1/v2/ws/private' }
      },
    })
    await stream.follow()
    expect(states.at(-1)).toBe(
      'unavailable: the stream address could not be read (Error: ECONNREFUSED)',
    )
    reachable = true
    await stream.follow()
    expect(links).toHaveLength(1)
  })
})
