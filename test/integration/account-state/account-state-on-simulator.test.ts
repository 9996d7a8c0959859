import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createExchangeClient, type ExchangeClient } from '../../../src/main/exchange'
import type { Channel, ChannelInput, ChannelOutput } from '../../../src/shared/contract'
import type { PositionRow } from '../../../src/shared/channels/account-state'
import type { AppError } from '../../../src/shared/result'
import {
  closeOrderFor,
  futuresDraftToInput,
  type FuturesOrderInput,
} from '../../../src/shared/orders'
import type { SimAccount } from '../../../src/sim'
import { noLimiter } from '../client/sim-fixture'
import { dispatchOk, appSender, startCalmCore, type CoreHarness } from '../hardening/core-harness'

let harness: CoreHarness
let account: SimAccount
let direct: ExchangeClient
const price = '30000'
const futures = { productType: 'USDT-FUTURES', symbol: 'BTCUSDT', marginCoin: 'USDT' } as const

async function answer<C extends Channel>(
  channel: C,
  input: ChannelInput<C>,
): Promise<{ ok: true; data: ChannelOutput<C> } | { ok: false; error: AppError }> {
  return (await harness.core.dispatch(channel, input, appSender)) as
    { ok: true; data: ChannelOutput<C> } | { ok: false; error: AppError }
}
const call = <C extends Channel>(channel: C, input: ChannelInput<C>) =>
  dispatchOk(harness.core, channel, input)

let sequence = 0
async function place(order: FuturesOrderInput): Promise<void> {
  const clientOid = `as-it-${++sequence}`
  await call('orders:place', { form: 'futures', clientOid, order })
  const placed = harness.simulator.admin.orders(account.uid).find((o) => o.clientOid === clientOid)
  if (!placed) throw new Error(`order ${clientOid} did not reach the exchange`)
}
const marketOpen = (side: 'buy' | 'sell', posMode: 'one_way_mode' | 'hedge_mode') =>
  place({
    ...futures,
    positionMode: posMode,
    marginMode: 'crossed',
    side,
    orderType: 'market',
    size: '0.01',
    ...(posMode === 'hedge_mode' ? { tradeSide: 'open' as const } : {}),
  })
const positions = async (): Promise<PositionRow[]> =>
  (await call('account:positions', { productType: futures.productType })).data

beforeAll(async () => {
  ;({ harness, account } = await startCalmCore(price))
  direct = createExchangeClient({
    baseUrl: harness.simulator.baseUrl,
    credentials: async () => ({
      apiKey: account.apiKey,
      secret: account.secret,
      passphrase: account.passphrase,
    }),
    profileKey: 'account-state-it',
    limiter: noLimiter,
  })
})
afterAll(async () => {
  direct.close()
  await harness.close()
})

