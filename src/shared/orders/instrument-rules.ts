import { Decimal } from 'decimal.js'
import { z } from 'zod'
import type { FuturesContract, SpotSymbol } from '../bitget/operations/instruments'

/** What an order form needs to know about one instrument, derived from the exchange's instrument lists. */
export interface InstrumentRules {
  symbol: string
  baseCoin: string
  quoteCoin: string
  /** False when the exchange lists the instrument as not tradable now (halted, offline, maintenance). */
  tradable: boolean
  /** Decimal places of a price and its tick, e.g. 2 and "0.01"; null when the list did not say. */
  priceDecimals: number | null
  priceStep: string | null
  sizeDecimals: number | null
  sizeStep: string | null
  /** Spot only: decimal places of an amount in the quote coin (market buy, plan order "total"). */
  quoteDecimals: number | null
  /** Smallest and largest size in base coin ('' when none is published). */
  minSize: string
  maxSize: string
  /** Smallest order value, in USDT (facts §6 minTradeUSDT); '' when none is published. */
  minNotional: string
  /** Futures only: the margin coins the contract accepts. */
  marginCoins: string[]
}

export const instrumentRulesSchema: z.ZodType<InstrumentRules> = z.strictObject({
  symbol: z.string(),
  baseCoin: z.string(),
  quoteCoin: z.string(),
  tradable: z.boolean(),
  priceDecimals: z.number().int().nonnegative().nullable(),
  priceStep: z.string().nullable(),
  sizeDecimals: z.number().int().nonnegative().nullable(),
  sizeStep: z.string().nullable(),
  quoteDecimals: z.number().int().nonnegative().nullable(),
  minSize: z.string(),
  maxSize: z.string(),
  minNotional: z.string(),
  marginCoins: z.array(z.string()),
})

const places = (text: string): number | null => (/^\d{1,2}$/.test(text) ? Number(text) : null)
const stepOf = (decimals: number | null): string | null =>
  decimals === null ? null : new Decimal(10).pow(-decimals).toFixed()
/** A positive decimal from the list, or '' when absent, zero or unreadable. */
const positiveOrEmpty = (text: string): string =>
  /^\d+(\.\d+)?$/.test(text) && new Decimal(text).greaterThan(0) ? text : ''

export function spotRules(symbol: SpotSymbol): InstrumentRules {
  const priceDecimals = places(symbol.pricePrecision)
  const sizeDecimals = places(symbol.quantityPrecision)
  return {
    symbol: symbol.symbol,
    baseCoin: symbol.baseCoin,
    quoteCoin: symbol.quoteCoin,
    tradable: symbol.status === '' || symbol.status === 'online',
    priceDecimals,
    priceStep: stepOf(priceDecimals),
    sizeDecimals,
    sizeStep: stepOf(sizeDecimals),
    quoteDecimals: places(symbol.quotePrecision),
    minSize: positiveOrEmpty(symbol.minTradeAmount),
    maxSize: positiveOrEmpty(symbol.maxTradeAmount),
    minNotional: positiveOrEmpty(symbol.minTradeUSDT),
    marginCoins: [],
  }
}

export function futuresRules(contract: FuturesContract): InstrumentRules {
  const priceDecimals = places(contract.pricePlace)
  const endStep = positiveOrEmpty(contract.priceEndStep) || '1'
  const sizeDecimals = places(contract.volumePlace)
  return {
    symbol: contract.symbol,
    baseCoin: contract.baseCoin,
    quoteCoin: contract.quoteCoin,
    tradable: contract.symbolStatus === '' || contract.symbolStatus === 'normal',
    priceDecimals,
    priceStep:
      priceDecimals === null
        ? null
        : new Decimal(endStep).times(new Decimal(10).pow(-priceDecimals)).toFixed(),
    sizeDecimals,
    sizeStep: positiveOrEmpty(contract.sizeMultiplier) || stepOf(sizeDecimals),
    quoteDecimals: null,
    minSize: positiveOrEmpty(contract.minTradeNum),
    maxSize: '',
    minNotional: positiveOrEmpty(contract.minTradeUSDT),
    marginCoins: contract.supportMarginCoins.map((coin) => coin.toUpperCase()),
  }
}

export { valuedInDollars } from './dollar-coins'
