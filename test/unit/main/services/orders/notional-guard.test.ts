import { describe, expect, it, vi } from 'vitest'
import { parseFormOrder, type FormOrder } from '../../../../../src/shared/orders'
import { refuseAboveMaxNotional } from '../../../../../src/main/services/orders/notional-guard'
import { btcContract, btcSpot } from '../../../../fixtures/instrument-rules'
import { btcFuturesBuy } from '../../../../support/futures-order'

function parsed(form: FormOrder['form'], order: Record<string, string>): FormOrder {
  const subject = parseFormOrder(form, order)
  if (!subject) throw new Error(`not a ${form} order: ${JSON.stringify(order)}`)
  return subject
}
const spotMarket = (side: 'buy' | 'sell', size: string) =>
  parsed('spot', { symbol: 'BTCUSDT', side, orderType: 'market', size })
const futuresMarket = (size: string, closing: Record<string, string> = {}) =>
  parsed('futures', {
    ...btcFuturesBuy,
    orderType: 'market',
    size,
    ...closing,
  })

function guard(maximum: string | null, lastPrice?: string) {
  return {
    maxNotional: vi.fn(async () => maximum),
    lastPrice: vi.fn(async () => lastPrice),
  }
}

describe('the maximum notional in main', () => {
  it('never refuses an order that only closes: reduce-only in one-way mode, close in hedge mode', async () => {
    const deps = guard('1000', '60000')
    await expect(
      refuseAboveMaxNotional(deps, 'p-1', futuresMarket('1', { reduceOnly: 'YES' }), btcContract),
    ).resolves.toBeUndefined()
    await expect(
      refuseAboveMaxNotional(
        deps,
        'p-1',
        futuresMarket('1', { positionMode: 'hedge_mode', tradeSide: 'close' }),
        btcContract,
      ),
    ).resolves.toBeUndefined()
    await expect(
      refuseAboveMaxNotional(deps, 'p-1', futuresMarket('1'), btcContract),
    ).rejects.toMatchObject({ code: 'ABOVE_MAX_NOTIONAL' })
  })

  it('with no maximum set, never looks up a price and lets every order through', async () => {
    const deps = guard(null)
    await expect(
      refuseAboveMaxNotional(deps, 'p-1', spotMarket('sell', '1000'), btcSpot),
    ).resolves.toBeUndefined()
    expect(deps.maxNotional).toHaveBeenCalledWith('p-1')
    expect(deps.lastPrice).not.toHaveBeenCalled()
  })

  it('values a spot market sell at the symbol’s last price', async () => {
    const deps = guard('1000', '60000')
    await expect(
      refuseAboveMaxNotional(deps, 'p-1', spotMarket('sell', '0.02'), btcSpot),
    ).rejects.toMatchObject({
      code: 'ABOVE_MAX_NOTIONAL',
      details: { notional: { value: '1200', maximum: '1000', coin: 'USDT' } },
    })
    expect(deps.lastPrice).toHaveBeenCalledWith('BTCUSDT')
  })

  it('takes a spot market buy’s size as its value, without a last price', async () => {
    const deps = guard('1000')
    await expect(
      refuseAboveMaxNotional(deps, 'p-1', spotMarket('buy', '1000'), btcSpot),
    ).resolves.toBeUndefined()
    await expect(
      refuseAboveMaxNotional(deps, 'p-1', spotMarket('buy', '1000.5'), btcSpot),
    ).rejects.toMatchObject({ code: 'ABOVE_MAX_NOTIONAL' })
    expect(deps.lastPrice).not.toHaveBeenCalled()
  })

  it('values a futures market order at the base coin’s USDT price, as the form does', async () => {
    const deps = guard('1000', '60000')
    await expect(
      refuseAboveMaxNotional(deps, 'p-1', futuresMarket('0.01'), btcContract),
    ).resolves.toBeUndefined()
    expect(deps.lastPrice).toHaveBeenCalledWith(`${btcContract.baseCoin}USDT`)
  })

  it('refuses a market order it cannot value while a maximum is set, and says why', async () => {
    await expect(
      refuseAboveMaxNotional(guard('1000'), 'p-1', futuresMarket('0.01'), btcContract),
    ).rejects.toMatchObject({
      code: 'UNPRICED_NOTIONAL',
      details: { notional: { maximum: '1000', coin: 'USDT' } },
    })
  })
})
