import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OrderLog, OrderLogEntry, OrderIntent } from '../../../src/shared/channels/orders'
import { appSender, seededRandom, startCoreHarness, type CoreHarness } from './core-harness'
import { faultPhases } from './fault-phases'
import { inPool } from './pool'
import { futuresBuy, planBuy, spotBuy } from './resting-book'

/** The first three phases carry the most intents: their faults lose answers. */
const intentsPerPhase: Record<string, number> = {
  'random latency': 90,
  '5xx': 90,
  'process-then-drop': 90,
}
const phases = faultPhases.map((phase) => ({
  ...phase,
  intents: intentsPerPhase[phase.name] ?? 60,
}))

const settled = new Set(['placed', 'rejected'])
const random = seededRandom(9)
let harness: CoreHarness
const changes: OrderLogEntry[] = []

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

/** Far from the market so nothing fills and every order stays visible on the exchange. */
function intent(index: number, spotPrice: number): OrderIntent {
  const clientOid = `fi-${index}-${Math.floor(random() * 1e9)}`
  const restingBuy = String(Math.floor(spotPrice * (0.4 + random() * 0.1)))
  const kind = pick(['spot', 'spot', 'spot-plan', 'futures', 'futures', 'unknown-symbol'] as const)
  switch (kind) {
    case 'spot':
      return spotBuy('BTCUSDT', clientOid, restingBuy, '0.0002')
    case 'unknown-symbol':
      return spotBuy('NOPEUSDT', clientOid, '1', '10')
    case 'spot-plan':
      return planBuy(clientOid, String(Math.floor(spotPrice * 2)))
    case 'futures':
      return futuresBuy('BTCUSDT', clientOid, restingBuy, '0.001')
  }
}

async function orderLog(): Promise<OrderLogEntry[]> {
  const result = await harness.core.dispatch('orders:log', {}, appSender)
  if (!result.ok) throw new Error(`orders:log failed: ${JSON.stringify(result.error)}`)
  return (result.data as OrderLog).entries
}

beforeAll(async () => {
  harness = await startCoreHarness({ seed: 21, rateLimits: false })
  harness.core.events.subscribe((event, payload) => {
    if (event === 'orders:changed') changes.push(payload as OrderLogEntry)
  })
})

afterAll(() => harness.close())

describe('orders under injected faults', () => {
  it('places every intent at most once and settles every outcome', async () => {
    const started = Date.now()
    const { simulator } = harness
    const intents: OrderIntent[] = []
    const refusedBeforeSending = new Map<string, string>()

    for (const phase of phases) {
      simulator.admin.resetFaults()
      simulator.admin.setRateLimits(phase.rateLimits ?? false)
      simulator.admin.setFaults(phase.faults)
      const spotPrice = Number(simulator.admin.price('BTCUSDT'))
      const batch = Array.from({ length: phase.intents }, (_, index) =>
        intent(intents.length + index, spotPrice),
      )
      intents.push(...batch)
      await inPool(batch, async (input) => {
        if (phase.name === 'random latency')
          simulator.admin.setFaults({ latencyMs: Math.floor(random() * 30) })
        const result = await harness.core.dispatch('orders:place', input, appSender)
        if (!result.ok) refusedBeforeSending.set(input.clientOid, result.error.code)
      })
    }
    simulator.admin.resetFaults()
    simulator.admin.setRateLimits(false)
    await vi.waitFor(
      async () =>
        expect((await orderLog()).filter((entry) => !settled.has(entry.status))).toEqual([]),
      { timeout: 60_000, interval: 200 },
    )
    const entries = await orderLog()

    const onExchange = simulator.admin
      .accounts()
      .flatMap((account) => simulator.admin.orders(account.uid))
      .map((order) => order.clientOid)
      .filter((clientOid) => clientOid.startsWith('fi-'))
    const placed = entries.filter((entry) => entry.status === 'placed')
    const rejected = entries.filter((entry) => entry.status === 'rejected')
    const summary = {
      intents: intents.length,
      placed: placed.length,
      rejected: rejected.length,
      refusedBeforeSending: refusedBeforeSending.size,
      resolvedAfterUnknown: entries.filter((entry) => entry.resolved).length,
      retries: changes.filter((entry) => entry.status === 'checking').length,
      rejectedBy: rejected.reduce<Record<string, number>>((counts, entry) => {
        const reason = String(entry.error?.details?.exchangeCode ?? entry.error?.code)
        return { ...counts, [reason]: (counts[reason] ?? 0) + 1 }
      }, {}),
      seconds: Math.round((Date.now() - started) / 100) / 10,
    }
    console.log(`fault injection summary: ${JSON.stringify(summary)}`)

    expect(intents.length).toBeGreaterThanOrEqual(500)
    // Every intent has exactly one final outcome in the app.
    expect(entries.filter((entry) => !settled.has(entry.status))).toEqual([])
    expect(entries.length + refusedBeforeSending.size).toBe(intents.length)
    expect(new Set(entries.map((entry) => entry.clientOid)).size).toBe(entries.length)
    // None duplicated on the exchange, none lost, none the app calls rejected.
    expect(onExchange.length).toBe(new Set(onExchange).size)
    expect([...onExchange].sort()).toEqual(placed.map((entry) => entry.clientOid).sort())
    for (const clientOid of refusedBeforeSending.keys()) expect(onExchange).not.toContain(clientOid)
    // Orders the exchange cannot take are rejected, never placed.
    const unknownSymbol = new Set(
      intents.filter((input) => input.order.symbol === 'NOPEUSDT').map((input) => input.clientOid),
    )
    expect(placed.filter((entry) => unknownSymbol.has(entry.clientOid))).toEqual([])
    // The faults did bite: answers were lost and resolved through the clientOid.
    expect(summary.resolvedAfterUnknown).toBeGreaterThan(10)
    expect(summary.placed).toBeGreaterThan(intents.length / 2)
  }, 150_000)
})
