import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channel, ChannelInput } from '../../../src/shared/contract'
import type { SimAccount } from '../../../src/sim'
import { dispatchOk, appSender, startCalmCore, type CoreHarness } from '../hardening/core-harness'

let harness: CoreHarness
let account: SimAccount

const call = <C extends Channel>(channel: C, input: ChannelInput<C>) =>
  dispatchOk(harness.core, channel, input)

beforeAll(async () => {
  ;({ harness, account } = await startCalmCore('30000'))
})
afterAll(() => harness.close())

describe('spot open and trigger orders over the contract', () => {
  it('serves the last copy with its age and the error when the simulator is down', async () => {
    await call('orders:place', {
      form: 'spot',
      clientOid: 'oo-it-spot',
      order: { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '20000', size: '0.001' },
    })
    await call('orders:place', {
      form: 'spot-plan',
      clientOid: 'oo-it-plan',
      order: {
        symbol: 'BTCUSDT',
        side: 'buy',
        triggerPrice: '25000',
        triggerType: 'fill_price',
        orderType: 'limit',
        executePrice: '24000',
        size: '0.001',
      },
    })
    const held = harness.simulator.admin.orders(account.uid).map((order) => order.clientOid)
    expect(held).toEqual(expect.arrayContaining(['oo-it-spot', 'oo-it-plan']))

    const live = {
      open: await call('orders:spotOpen', {}),
      plans: await call('orders:spotPlanOpen', { symbol: 'BTCUSDT' }),
    }
    expect(live.open).toMatchObject({ source: 'live', error: null })
    expect(live.open.data.map((order) => order.clientOid)).toContain('oo-it-spot')
    expect(live.plans.data.map((order) => order.clientOid)).toContain('oo-it-plan')

    await harness.simulator.close()
    const offline = {
      open: await call('orders:spotOpen', {}),
      plans: await call('orders:spotPlanOpen', { symbol: 'BTCUSDT' }),
    }
    for (const key of ['open', 'plans'] as const) {
      expect(offline[key]).toMatchObject({
        source: 'cache',
        syncedAt: live[key].syncedAt,
        data: live[key].data,
      })
      expect(offline[key].error?.code).toMatch(/^(NETWORK|OFFLINE|TIMEOUT)$/)
    }
    const other = await harness.core.dispatch(
      'orders:spotPlanOpen',
      { symbol: 'ETHUSDT' },
      appSender,
    )
    expect(other.ok).toBe(false)
  })
})
