import { z } from 'zod'
import { symbolName } from '../bitget'
import type { PublicFill } from '../bitget'
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
} as const