describe('balances, positions and settings over the contract', () => {
  it('shows the account settings of a symbol from the exchange', async () => {
    const state = await call('account:futuresAccount', futures)
    expect(state.source).toBe('live')
    expect(state.error).toBeNull()
    expect(state.data).toMatchObject({ ...futures, posMode: 'one_way_mode' })
    expect(new Decimal(state.data.available).greaterThan(0)).toBe(true)
    expect(new Decimal(state.data.leverage.crossed).greaterThan(0)).toBe(true)
    expect(await positions()).toEqual([])
  })

  it('one-way: a market buy opens a position; its built close order leaves none', async () => {
    const before = await call('account:futuresAccount', futures)
    await marketOpen('buy', 'one_way_mode')
    const [row, ...others] = await positions()
    expect(others).toEqual([])
    expect(row).toMatchObject({ symbol: 'BTCUSDT', holdSide: 'long', total: '0.01' })
    expect(new Decimal(row!.openPriceAvg).equals(price)).toBe(true)
    expect(row!.roe).not.toBeNull()
    const after = await call('account:futuresAccount', futures)
    expect(new Decimal(after.data.available).lessThan(before.data.available)).toBe(true)

    await place(futuresDraftToInput(closeOrderFor(row!, 'one_way_mode', 'market')))
    expect(await positions()).toEqual([])
  })

  it('refuses a position mode change with 40920 while an order exists, and allows it after cancelling', async () => {
    await place({
      ...futures,
      positionMode: 'one_way_mode',
      marginMode: 'crossed',
      side: 'buy',
      orderType: 'limit',
      price: '20000',
      size: '0.01',
    })
    const refused = await answer('account:setPositionMode', {
      productType: futures.productType,
      posMode: 'hedge_mode',
    })
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.error).toMatchObject({ code: 'EXCHANGE', details: { exchangeCode: '40920' } })

    await direct.cancelAllFuturesOrders({ productType: futures.productType })
    expect(
      await call('account:setPositionMode', {
        productType: futures.productType,
        posMode: 'hedge_mode',
      }),
    ).toEqual({ posMode: 'hedge_mode' })
    expect((await call('account:futuresAccount', futures)).data.posMode).toBe('hedge_mode')
  })

  it('hedge: a market sell opens a short; margin mode is locked until its built close order clears it', async () => {
    await marketOpen('sell', 'hedge_mode')
    const [row] = await positions()
    expect(row).toMatchObject({ holdSide: 'short', total: '0.01', posMode: 'hedge_mode' })
    const isolated = { ...futures, marginMode: 'isolated' } as const
    const refused = await answer('account:setMarginMode', isolated)
    expect(!refused.ok && refused.error.details?.exchangeCode).toBe('45117')

    // A resting limit close holds the whole position; the market close still takes all of it.
    await place(futuresDraftToInput(closeOrderFor(row!, 'hedge_mode', 'limit', '20000')))
    const [held] = await positions()
    expect(held).toMatchObject({ total: '0.01', available: '0' })
    await place(futuresDraftToInput(closeOrderFor(held!, 'hedge_mode', 'market')))
    expect(await positions()).toEqual([])
    const pending = await direct.getPendingFuturesOrders({ productType: futures.productType })
    expect(pending.entrustedList).toEqual([])
    expect(await call('account:setMarginMode', isolated)).toEqual({ marginMode: 'isolated' })
    expect((await call('account:futuresAccount', futures)).data.marginMode).toBe('isolated')
    await call('account:setMarginMode', { ...futures, marginMode: 'crossed' })
  })

  it('changes leverage, and answers a refused leverage with the exchange code', async () => {
    expect(await call('account:setLeverage', { ...futures, leverage: '7' })).toMatchObject({
      crossMarginLeverage: '7',
    })
    expect((await call('account:futuresAccount', futures)).data.leverage.crossed).toBe('7')
    // The same leverage again is 40814 on the exchange: nothing to change, so it is no failure.
    expect(await call('account:setLeverage', { ...futures, leverage: 7 })).toMatchObject({
      crossMarginLeverage: '7',
      marginMode: 'crossed',
    })
    const refused = await answer('account:setLeverage', { ...futures, leverage: '100000' })
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(refused.error.details?.exchangeCode).toMatch(/^4504[45]$/)
  })

  it('spot balances change after a fill', async () => {
    const balances = async () => {
      const { data } = await call('account:spotBalances', {})
      const coin = (name: string) => data.find((asset) => asset.coin === name)?.available ?? '0'
      return { usdt: coin('USDT'), btc: coin('BTC') }
    }
    const before = await balances()
    await call('orders:place', {
      form: 'spot',
      clientOid: `as-it-spot-${++sequence}`,
      order: { symbol: 'BTCUSDT', side: 'buy', orderType: 'market', size: '100' },
    })
    const after = await balances()
    const spent = new Decimal(before.usdt).minus(after.usdt)
    expect(spent.greaterThan(99) && spent.lessThanOrEqualTo(100)).toBe(true)
    expect(new Decimal(after.btc).minus(before.btc).greaterThan(0)).toBe(true)
  })

  it('offline: every dataset answers its last copy with its age and the error', async () => {
    const live = {
      balances: await call('account:spotBalances', {}),
      account: await call('account:futuresAccount', futures),
      positions: await call('account:positions', { productType: futures.productType }),
    }
    await harness.simulator.close()
    const offline = {
      balances: await call('account:spotBalances', {}),
      account: await call('account:futuresAccount', futures),
      positions: await call('account:positions', { productType: futures.productType }),
    }
    for (const key of ['balances', 'account', 'positions'] as const) {
      expect(offline[key]).toMatchObject({
        source: 'cache',
        syncedAt: live[key].syncedAt,
        data: live[key].data,
      })
      expect(offline[key].error?.code).toMatch(/^(NETWORK|OFFLINE|TIMEOUT)$/)
    }
    const other = await answer('account:futuresAccount', { ...futures, symbol: 'ETHUSDT' })
    expect(other.ok).toBe(false)
  })
})
