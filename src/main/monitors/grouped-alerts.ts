interface AlertGroup<Kind extends string, Event extends { kind: Kind }> {
  kind: Kind
  count: number
  /** Up to a few of the events of this kind, to name them. */
  samples: Event[]
}

interface GroupedAlert<Kind extends string, Event extends { kind: Kind }> {
  profileId: string
  groups: AlertGroup<Kind, Event>[]
}

interface GroupedAlertsOptions<Kind extends string, Event extends { kind: Kind }> {
  /** Every kind, in the order groups are listed. */
  kinds: readonly Kind[]
  /** Whether an event is notified at all (its toggle is on). */
  wanted: (event: Event) => boolean
  deliver: (alert: GroupedAlert<Kind, Event>) => void
  /** Events this close together make one alert. */
  burstWindowMs?: number
  /** At most one alert this often; events in between wait and join the next one. */
  minGapMs?: number
  /**
   * Events that only echo the trader's own action (a new order, an amend). An alert of echoes
   * holds back other echoes, never what the exchange did (a fill, a cancel): placing an order that
   * fills at once tells the fill within the second.
   */
  isEcho?: (event: Event) => boolean
  samplesPerGroup?: number
  now?: () => number
}

/**
 * Short, so that a pushed fill is told within the second; the events of one fetch arrive together
 * anyway, and the spacing below is what keeps a busy market from spamming.
 */
const defaultBurstWindowMs = 150

/**
 * Turns events into alerts that never spam: events of a burst are grouped by kind (one group per
 * kind, with a count and a few samples), and alerts are spaced out.
 */
export class GroupedAlerts<Kind extends string, Event extends { kind: Kind }> {
  private buffered: { profileId: string; events: Event[] } | undefined
  private timer: { handle: ReturnType<typeof setTimeout>; dueAt: number } | undefined
  private lastDeliveredAt = Number.NEGATIVE_INFINITY
  /** The last alert that told something other than echoes. */
  private lastNewsAt = Number.NEGATIVE_INFINITY
  private readonly now: () => number

  constructor(private readonly options: GroupedAlertsOptions<Kind, Event>) {
    this.now = options.now ?? Date.now
  }

  push(profileId: string, events: readonly Event[]): void {
    const wanted = events.filter((event) => this.options.wanted(event))
    if (wanted.length === 0) return
    if (this.buffered && this.buffered.profileId !== profileId) this.flush()
    this.buffered ??= { profileId, events: [] }
    this.buffered.events.push(...wanted)
    const now = this.now()
    const window = this.options.burstWindowMs ?? defaultBurstWindowMs
    const spacedFrom = this.buffered.events.some((event) => !this.isEcho(event))
      ? this.lastNewsAt
      : this.lastDeliveredAt
    const dueAt = now + Math.max(window, spacedFrom + (this.options.minGapMs ?? 10_000) - now)
    if (this.timer && this.timer.dueAt <= dueAt) return
    clearTimeout(this.timer?.handle)
    this.timer = { handle: setTimeout(() => this.flush(), dueAt - now), dueAt }
  }

  private isEcho(event: Event): boolean {
    return this.options.isEcho?.(event) ?? false
  }

  /** Delivers what is buffered now (also when the profile changes). */
  flush(): void {
    clearTimeout(this.timer?.handle)
    this.timer = undefined
    const buffered = this.buffered
    this.buffered = undefined
    if (!buffered) return
    const samples = this.options.samplesPerGroup ?? 3
    const groups = this.options.kinds
      .map((kind) => {
        const ofKind = buffered.events.filter((event) => event.kind === kind)
        return { kind, count: ofKind.length, samples: ofKind.slice(0, samples) }
      })
      .filter((group) => group.count > 0)
    this.lastDeliveredAt = this.now()
    if (buffered.events.some((event) => !this.isEcho(event))) this.lastNewsAt = this.lastDeliveredAt
    this.options.deliver({ profileId: buffered.profileId, groups })
  }

  /** Drops what is buffered (profile switched off, app closing). */
  clear(): void {
    clearTimeout(this.timer?.handle)
    this.timer = undefined
    this.buffered = undefined
  }
}
