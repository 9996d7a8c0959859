import { z } from 'zod'
import { productTypes } from '../bitget/enums'
import { symbolName } from '../bitget/primitives'
import type { InstrumentRules } from '../orders/instrument-rules'

export interface InstrumentList {
  items: InstrumentRules[]
  /** Unix ms when the list was fetched from the exchange. */
  savedAt: number
  /** True when the exchange could not be reached and this is the cached list. */
  fromCache: boolean
}

export interface LastPrice {
  symbol: string
  price: string
  /** Unix ms of the fill. */
  ts: string
}

export const instrumentChannels = {
  /** Tradable instruments with their ticks, decimals and minimums; cached for offline use. */
  'instruments:list': {
    input: z.discriminatedUnion('market', [
      z.strictObject({ market: z.literal('spot') }),
      z.strictObject({ market: z.literal('futures'), productType: z.enum(productTypes) }),
    ]),
    output: {} as InstrumentList,
  },
  /** The last public spot fill (4.11) of a symbol, or null when it has none. */
  'instruments:lastPrice': {
    input: z.strictObject({ symbol: symbolName }),
    output: {} as LastPrice | null,
  },
} as const
