import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { SpotGranularity } from '@shared/bitget'
import { candlesPerLoad, type CandlesAnswer, type CandlesQuery } from '@shared/channels/market'
import type { Candle, CandleInterval, StreamInstType } from '@shared/channels/stream'
import type { ExchangeClient } from '../../exchange'
import { liveOrCached, type LiveOrCachedDeps } from '../account-state/live-or-cached'

export type CandlesClient = Pick<ExchangeClient, 'getSpotCandles' | 'getFuturesCandles'>

/** Spot spells the granularities its own way (§3.14); futures use the app's words (§2.16). */
const spotGranularity: Readonly<Record<CandleInterval, SpotGranularity>> = {
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '1H': '1h',
  '4H': '4h',
  '1D': '1day',
}

/** A REST candle row, as the catalog's schemas read it (both markets name these fields alike). */
interface CandleRow {
  ts: string
  open: string
  high: string
  low: string
  close: string
  baseVolume: string
}

/** Candles oldest first, one per start time (the later row wins), volume in the base coin. */
function candlesOfRows(rows: readonly CandleRow[]): Candle[] {
  const byStart = new Map<number, Candle>()
  for (const row of rows) {
    const ts = Number(row.ts)
    byStart.set(ts, {
      ts,
      open: row.open,
      high: row.high,
      low: row.low,
      close: row.close,
      volume: row.baseVolume,
    })
  }
  return [...byStart.values()].sort((a, b) => a.ts - b.ts)
}

/** The latest candles of one call, through the client (its limiter and response schemas). */
async function fetchCandles(client: CandlesClient, query: CandlesQuery): Promise<Candle[]> {
  const limit = String(candlesPerLoad)
  const rows =
    query.instType === 'SPOT'
      ? await client.getSpotCandles({
          symbol: query.symbol,
          granularity: spotGranularity[query.interval],
          limit,
        })
      : await client.getFuturesCandles({
          symbol: query.symbol,
          productType: query.instType,
          granularity: query.interval,
          limit,
        })
  return candlesOfRows(rows)
}

const cachedCandles = z.array(
  z.strictObject({
    ts: z.number().int().nonnegative(),
    open: z.string(),
    high: z.string(),
    low: z.string(),
    close: z.string(),
    volume: z.string(),
  }),
)

const instTypeNames: Readonly<Record<StreamInstType, string>> = {
  SPOT: 'spot',
  'USDT-FUTURES': 'usdt',
  'COIN-FUTURES': 'coin',
  'USDC-FUTURES': 'usdc',
}

/**
 * The cache file of one symbol and interval. The store allows `[a-z0-9-]` only: a symbol written
 * otherwise (Bitget lists a few in Chinese characters) is named by a hash, after a dash no plain
 * symbol can hold.
 */
export function candlesDataset(query: CandlesQuery): string {
  const symbol = query.symbol.toLowerCase()
  const name = /^[a-z0-9]+$/.test(symbol)
    ? symbol
    : `x-${createHash('sha256').update(query.symbol).digest('hex').slice(0, 16)}`
  return `candles-${instTypeNames[query.instType]}-${spotGranularity[query.interval]}-${name}`
}

/** Fetches and saves the candles; when the exchange cannot be reached, the last saved ones. */
export async function candlesLiveOrCached(
  deps: LiveOrCachedDeps & { client: CandlesClient; owner: string },
  query: CandlesQuery,
): Promise<CandlesAnswer> {
  const answer = await liveOrCached(
    deps,
    { profileId: deps.owner, dataset: candlesDataset(query), schema: cachedCandles },
    () => fetchCandles(deps.client, query),
  )
  return { candles: answer.data, savedAt: answer.syncedAt, source: answer.source }
}
