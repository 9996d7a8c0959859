import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Channel, ChannelInput } from '../../../src/shared/contract'
import type { Result } from '../../../src/shared/result'
import type { SimAccount } from '../../../src/sim'
import { futuresIntent, futuresLimitBuy } from '../../support/order-intents'
import { appSender, startCalmCore, type CoreHarness } from '../hardening/core-harness'

let harness: CoreHarness
let account: SimAccount

const dispatch = <C extends Channel>(channel: C, input: ChannelInput<C>) =>
  harness.core.dispatch(channel, input, appSender) as Promise<Result<unknown>>
const reached = (clientOid: string) =>
  harness.simulator.admin.orders(account.uid).filter((order) => order.clientOid === clientOid)

const futuresLimit = (clientOid: string, size: string) =>
  dispatch('orders:place', futuresIntent(futuresLimitBuy('20000', size), clientOid))

beforeAll(async () => {
  ;({ harness, account } = await startCalmCore('30000'))
  expect(await dispatch('orders:saveSettings', { maxNotional: '1000' })).toMatchObject({
    ok: true,
    data: { maxNotional: '1000' },
  })
})
afterAll(() => harness.close())

describe('orders:place above the profile’s maximum notional', () => {
  it('is refused with ABOVE_MAX_NOTIONAL, and neither the exchange nor the order log sees it', async () => {
    // 0.06 × 20000 = 1200 USDT > 1000
    const answer = await futuresLimit('fat-finger-it-1', '0.06')
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'ABOVE_MAX_NOTIONAL',
        details: { notional: { value: '1200', maximum: '1000', coin: 'USDT' } },
      },
    })
    expect(reached('fat-finger-it-1')).toEqual([])
    const log = await dispatch('orders:log', {})
    expect(log).toMatchObject({ ok: true })
    expect(JSON.stringify(log)).not.toContain('fat-finger-it-1')
  })

  it('refuses a spot market buy whose quote size is above the maximum', async () => {
    const answer = await dispatch('orders:place', {
      form: 'spot',
      clientOid: 'fat-finger-it-2',
      order: { symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size: '1500' },
    })
    expect(answer).toMatchObject({ ok: false, error: { code: 'ABOVE_MAX_NOTIONAL' } })
    expect(reached('fat-finger-it-2')).toEqual([])
  })

  it('lets an order at exactly the maximum through to the exchange', async () => {
    // 0.05 × 20000 = 1000 USDT
    expect(await futuresLimit('fat-finger-it-3', '0.05')).toMatchObject({
      ok: true,
      data: { status: 'placed' },
    })
    expect(reached('fat-finger-it-3')).toHaveLength(1)
  })

  it('refuses a maximum that is not a positive decimal', async () => {
    for (const maxNotional of ['0', '-5', '1e6', ''])
      expect(await dispatch('orders:saveSettings', { maxNotional })).toMatchObject({
        ok: false,
        error: { code: 'VALIDATION' },
      })
  })

  it('lets the larger order through once the maximum is removed', async () => {
    await dispatch('orders:saveSettings', { maxNotional: null })
    expect(await futuresLimit('fat-finger-it-4', '0.06')).toMatchObject({ ok: true })
    expect(reached('fat-finger-it-4')).toHaveLength(1)
  })
})
