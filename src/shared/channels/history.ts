import { z } from 'zod'
import {
  billBusinessTypes,
  billGroupTypes,
  coinName,
  cursorId,
  productTypes,
  symbolName,
} from '../bitget'
import type {
  FuturesFill,
  FuturesHistoryOrder,
  SpotBill,
  SpotDeposit,
  SpotFill,
  SpotHistoryOrder,
} from '../bitget'
import { dayMs } from '../bitget/operations/time-windows'

/** Where a dataset's rows came from: the exchange just now, or the offline cache. */
export type DataSource = 'live' | 'cache'

/** One answer of a dataset channel: a page, or every page when `all` was asked. */
export interface DatasetPage<Item, Query = Record<string, unknown>> {
  items: Item[]
  /** Pass as `cursor` for the next page; null when there is none. */
  nextCursor: string | null
  /** False when a "load all" was cancelled or capped before the last page, or could not page on. */
  complete: boolean
  /**
   * A full page came without a cursor to the next one (4.5 records may omit `id`, as in the
   * published example): more rows may exist that the exchange gave no way to load.
   */
  cursorMissing?: true
  /** Unix ms when the rows were fetched from the exchange. */
  savedAt: number
  source: DataSource
  /** The filters the rows answer; from the cache they may differ from the ones asked for. */
  query: Query
}

/** Progress of a "load all" job, pushed as the `history:loadProgress` event (every dataset view uses it). */
export interface LoadProgress {
  jobId: string
  pages: number
  items: number
  /** For ranges split into 7-day requests. */
  windowsDone?: number
  windowsTotal?: number
}

// ---- Date windows: the same rule checks the picker (translated message) and the channel input ----

export interface DateWindow {
  /** Longest allowed endTime − startTime. */
  maxSpanDays?: number
  /** How far back startTime may reach. */
  maxAgeDays?: number
}

export const dateWindows = {
  spotFills: { maxSpanDays: 90, maxAgeDays: 90 },
  spotBills: { maxSpanDays: 90, maxAgeDays: 90 },
  spotDeposits: {},
  spotOrders: { maxSpanDays: 90, maxAgeDays: 90 },
  futuresOrders: { maxSpanDays: 90, maxAgeDays: 90 },
  futuresFills: { maxSpanDays: 90 },
  brokerRecords: { maxAgeDays: 90 },
  publicFills: { maxAgeDays: 90 },
  announcements: { maxAgeDays: 31 },
} as const satisfies Record<string, DateWindow>

export type DateRangeProblem =
  | { code: 'startAfterEnd' }
  | { code: 'inFuture' }
  | { code: 'spanTooLong'; days: number }
  | { code: 'tooFarBack'; days: number }

/** "Now minus 90 days" picked a moment ago must not be refused, nor a clock a little ahead. */
const graceMs = 5 * 60_000

export function checkDateRange(
  range: { startTime: number; endTime: number },
  window: DateWindow,
  now: number,
): DateRangeProblem | null {
  if (range.startTime > range.endTime) return { code: 'startAfterEnd' }
  if (range.startTime > now + graceMs) return { code: 'inFuture' }
  // Further back than the history reaches is the more useful reason when both apply.
  if (
    window.maxAgeDays !== undefined &&
    range.startTime < now - window.maxAgeDays * dayMs - graceMs
  ) {
    return { code: 'tooFarBack', days: window.maxAgeDays }
  }
  if (
    window.maxSpanDays !== undefined &&
    range.endTime - range.startTime > window.maxSpanDays * dayMs
  ) {
    return { code: 'spanTooLong', days: window.maxSpanDays }
  }
  return null
}

const problemText = (problem: DateRangeProblem): string => {
  switch (problem.code) {
    case 'startAfterEnd':
      return 'the start must not be after the end'
    case 'inFuture':
      return 'the start must not be in the future'
    case 'spanTooLong':
      return `the range must not exceed ${problem.days} days`
    case 'tooFarBack':
      return `only the last ${problem.days} days can be queried`
  }
}

const epochMs = z.number().int().nonnegative().max(8_640_000_000_000_000)

/** Optional startTime/endTime (both or neither) checked against the operation's window. */
export function dateRangeFields(window: DateWindow) {
  return {
    fields: { startTime: epochMs.optional(), endTime: epochMs.optional() },
    refine: (
      value: { startTime?: number | undefined; endTime?: number | undefined },
      ctx: z.core.$RefinementCtx,
    ) => {
      if (value.startTime === undefined && value.endTime === undefined) return
      if (value.startTime === undefined || value.endTime === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['startTime'],
          message: 'give both the start and the end, or neither',
        })
        return
      }
      const problem = checkDateRange(
        { startTime: value.startTime, endTime: value.endTime },
        window,
        Date.now(),
      )
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [problem.code === 'spanTooLong' ? 'endTime' : 'startTime'],
          message: problemText(problem),
        })
    },
  }
}

