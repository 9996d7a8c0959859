import Decimal from 'decimal.js'
import { errors } from '../errors'
import { compareIds } from '../ids'
import { scaleOf, type Params } from '../params'
import { COPY_TRADING_PAIRS, findSpot, type SpotInstrument } from '../seed-data/instruments'
import type { ApiKeyRecord } from '../state/types'

export const DAY_MS = 86_400_000

/** A listed, online spot symbol; demo keys trade the same ones as live keys. */
export function tradableSpot(symbol: string): SpotInstrument {
  const instrument = findSpot(symbol)
  if (!instrument || instrument.status !== 'online') throw errors.symbolUnknown(symbol)
  return instrument
}

/** 4.1 rule 3, 4.6 rule 4, 4.9: copy API keys trade only the announced copy-trading pairs. */
export function checkCopyPair(key: ApiKeyRecord, symbol: string): void {
  if (key.copyKey && !COPY_TRADING_PAIRS.has(symbol)) throw errors.copyPairUnavailable(symbol)
}

export function checkScale(name: string, value: string, places: number): void {
  if (scaleOf(new Decimal(value).toFixed()) > places) throw errors.scale(name, value, places)
}

export function checkStep(name: string, value: string, step: Decimal.Value, places: number): void {
  if (!new Decimal(value).modulo(step).isZero()) throw errors.scale(name, value, places)
}

export interface TimeRange {
  start?: number
  end?: number
}

/** startTime/endTime with the start-after-end check (40707). */
export function timeRange(query: Params): TimeRange {
  const start = query.time('startTime')
  const end = query.time('endTime')
  if (start !== undefined && end !== undefined && start > end) throw errors.startAfterEnd()
  return { start, end }
}

export const within = (at: number, range: TimeRange): boolean =>
  (range.start === undefined || at >= range.start) && (range.end === undefined || at <= range.end)

/** startTime/endTime of a query limited to 90 days of history and 90 days per query (40705). */
export function ninetyDayRange(query: Params): TimeRange {
  const range = timeRange(query)
  if (range.start !== undefined && range.end !== undefined && range.end - range.start > 90 * DAY_MS)
    throw errors.range90Days()
  return range
}

/** Whether a record's time is in the 90 days of history and in the query's ninetyDayRange. */
export function inNinetyDayHistory(query: Params, now: number): (at: number) => boolean {
  const range = ninetyDayRange(query)
  const oldest = now - 90 * DAY_MS
  return (at) => at >= oldest && within(at, range)
}

/** Newest first by id, then the records older than the cursor, then one page. */
export function pageById<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  cursor: string | undefined,
  limit: number,
): T[] {
  const sorted = [...items].sort((a, b) => compareIds(idOf(b), idOf(a)))
  const older =
    cursor === undefined ? sorted : sorted.filter((item) => compareIds(idOf(item), cursor) < 0)
  return older.slice(0, limit)
}

export const optionalText = (value: string | undefined): string => value ?? ''
