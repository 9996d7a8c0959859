import { errors } from '../errors'
import { findSpot } from '../seed-data/instruments'
import { DAY_MS, pageById, timeRange, within } from './common'
import type { PublicRoute } from './route'
import { checkSevenDays } from './time-limits'

/** 4.11 Public historical spot fills: at most 7 days per query, last 90 days. */
export const marketFillsRoute: PublicRoute = {
  method: 'GET',
  path: '/api/v2/spot/market/fills-history',
  auth: 'public',
  ipPerSecond: 10,
  handle: ({ market, query, now }) => {
    const requested = query.requiredString('symbol')
    const instrument = findSpot(requested)
    if (!instrument) throw errors.symbolUnknown(requested)
    const range = timeRange(query)
    checkSevenDays(range)
    const limit = query.limit(500, 1000)
    const cursor = query.id('idLessThan')
    const oldest = now - 90 * DAY_MS
    const matching = market
      .trades(instrument.symbol)
      .filter((t) => t.ts >= oldest && within(t.ts, range))
    return pageById(matching, (t) => t.tradeId, cursor, limit).map((t) => ({
      symbol: instrument.symbol,
      tradeId: t.tradeId,
      side: t.side === 'buy' ? 'Buy' : 'Sell',
      price: t.price,
      size: t.size,
      ts: String(t.ts),
    }))
  },
}
