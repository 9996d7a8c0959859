import type { ProductType } from '@shared/bitget'
import type { AccountChange, LinkState, StreamInstType } from '@shared/channels/stream'
import { watchedDatasets, type WatchedDataset } from '@shared/events'
import type { Credentials, ProfileMeta } from '@shared/profiles'
import type { log } from '../log'
import type {
  LinkProblem,
  LoginArgs,
  StreamArg,
  StreamLink,
  StreamLinkFactory,
  StreamPush,
} from './stream-link'
import type { StreamUrls } from './stream-urls'

/** Signs Bitget's WebSocket login with a profile's key at the exchange's time (Unix ms). */
export type SignLogin = (credentials: Credentials, nowMs: number) => LoginArgs | Promise<LoginArgs>

/** The exchange clock of a profile's REST client, so the login's timestamp is the one REST uses. */
export interface ExchangeClock {
  syncClock(): Promise<void>
  clockOffsetMs(): number
}

export interface PrivateStreamDeps {
  activeProfile: () => ProfileMeta | null
  /** Futures product types the pending monitor polls for the profile. */
  productTypesOf: (profileId: string) => readonly ProductType[]
  urlsFor: (profile: ProfileMeta) => Promise<StreamUrls | null>
  /** Absent: the app has no stream client and polls. */
  stream: { link: StreamLinkFactory; signLogin: SignLogin } | undefined
  credentialsFor: (profileId: string) => Promise<Credentials>
  clockFor: (profile: ProfileMeta) => ExchangeClock
  /** Refetch a list now: the push said it changed (its data is not applied, REST is the truth). */
  pokePending: () => void
  pokeWatch: (dataset: WatchedDataset) => void
  emitAccountChanged: (change: AccountChange) => void
  onState: (state: LinkState, reason?: string) => void
  now: () => number
  log: Pick<typeof log, 'info' | 'warn'>
}

type Route = () => void

/** One private link while a profile is followed; events of a replaced link are ignored. */
interface Following {
  link: StreamLink | undefined
  routes: Map<string, Route>
}

const routeKey = (instType: string, channel: string) => `${instType}|${channel}`

const followKey = (profile: ProfileMeta, types: readonly ProductType[]) =>
  `${profile.id}|${profile.environment}|${profile.baseUrl ?? ''}|${profile.updatedAt}|${types.join(',')}`

/**
 * The active profile's private stream: one link, rebuilt when the profile (or its polled product
 * types) changes. A push does not patch any list: it pokes the list it concerns, which refetches
 * its REST snapshot; after every (re)connect every list is poked, as pushes were lost meanwhile.
 */
export class PrivateStream {
  private key: string | undefined
  private following: Following | undefined
  private state: LinkState = 'unavailable'

  constructor(private readonly deps: PrivateStreamDeps) {}

  /** True while the link is live: the lists then poll only at the live check interval. */
  isLive(): boolean {
    return this.state === 'live'
  }

  /** Builds (or replaces, or drops) the link to match the active profile. */
  async follow(): Promise<void> {
    const profile = this.deps.activeProfile()
    const types = profile ? this.deps.productTypesOf(profile.id) : []
    const key = profile ? followKey(profile, types) : 'no profile'
    if (key === this.key) return
    this.stop()
    this.key = key
    if (!profile) return this.setState('unavailable', 'no API key profile is active')
    const stream = this.deps.stream
    if (!stream) return this.setState('unavailable', 'this app has no stream client')
    const following: Following = { link: undefined, routes: this.routes(profile.id, types) }
    this.following = following
    this.setState('connecting')
    let urls: StreamUrls | null
    try {
      urls = await this.deps.urlsFor(profile)
    } catch (error) {
      if (this.following !== following) return
      this.key = undefined // the next follow (a profile or network change) tries again
      this.deps.log.warn('the stream address could not be read', { error: String(error) })
      return this.setState('unavailable', `the stream address could not be read (${String(error)})`)
    }
    if (this.following !== following) return
    if (!urls) return this.setState('unavailable', 'a custom server has no stream the app knows of')
    const current = () => this.following === following
    following.link = stream.link({
      url: urls.private,
      login: () => this.login(profile, stream.signLogin),
      events: {
        onState: (state, reason) => {
          if (current()) this.setState(state, reason)
        },
        onLive: () => {
          if (current()) this.reconcile(profile.id, types)
        },
        onPush: (push) => {
          if (current()) this.route(following, push)
        },
        onProblem: (problem) => {
          if (current()) this.problem(problem)
        },
      },
    })
    following.link.setTopics(privateTopics(types))
  }

