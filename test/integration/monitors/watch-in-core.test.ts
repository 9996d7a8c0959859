import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WatchAlert } from '../../../src/shared/channels/watch-alerts'
import type { WatchChange } from '../../../src/shared/events'
import { newIntentClientOid } from '../../../src/shared/orders/intent-id'
import { appSender, startCoreHarness, type CoreHarness } from '../hardening/core-harness'
import { limitPlanBuy } from '../../support/order-intents'

let harness: CoreHarness
const changes: WatchChange[] = []
const alerts: WatchAlert[] = []

beforeAll(async () => {
  harness = await startCoreHarness({ seed: 5, rateLimits: false })
  harness.core.events.subscribe((event, payload) => {
    if (event === 'watch:changed') changes.push(payload as WatchChange)
    if (event === 'watch:alert') alerts.push(payload as WatchAlert)
  })
})
afterAll(() => harness.close())

describe('the watchers in the running core', () => {
  it('watch the symbol of a trigger order placed through the app and tell when it leaves', async () => {
    const { simulator, core } = harness
    const trigger = new Decimal(simulator.admin.price('ETHUSDT')).times(0.9).toDecimalPlaces(2)
    const placed = await core.dispatch(
      'orders:place',
      {
        form: 'spot-plan',
        clientOid: newIntentClientOid(),
        order: limitPlanBuy('ETHUSDT', trigger.toFixed(), '0.01'),
      },
      appSender,
    )
    expect(placed.ok).toBe(true)
    // The symbol comes from the order log; the next poll (3 s) lists the new trigger order.
    await expect
      .poll(() => changes.map((change) => change.dataset), { timeout: 15_000, interval: 200 })
      .toContain('spot-plan')

    simulator.admin.setPrice('ETHUSDT', trigger.minus(1).toFixed())
    await expect
      .poll(() => alerts.flatMap((alert) => alert.groups.map((group) => group.kind)), {
        timeout: 20_000,
        interval: 200,
      })
      .toContain('plan-left')
  }, 45_000)
})
