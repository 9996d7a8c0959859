import { z } from 'zod'
import { symbolName } from '../bitget'
import type { PublicFill } from '../bitget'
import { candleIntervals, streamInstTypes, type Candle } from './stream'
import {
  dateRangeFields,
  dateWindows,
  pagingFields,
  type DatasetPage,
  type Filters,
} from './history'

const fillsRange = dateRangeFields(dateWindows.publicFills)
/** 4.11: without a range the latest fills; a range longer than 7 days is split into several requests. */
export const publicFillsInput = z
  .strictObject({
    symbol: symbolName,
    limit: z.number().int().min(1).max(1000).optional(),
    ...fillsRange.fields,
    jobId: pagingFields.jobId,
  })
  .superRefine(fillsRange.refine)

export type PublicFillsQuery = Filters<z.output<typeof publicFillsInput>>

/**
 * Candles one `market:candles` call returns: the most one REST call gives (§2.16, §3.14), so the
 * history costs a single request of the limiter's budget; 1000 one-minute candles are about 17
 * hours, and the answer is about 100 KB.
 */
export const candlesPerLoad = 1000

export const candlesInput = z.strictObject({
  instType: z.enum(streamInstTypes),
  symbol: symbolName,
  interval: z.enum(candleIntervals),
})
export type CandlesQuery = z.output<typeof candlesInput>

export interface CandlesAnswer {
  /** Oldest first, at most `candlesPerLoad`; the last one may still be forming. */
  candles: Candle[]
  /** Unix ms when the exchange answered (for `cache`, when the copy was saved). */
  savedAt: number
  source: 'live' | 'cache'
}

export const marketChannels = {
  'market:publicFills': {
    input: publicFillsInput,
    output: {} as DatasetPage<PublicFill, PublicFillsQuery>,
  },
  /** Spot symbols open for trading, for the symbol picker. */
  'market:symbols': {
    input: z.strictObject({}),
    output: {} as { symbols: string[]; savedAt: number; source: 'live' | 'cache' },
  },
  /**
   * The latest candles of a spot or futures symbol, from candles REST; when the exchange cannot be
   * reached, the last answer saved for the same symbol and interval (`source: 'cache'`).
   */
  'market:candles': { input: candlesInput, output: {} as CandlesAnswer },
} as const
