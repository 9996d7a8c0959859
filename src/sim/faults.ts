import { Rng } from './rng'

/**
 * Injected failures for reliability tests. Rates are probabilities per request (0..1); queued
 * faults hit the next matching requests first. Only paths under `pathPrefix` are affected.
 *  - http-error: answer 500/502/503 without processing the request
 *  - rate-limit: answer 429 without processing
 *  - drop: process the request, then destroy the connection without answering
 *  - malformed-json: process the request, then answer 200 with a truncated JSON body
 */
export type FaultKind = 'http-error' | 'rate-limit' | 'drop' | 'malformed-json'
export const FAULT_KINDS: readonly FaultKind[] = [
  'http-error',
  'rate-limit',
  'drop',
  'malformed-json',
]

export interface FaultSettings {
  latencyMs: number
  errorRate: number
  errorStatuses: number[]
  rateLimitRate: number
  dropRate: number
  malformedRate: number
  /** Added to the exchange clock: server time and timestamp checks drift from the client. */
  clockOffsetMs: number
  pathPrefix: string
}

interface QueuedFault {
  kind: FaultKind
  remaining: number
  status?: number
  /** Only requests to exactly this path; any path under pathPrefix when absent. */
  path?: string
}

interface Fault {
  kind: FaultKind
  status: number
}

export const defaultFaultSettings = (): FaultSettings => ({
  latencyMs: 0,
  errorRate: 0,
  errorStatuses: [500, 502, 503],
  rateLimitRate: 0,
  dropRate: 0,
  malformedRate: 0,
  clockOffsetMs: 0,
  pathPrefix: '/api/',
})

export class Faults {
  settings = defaultFaultSettings()
  queue: QueuedFault[] = []
  private readonly rng: Rng

  constructor(seed: number) {
    this.rng = new Rng(seed ^ 0x5eed_fa17)
  }

  get active(): boolean {
    const s = this.settings
    return (
      this.queue.length > 0 ||
      s.latencyMs > 0 ||
      s.errorRate > 0 ||
      s.rateLimitRate > 0 ||
      s.dropRate > 0 ||
      s.malformedRate > 0
    )
  }

  /** The fault to apply to a request to `path`, if any (consumes queued faults). */
  pick(path: string): Fault | undefined {
    if (!path.startsWith(this.settings.pathPrefix)) return undefined
    const queued = this.queue.find((q) => q.path === undefined || q.path === path)
    if (queued) {
      queued.remaining -= 1
      if (queued.remaining <= 0) this.queue.splice(this.queue.indexOf(queued), 1)
      return { kind: queued.kind, status: queued.status ?? this.errorStatus() }
    }
    const s = this.settings
    if (s.errorRate > 0 && this.rng.next() < s.errorRate)
      return { kind: 'http-error', status: this.errorStatus() }
    if (s.rateLimitRate > 0 && this.rng.next() < s.rateLimitRate)
      return { kind: 'rate-limit', status: 429 }
    if (s.dropRate > 0 && this.rng.next() < s.dropRate) return { kind: 'drop', status: 0 }
    if (s.malformedRate > 0 && this.rng.next() < s.malformedRate)
      return { kind: 'malformed-json', status: 200 }
    return undefined
  }

  latencyFor(path: string): number {
    return path.startsWith(this.settings.pathPrefix) ? this.settings.latencyMs : 0
  }

  private errorStatus(): number {
    return this.rng.pick(
      this.settings.errorStatuses.length > 0 ? this.settings.errorStatuses : [500],
    )
  }
}
