import { describe, expect, it } from 'vitest'
import type { PublicFill } from '../../../../src/shared/bitget'
import {
  mergeTrades,
  newestFirst,
  pricePoints,
} from '../../../../src/renderer/src/stores/market-trades'
import { seededRandom } from '../seeded-random'

const fill = (id: number, ts: number, price = '100'): PublicFill => ({
  symbol: 'BTCUSDT',
  tradeId: String(id),
  side: id % 2 ? 'buy' : 'sell',
  price,
  size: '1',
  ts: String(ts),
})

/** What the merge must equal: the union, each id once (the incoming one), sorted, cut to `kept`. */
function reference(shown: PublicFill[], incoming: PublicFill[], kept: number): PublicFill[] {
  const byId = new Map(shown.map((trade) => [trade.tradeId, trade]))
  for (const trade of incoming) byId.set(trade.tradeId, trade)
  return [...byId.values()].sort(newestFirst).slice(0, kept)
}

describe('merging trades into the latest ones', () => {
  it('puts newer pushes first, keeps each trade once with its incoming version, and keeps the newest', () => {
    const shown = [fill(3, 3_000), fill(2, 2_000), fill(1, 1_000)]
    const merged = mergeTrades(shown, [fill(5, 5_000), fill(2, 2_000, '99'), fill(4, 4_000)], 4)
    expect(merged.map((trade) => trade.tradeId)).toEqual(['5', '4', '3', '2'])
    expect(merged[3]!.price).toBe('99')
    expect(mergeTrades([], [])).toEqual([])
  })

  it('orders trades of the same millisecond by their id as a number', () => {
    const merged = mergeTrades([fill(9, 1_000)], [fill(10, 1_000), fill(8, 1_000)])
    expect(merged.map((trade) => trade.tradeId)).toEqual(['10', '9', '8'])
  })

  it('equals sorting the union, for pushes, late and repeated trades and REST pages alike', () => {
    const next = seededRandom(0x5eed)
    let shown: PublicFill[] = []
    let nextId = 1
    for (let round = 0; round < 400; round++) {
      const incoming: PublicFill[] = []
      const count = next(25)
      for (let n = 0; n < count; n++) {
        // New trades mostly, some late (older than shown ones) and some sent again.
        const roll = next(10)
        if (roll < 2 && shown.length > 0)
          incoming.push({ ...shown[next(shown.length)]!, price: '1' })
        else
          incoming.push(
            fill(nextId++, 10_000 + round * 100 + (roll < 4 ? -next(2_000) : next(100))),
          )
      }
      const kept = 1 + next(60)
      const expected = reference(shown, incoming, kept)
      shown = mergeTrades(shown, incoming, kept)
      expect(shown).toEqual(expected)
    }
  })
})

describe('the chart points of the trades', () => {
  /** The last trade of each second, found the slow way: any order, ties to the one listed last. */
  function slowPoints(fills: PublicFill[]) {
    const bySecond = new Map<number, { ms: number; price: string }>()
    for (const trade of fills) {
      const ms = Number(trade.ts)
      const kept = bySecond.get(Math.floor(ms / 1000))
      if (!kept || ms >= kept.ms) bySecond.set(Math.floor(ms / 1000), { ms, price: trade.price })
    }
    return [...bySecond.entries()]
      .sort(([a], [b]) => a - b)
      .map(([time, { price }]) => ({ time, price }))
  }

  it('are the last price of each second, oldest first, for trades newest first or in any order', () => {
    const next = seededRandom(0xc4a7)
    for (let round = 0; round < 200; round++) {
      const trades = Array.from({ length: next(60) }, (_, n) =>
        fill(n, 5_000 + next(8) * 250 + next(2), String(100 + next(50))),
      )
      const newest = [...trades].sort(newestFirst)
      expect(pricePoints(newest)).toEqual(slowPoints(newest))
      expect(pricePoints(trades)).toEqual(slowPoints(trades))
    }
  })
})
