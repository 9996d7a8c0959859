import { describe, expect, it } from 'vitest'
import {
  symbolMatches,
  type SymbolOption,
} from '../../../../src/renderer/src/views/trade/workspace/symbol-matches'

const spot = (symbol: string, favourite = false): SymbolOption => ({
  instrument: { market: 'spot', symbol },
  key: `SPOT:${symbol}`,
  tradable: true,
  favourite,
})
const futures = (symbol: string, favourite = false): SymbolOption => ({
  instrument: { market: 'futures', productType: 'USDT-FUTURES', symbol },
  key: `USDT-FUTURES:${symbol}`,
  tradable: true,
  favourite,
})
const names = (options: SymbolOption[]) => options.map((option) => option.key)

describe('symbol search matches', () => {
  const options = [spot('ETHBTC'), spot('BTCUSDT'), futures('BTCUSDT', true), spot('ETHUSDT', true)]

  it('lists the watchlist first, then every symbol, in name order', () => {
    expect(names(symbolMatches(options, '').shown)).toEqual([
      'USDT-FUTURES:BTCUSDT',
      'SPOT:ETHUSDT',
      'SPOT:BTCUSDT',
      'SPOT:ETHBTC',
    ])
  })

  it('ranks names starting with the query before names containing it', () => {
    expect(names(symbolMatches(options, 'btc').shown)).toEqual([
      'USDT-FUTURES:BTCUSDT',
      'SPOT:BTCUSDT',
      'SPOT:ETHBTC',
    ])
  })

  it('ignores spaces and separators a trader types', () => {
    expect(names(symbolMatches(options, ' eth/usdt ').shown)).toEqual(['SPOT:ETHUSDT'])
  })

  it('shows at most the limit and says how many more match', () => {
    const many = Array.from({ length: 75 }, (_, index) =>
      spot(`C${String(index).padStart(3, '0')}USDT`),
    )
    const { shown, more } = symbolMatches(many, 'usdt', 60)
    expect(shown).toHaveLength(60)
    expect(more).toBe(15)
    expect(symbolMatches(many, 'zzz')).toEqual({ shown: [], more: 0 })
  })
})
