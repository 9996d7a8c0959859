import { describe, expect, it } from 'vitest'
import {
  checkFuturesOrder,
  closeOrderFor,
  closeSizeIssues,
  futuresDraftToInput,
  type ClosablePosition,
} from '../../../../src/shared/orders'

const long: ClosablePosition = {
  productType: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
  marginCoin: 'USDT',
  marginMode: 'crossed',
  holdSide: 'long',
  total: '0.5',
  available: '0.2',
}
const short: ClosablePosition = { ...long, holdSide: 'short' }

describe('the order that closes a position', () => {
  it('hedge mode: tradeSide close with the position side, no reduceOnly', () => {
    const input = futuresDraftToInput(closeOrderFor(long, 'hedge_mode', 'market'))
    expect(input).toMatchObject({
      side: 'buy',
      tradeSide: 'close',
      orderType: 'market',
      size: '0.5',
    })
    expect(input).not.toHaveProperty('reduceOnly')
    expect(futuresDraftToInput(closeOrderFor(short, 'hedge_mode', 'market')).side).toBe('sell')
  })

  it('one-way mode: reduce-only on the opposite side, no tradeSide', () => {
    const input = futuresDraftToInput(closeOrderFor(long, 'one_way_mode', 'market'))
    expect(input).toMatchObject({ side: 'sell', reduceOnly: 'YES', size: '0.5' })
    expect(input).not.toHaveProperty('tradeSide')
    expect(futuresDraftToInput(closeOrderFor(short, 'one_way_mode', 'market')).side).toBe('buy')
  })

  it('a limit close carries the price and only the free part of the position', () => {
    const input = futuresDraftToInput(closeOrderFor(short, 'hedge_mode', 'limit', '31000.5'))
    expect(input).toMatchObject({ orderType: 'limit', price: '31000.5', size: '0.2', force: 'gtc' })
  })

  it('builds a request the order form accepts', () => {
    for (const mode of ['hedge_mode', 'one_way_mode'] as const) {
      const checked = checkFuturesOrder(
        futuresDraftToInput(closeOrderFor(long, mode, 'limit', '1')),
      )
      expect(checked.issues).toEqual([])
    }
  })
})

describe('the size of a close', () => {
  it('may be part of what can be closed, never more; exact decimals, not floats', () => {
    expect(closeSizeIssues('0.2', '0.2', 'BTC')).toEqual([])
    expect(closeSizeIssues('0.05', '0.2', 'BTC')).toEqual([])
    expect(closeSizeIssues('0.30000000000000001', '0.3', 'BTC')).toMatchObject([
      { path: 'size', rule: 'aboveMaxSize', params: { max: '0.3', coin: 'BTC' } },
    ])
  })

  it('leaves text that is not a number to the schema', () => {
    expect(closeSizeIssues('', '0.2', 'BTC')).toEqual([])
    expect(closeSizeIssues('abc', '0.2', 'BTC')).toEqual([])
  })
})
