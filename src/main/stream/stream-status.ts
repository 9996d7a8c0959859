import type { LinkState, StreamMode, StreamStatus } from '@shared/channels/stream'
import type { NetStatus } from '@shared/events'
import type { log } from '../log'

interface StreamStatusDeps {
  /** Whether the exchange's REST answers reach the app (Connectivity). */
  net: () => NetStatus
  /** Without a profile there is no private stream: the public one decides the mode. */
  hasProfile: () => boolean
  now: () => number
  emit: (status: StreamStatus) => void
  log: Pick<typeof log, 'info' | 'warn'>
}

interface Link {
  state: LinkState
  reason?: string | undefined
}

type Side = 'public' | 'private'

/**
 * The stream's status from its two sockets and the network state: `live` while the socket that
 * carries the account (the public one without a profile) is live, `offline` when the exchange is not
 * reached and no socket is live, `polling` otherwise. Emits only when something changed.
 */
export class StreamStatusTracker {
  private readonly links: Record<Side, Link> = {
    public: { state: 'unavailable' },
    private: { state: 'unavailable' },
  }
  private status: StreamStatus

  constructor(private readonly deps: StreamStatusDeps) {
    this.status = { ...this.compute(), since: deps.now() }
  }

  current(): StreamStatus {
    return this.status
  }

  setPublic(state: LinkState, reason?: string): void {
    this.setLink('public', state, reason)
  }

  setPrivate(state: LinkState, reason?: string): void {
    this.setLink('private', state, reason)
  }

  /** The network state or the active profile changed. */
  refresh(): void {
    const next = this.compute()
    const previous = this.status
    if (
      next.mode === previous.mode &&
      next.public === previous.public &&
      next.private === previous.private &&
      next.reason === previous.reason
    )
      return
    const since = next.mode === previous.mode ? previous.since : this.deps.now()
    this.status = { ...next, since }
    if (next.mode !== previous.mode)
      this.deps.log.info('stream mode', {
        mode: next.mode,
        ...(next.reason ? { reason: next.reason } : {}),
      })
    this.deps.emit(this.status)
  }

  private setLink(side: Side, state: LinkState, reason?: string): void {
    const link = this.links[side]
    if (link.state === state && link.reason === reason) return
    this.links[side] = { state, reason }
    if (state === 'down' || state === 'refused')
      this.deps.log.warn(`the ${side} stream is ${state}`, reason ? { reason } : {})
    this.refresh()
  }

  private compute(): Omit<StreamStatus, 'since'> {
    const { public: pub, private: priv } = this.links
    const side: Side = this.deps.hasProfile() ? 'private' : 'public'
    const links = { public: pub.state, private: priv.state }
    if (this.links[side].state === 'live') return { mode: 'live', ...links }
    const net = this.deps.net()
    const mode: StreamMode =
      net.state === 'offline' && pub.state !== 'live' && priv.state !== 'live'
        ? 'offline'
        : 'polling'
    const reason =
      mode === 'offline'
        ? `the exchange is not reached${net.reason ? ` (${net.reason})` : ''}`
        : linkReason(side, this.links[side])
    return { mode, ...links, reason }
  }
}

function linkReason(side: Side, link: Link): string {
  const because = link.reason ? `: ${link.reason}` : ''
  switch (link.state) {
    case 'connecting':
      return `connecting to the ${side} stream`
    case 'down':
      return `the ${side} stream is disconnected${because}`
    case 'refused':
      return `the exchange refused the ${side} stream${because}`
    case 'unavailable':
    case 'live':
      return link.reason ?? `the ${side} stream is not available`
  }
}
