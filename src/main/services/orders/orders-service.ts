import type { OrderIntent, OrderLog, OrderLogEntry } from '@shared/channels/orders'
import type { ProfileMeta } from '@shared/profiles'
import {
  futuresOrderLimits,
  parseFormOrder,
  spotOrderLimits,
  spotPlanOrderLimits,
  type FieldIssue,
  type FormOrder,
  type InstrumentRules,
  type SpotOrderInput,
} from '@shared/orders'
import { AppFailure } from '@shared/result'
import type { OrderOutcome } from '../../exchange'
import { ExchangeError } from '../../exchange'
import type { InstrumentMarket } from '../instruments'
import { refuseAboveMaxNotional, type NotionalGuardDeps } from './notional-guard'
import { intentFromLog, newEntry } from './order-intent'
import type { OrderLogStore } from './order-log-store'

/** The parts of the exchange client that place and resolve orders. */
export interface OrderClient {
  placeOrderSafely(intent: OrderIntent): Promise<OrderOutcome>
  resolveOrder(intent: OrderIntent): Promise<OrderOutcome>
  placeSpotOrder(order: SpotOrderInput): Promise<{ orderId?: string }>
}

export interface OrdersDeps {
  /** The active profile; throws NO_PROFILE when there is none. */
  activeProfile: () => ProfileMeta
  activeProfileId: () => string | null
  profileById: (id: string) => ProfileMeta | undefined
  clientFor: (profile: ProfileMeta) => OrderClient
  rulesFor: (market: InstrumentMarket, symbol: string) => Promise<InstrumentRules | undefined>
  guard: NotionalGuardDeps
  log: Pick<OrderLogStore, 'entries' | 'find' | 'put' | 'profileIds'>
  emit: (entry: OrderLogEntry) => void
  now?: () => number
  /** Waits before each check of an unknown outcome; the last delay repeats. */
  checkDelaysMs?: number[]
  onError?: (message: string, error: unknown) => void
}

const unreadableIntent = new AppFailure(
  'INTERNAL',
  "The order log's record of this order no longer reads as an order, so the app cannot look it up: check it on the exchange's website",
).toAppError()

const unsettled = (entry: OrderLogEntry) =>
  entry.status === 'sending' || entry.status === 'unknown' || entry.status === 'checking'

/**
 * Places each confirmed order intent exactly once. The intent is written to the log before it is
 * sent; an answer that is lost leaves it `unknown`, and it is checked (through its clientOid) until
 * the exchange tells whether it holds the order, also after a restart.
 */
export class OrdersService {
  private readonly running = new Map<string, Promise<OrderLogEntry>>()
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()
  private readonly checking = new Set<string>()
  private readonly now: () => number
  private readonly delays: number[]
  private closed = false

  constructor(private readonly deps: OrdersDeps) {
    this.now = deps.now ?? Date.now
    this.delays = deps.checkDelaysMs ?? [500, 1_000, 2_000, 5_000, 15_000, 30_000]
  }

  async log(): Promise<OrderLog> {
    const profileId = this.deps.activeProfileId()
    return { profileId, entries: profileId ? [...(await this.deps.log.entries(profileId))] : [] }
  }

  /** One intent, one order: a clientOid seen before answers with its entry and sends nothing. */
  place(intent: OrderIntent): Promise<OrderLogEntry> {
    const profile = this.deps.activeProfile()
    const key = `${profile.id}|${intent.clientOid}`
    const running = this.running.get(key)
    if (running) return running
    const task = this.placeOnce(profile, intent).finally(() => this.running.delete(key))
    this.running.set(key, task)
    return task
  }

  /** Resumes the intents a previous run left without an outcome. */
  async recover(): Promise<void> {
    for (const profileId of await this.deps.log.profileIds()) {
      const profile = this.deps.profileById(profileId)
      if (!profile) continue
      for (const entry of await this.deps.log.entries(profileId)) {
        if (!unsettled(entry)) continue
        if (!entry.clientOidSent) this.update(entry, { status: 'unverifiable' })
        else this.scheduleCheck(profile, entry, 0)
      }
    }
  }

  close(): void {
    this.closed = true
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }

  private async placeOnce(profile: ProfileMeta, intent: OrderIntent): Promise<OrderLogEntry> {
    const known = await this.deps.log.find(profile.id, intent.clientOid)
    if (known) return known
    const order = parseFormOrder(intent.form, intent.order)
    if (!order)
      throw new AppFailure('VALIDATION', 'The order does not read as an order of its form')
    const rules = await this.rulesOf(order)
    this.checkLimits(order, rules)
    await refuseAboveMaxNotional(this.deps.guard, profile.id, order, rules)
    const entry = newEntry(profile.id, intent, this.now())
    await this.deps.log.put(entry)
    this.deps.emit(entry)

    const client = this.deps.clientFor(profile)
    const outcome =
      intent.form === 'spot' && !entry.clientOidSent
        ? await this.sendWithoutClientOid(client, intent)
        : await this.send(client, intent)
    const next = this.apply(entry, outcome, false)
    if (next.status === 'unknown') this.scheduleCheck(profile, next, 0)
    return next
  }