/** Fields every dataset channel takes: one page from `cursor`, or every page with progress under `jobId`. */
export const pagingFields = {
  cursor: cursorId.optional(),
  all: z.boolean().optional(),
  jobId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a job id of letters, digits, "_" or "-"')
    .optional(),
}

const fillsRange = dateRangeFields(dateWindows.spotFills)
export const spotFillsInput = z
  .strictObject({
    symbol: symbolName.optional(),
    orderId: cursorId.optional(),
    ...fillsRange.fields,
    ...pagingFields,
  })
  .superRefine(fillsRange.refine)

const billsRange = dateRangeFields(dateWindows.spotBills)
export const spotBillsInput = z
  .strictObject({
    coin: coinName.optional(),
    groupType: z.enum(billGroupTypes).optional(),
    businessType: z.enum(billBusinessTypes).optional(),
    ...billsRange.fields,
    ...pagingFields,
  })
  .superRefine(billsRange.refine)

const depositsRange = dateRangeFields(dateWindows.spotDeposits)
export const spotDepositsInput = z
  .strictObject({
    coin: coinName.optional(),
    orderId: cursorId.optional(),
    ...depositsRange.fields,
    ...pagingFields,
  })
  .superRefine(depositsRange.refine)

const spotOrdersRange = dateRangeFields(dateWindows.spotOrders)
export const spotOrdersInput = z
  .strictObject({
    symbol: symbolName.optional(),
    orderId: cursorId.optional(),
    ...spotOrdersRange.fields,
    ...pagingFields,
  })
  .superRefine(spotOrdersRange.refine)

const futuresOrdersRange = dateRangeFields(dateWindows.futuresOrders)
export const futuresOrdersInput = z
  .strictObject({
    productType: z.enum(productTypes),
    symbol: symbolName.optional(),
    orderId: cursorId.optional(),
    ...futuresOrdersRange.fields,
    ...pagingFields,
  })
  .superRefine(futuresOrdersRange.refine)

const futuresFillsRange = dateRangeFields(dateWindows.futuresFills)
export const futuresFillsInput = z
  .strictObject({
    productType: z.enum(productTypes),
    symbol: symbolName.optional(),
    orderId: cursorId.optional(),
    ...futuresFillsRange.fields,
    ...pagingFields,
  })
  .superRefine(futuresFillsRange.refine)

/** What every dataset query keeps: its filters, without the paging fields. */
export type Filters<Input> = Omit<Input, 'cursor' | 'all' | 'jobId'>
export type SpotFillsQuery = Filters<z.output<typeof spotFillsInput>>
export type SpotBillsQuery = Filters<z.output<typeof spotBillsInput>>
export type SpotDepositsQuery = Filters<z.output<typeof spotDepositsInput>>
export type SpotOrdersQuery = Filters<z.output<typeof spotOrdersInput>>
export type FuturesOrdersQuery = Filters<z.output<typeof futuresOrdersInput>>
export type FuturesFillsQuery = Filters<z.output<typeof futuresFillsInput>>

export type CsvSaveOutcome =
  { status: 'saved'; path: string } | { status: 'cancelled' } | { status: 'renderer' }

export const historyChannels = {
  /** 4.4 spot fills. */
  'history:spotFills': {
    input: spotFillsInput,
    output: {} as DatasetPage<SpotFill, SpotFillsQuery>,
  },
  /** 4.10 spot bills. */
  'history:spotBills': {
    input: spotBillsInput,
    output: {} as DatasetPage<SpotBill, SpotBillsQuery>,
  },
  /** 4.8 spot deposits; an orderId looks that one deposit up and ignores the other filters. */
  'history:spotDeposits': {
    input: spotDepositsInput,
    output: {} as DatasetPage<SpotDeposit, SpotDepositsQuery>,
  },
  /** 3.5 spot order history (filled and cancelled orders of the last 90 days). */
  'history:spotOrders': {
    input: spotOrdersInput,
    output: {} as DatasetPage<SpotHistoryOrder, SpotOrdersQuery>,
  },
  /** 2.6 futures order history of one product type (the last 90 days). */
  'history:futuresOrders': {
    input: futuresOrdersInput,
    output: {} as DatasetPage<FuturesHistoryOrder, FuturesOrdersQuery>,
  },
  /** 2.7 futures fills of one product type. */
  'history:futuresFills': {
    input: futuresFillsInput,
    output: {} as DatasetPage<FuturesFill, FuturesFillsQuery>,
  },
  /** Stops a "load all" job of any dataset; what it had collected is answered as incomplete. */
  'history:cancelLoad': {
    input: z.strictObject({ jobId: pagingFields.jobId.unwrap() }),
    output: {} as { cancelled: boolean },
  },
  /** Saves a CSV export: a save dialog in Electron; 'renderer' means the page downloads it itself. */
  'history:saveCsv': {
    input: z.strictObject({
      fileName: z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,120}\.csv$/, 'must be a file name ending in .csv'),
      content: z.string().max(64 * 1024 * 1024, 'the export is too large'),
    }),
    output: {} as CsvSaveOutcome,
  },
} as const
