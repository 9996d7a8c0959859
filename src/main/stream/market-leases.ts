import type { MarketTopic } from '@shared/channels/stream'
import { topicKey } from './market-topics'

interface Lease {
  topics: Map<string, MarketTopic>
  expiresAt: number
}

interface FollowOutcome {
  leaseId: string
  expiresAt: number
  /** Topics this lease did not hold before the call. */
  added: MarketTopic[]
}

/** Who follows which market topics. A lease lives `ttlMs` after its last renewal. */
export class MarketLeases {
  private readonly leases = new Map<string, Lease>()

  constructor(
    private readonly ttlMs: number,
    private readonly newId: () => string,
  ) {}

  /** Renews a known lease with these topics, or opens a new one (an unknown id is no error). */
  follow(leaseId: string | undefined, topics: readonly MarketTopic[], now: number): FollowOutcome {
    const previous = leaseId === undefined ? undefined : this.leases.get(leaseId)
    const id = previous && leaseId !== undefined ? leaseId : this.newId()
    const next = new Map(topics.map((topic) => [topicKey(topic), topic]))
    const added = [...next].filter(([key]) => !previous?.topics.has(key)).map(([, topic]) => topic)
    const expiresAt = now + this.ttlMs
    this.leases.set(id, { topics: next, expiresAt })
    return { leaseId: id, expiresAt, added }
  }

  unfollow(leaseId: string): boolean {
    return this.leases.delete(leaseId)
  }

  /** Drops every lease not renewed in time; true when one was dropped. */
  expire(now: number): boolean {
    let dropped = false
    for (const [id, lease] of this.leases) {
      if (lease.expiresAt > now) continue
      this.leases.delete(id)
      dropped = true
    }
    return dropped
  }

  /** When the next lease runs out, if any is held. */
  nextExpiry(): number | undefined {
    let next: number | undefined
    for (const lease of this.leases.values())
      if (next === undefined || lease.expiresAt < next) next = lease.expiresAt
    return next
  }

  /** The union of every lease's topics, by topic key. */
  wanted(): Map<string, MarketTopic> {
    const union = new Map<string, MarketTopic>()
    for (const lease of this.leases.values())
      for (const [key, topic] of lease.topics) union.set(key, topic)
    return union
  }

  clear(): void {
    this.leases.clear()
  }

  get size(): number {
    return this.leases.size
  }
}