  close(): void {
    this.stop()
    this.key = undefined
  }

  private stop(): void {
    const link = this.following?.link
    // Forgotten first: what the link reports while closing is no longer this stream's state.
    this.following = undefined
    this.state = 'unavailable'
    link?.close()
  }

  private setState(state: LinkState, reason?: string): void {
    const wasLive = this.state === 'live'
    this.state = state
    this.deps.onState(state, reason)
    // Pushes stopped: refetch now, and the loops go back to the polling interval from here.
    if (wasLive && state !== 'live') this.pokeAll()
  }

  /** After a (re)connect: what was pushed while the link was down is lost, so everything is refetched. */
  private reconcile(profileId: string, types: readonly ProductType[]): void {
    if (this.state !== 'live') this.setState('live')
    this.pokeAll()
    for (const instType of ['SPOT', ...types] as const) this.accountChanged(profileId, instType)
  }

  private pokeAll(): void {
    this.deps.pokePending()
    for (const dataset of watchedDatasets) this.deps.pokeWatch(dataset)
  }

  private accountChanged(profileId: string, instType: StreamInstType): void {
    this.deps.emitAccountChanged({ profileId, instType, at: this.deps.now() })
  }

  private route(following: Following, push: StreamPush): void {
    const route = following.routes.get(routeKey(push.arg.instType, push.arg.channel))
    if (route) return route()
    this.deps.log.warn('a private push for a channel the app did not subscribe to was ignored', {
      instType: push.arg.instType,
      channel: push.arg.channel,
    })
  }

  private routes(profileId: string, types: readonly ProductType[]): Map<string, Route> {
    const routes = new Map<string, Route>([
      [routeKey('SPOT', 'orders'), () => this.deps.pokeWatch('spot-open')],
      [routeKey('SPOT', 'orders-algo'), () => this.deps.pokeWatch('spot-plan')],
      [routeKey('SPOT', 'account'), () => this.accountChanged(profileId, 'SPOT')],
    ])
    for (const type of types) {
      routes.set(routeKey(type, 'orders'), () => this.deps.pokePending())
      routes.set(routeKey(type, 'positions'), () => this.deps.pokeWatch('positions'))
      routes.set(routeKey(type, 'account'), () => this.accountChanged(profileId, type))
    }
    return routes
  }

  private problem(problem: LinkProblem): void {
    this.deps.log.warn('private stream problem', {
      kind: problem.kind,
      message: problem.message,
      ...(problem.code !== undefined ? { code: problem.code } : {}),
      ...(problem.arg ? { channel: problem.arg.channel, instType: problem.arg.instType } : {}),
    })
  }

  private async login(profile: ProfileMeta, signLogin: SignLogin): Promise<LoginArgs> {
    const clock = this.deps.clockFor(profile)
    const [credentials] = await Promise.all([
      this.deps.credentialsFor(profile.id),
      clock.syncClock(),
    ])
    return signLogin(credentials, this.deps.now() + clock.clockOffsetMs())
  }
}

/** What the private link subscribes to: SPOT's orders, trigger orders and account, each product type's orders, positions and account. */
function privateTopics(types: readonly ProductType[]): StreamArg[] {
  return [
    { instType: 'SPOT', channel: 'orders', instId: 'default' },
    { instType: 'SPOT', channel: 'orders-algo', instId: 'default' },
    { instType: 'SPOT', channel: 'account', coin: 'default' },
    ...types.flatMap((instType) => [
      { instType, channel: 'orders', instId: 'default' },
      { instType, channel: 'positions', instId: 'default' },
      { instType, channel: 'account', coin: 'default' },
    ]),
  ]
}