  private rulesOf(input: FormOrder): Promise<InstrumentRules | undefined> {
    return input.form === 'futures'
      ? this.deps.rulesFor(
          { market: 'futures', productType: input.order.productType },
          input.order.symbol,
        )
      : this.deps.rulesFor({ market: 'spot' }, input.order.symbol)
  }

  private checkLimits(input: FormOrder, rules: InstrumentRules | undefined): void {
    if (!rules) return
    const issues: FieldIssue[] =
      input.form === 'futures'
        ? futuresOrderLimits(input.order, rules)
        : input.form === 'spot'
          ? spotOrderLimits(input.order, rules)
          : spotPlanOrderLimits(input.order, rules)
    if (issues.length === 0) return
    const described = issues.map((issue) => ({
      path: `order.${issue.path}`,
      message: issue.message,
    }))
    throw new AppFailure(
      'VALIDATION',
      `The order does not meet the instrument's rules: ${described.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
      {
        issues: described,
      },
    )
  }

  private async send(client: OrderClient, intent: OrderIntent): Promise<OrderOutcome> {
    try {
      return await client.placeOrderSafely(intent)
    } catch (error) {
      return this.unexpected(intent.clientOid, error)
    }
  }

  /** Spot TP/SL: no clientOid to find it by, so a lost answer can never be checked or re-sent. */
  private async sendWithoutClientOid(
    client: OrderClient,
    intent: Extract<OrderIntent, { form: 'spot' }>,
  ): Promise<OrderOutcome | 'unverifiable'> {
    const { clientOid } = intent
    try {
      const ack = await client.placeSpotOrder(intent.order)
      return ack.orderId === undefined
        ? { outcome: 'placed', clientOid }
        : { outcome: 'placed', clientOid, orderId: ack.orderId }
    } catch (error) {
      if (error instanceof ExchangeError && error.mayHaveBeenProcessed) return 'unverifiable'
      if (error instanceof AppFailure) return { outcome: 'rejected', clientOid, error }
      return this.unexpected(clientOid, error)
    }
  }

  /** A fault of ours after the request may have left: treat it as a lost answer, never as "not sent". */
  private unexpected(clientOid: string, error: unknown): OrderOutcome {
    this.deps.onError?.('placing an order failed unexpectedly', error)
    return { outcome: 'unknown', clientOid }
  }

  private apply(
    entry: OrderLogEntry,
    outcome: OrderOutcome | 'unverifiable',
    afterUnknown: boolean,
  ): OrderLogEntry {
    if (outcome === 'unverifiable') return this.update(entry, { status: 'unverifiable' })
    const orderId = outcome.orderId ?? entry.orderId
    const error = outcome.error?.toAppError()
    switch (outcome.outcome) {
      case 'placed':
        return this.update(entry, {
          status: 'placed',
          resolved: afterUnknown,
          ...(orderId ? { orderId } : {}),
          error: undefined,
        })
      case 'rejected':
        return this.update(entry, {
          status: 'rejected',
          resolved: afterUnknown,
          ...(error ? { error } : {}),
        })
      case 'unknown':
        return this.update(entry, { status: 'unknown', ...(error ? { error } : {}) })
    }
  }

  /**
   * Tells the entry's new state at once and writes it behind. Only the intent must be written
   * before it is sent (placeOnce); a later state that a crash keeps from the log is found again
   * by checking the exchange at the next start.
   */
  private update(entry: OrderLogEntry, change: Partial<OrderLogEntry>): OrderLogEntry {
    const next: OrderLogEntry = { ...entry, ...change, updatedAt: this.now() }
    if (next.error === undefined) delete next.error
    this.deps.log
      .put(next)
      .catch((error: unknown) => this.deps.onError?.('writing the order log failed', error))
    this.deps.emit(next)
    return next
  }

  private scheduleCheck(profile: ProfileMeta, entry: OrderLogEntry, attempt: number): void {
    if (this.closed || this.checking.has(entry.clientOid)) return
    this.checking.add(entry.clientOid)
    const delay = this.delays[Math.min(attempt, this.delays.length - 1)] ?? 1_000
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void this.check(profile, entry, attempt)
    }, delay)
    this.timers.add(timer)
  }

  private async check(profile: ProfileMeta, entry: OrderLogEntry, attempt: number): Promise<void> {
    let current = entry
    try {
      const intent = intentFromLog(entry)
      if (!intent) {
        current = this.update(entry, { status: 'unverifiable', error: unreadableIntent })
        return
      }
      current = this.update(entry, { status: 'checking' })
      let outcome: OrderOutcome
      try {
        outcome = await this.deps.clientFor(profile).resolveOrder(intent)
      } catch (error) {
        outcome = this.unexpected(entry.clientOid, error)
      }
      current = this.apply(current, outcome, true)
    } catch (error) {
      this.deps.onError?.('checking an order failed', error)
    } finally {
      this.checking.delete(entry.clientOid)
    }
    if (unsettled(current)) this.scheduleCheck(profile, current, attempt + 1)
  }
}
