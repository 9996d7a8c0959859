import { z } from 'zod'

/* The push shapes of beyond-the-spec §5.8–§5.9 as zod schemas: strings where Bitget sends strings. */

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/)
const millis = z.string().regex(/^\d{13}$/)
const level = z.tuple([decimal, decimal])

export const arg = z.object({
  instType: z.enum(['SPOT', 'USDT-FUTURES', 'COIN-FUTURES', 'USDC-FUTURES']),
  channel: z.string(),
  instId: z.string().optional(),
  coin: z.string().optional(),
})

/**
 * Checks a frame against a schema and hands back the frame itself, unknown fields included (zod
 * would strip them, and the tests compare field lists with the real captures).
 */
export function checked<T extends z.ZodType>(schema: T, frame: unknown): z.infer<T> {
  schema.parse(frame)
  return frame as z.infer<T>
}

export const push = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    action: z.enum(['snapshot', 'update']),
    arg,
    data: z.array(item),
    ts: z.number().int(),
  })

export const spotTicker = z.object({
  instId: z.string(),
  lastPr: decimal,
  open24h: decimal,
  high24h: decimal,
  low24h: decimal,
  change24h: decimal,
  bidPr: decimal,
  askPr: decimal,
  bidSz: decimal,
  askSz: decimal,
  baseVolume: decimal,
  quoteVolume: decimal,
  openUtc: decimal,
  changeUtc24h: decimal,
  ts: millis,
})

export const futuresTicker = spotTicker.omit({ changeUtc24h: true }).extend({
  fundingRate: decimal,
  nextFundingTime: millis,
  markPrice: decimal,
  indexPrice: decimal,
  holdingAmount: decimal,
  symbolType: z.union([z.literal(1), z.literal(2)]),
  symbol: z.string(),
  deliveryPrice: decimal,
})

export const books = z.object({
  asks: z.array(level),
  bids: z.array(level),
  checksum: z.number().int(),
  seq: z.number().int(),
  ts: millis,
})

export const trade = z.object({
  ts: millis,
  price: decimal,
  size: decimal,
  side: z.enum(['buy', 'sell']),
  tradeId: z.string().regex(/^\d+$/),
})

export const candle = z.tuple([
  millis,
  decimal,
  decimal,
  decimal,
  decimal,
  decimal,
  decimal,
  decimal,
])

const feeDetail = z.array(z.object({ feeCoin: z.string(), fee: decimal }))
const fillFields = {
  fillPrice: decimal.optional(),
  tradeId: z.string().optional(),
  baseVolume: decimal.optional(),
  fillTime: millis.optional(),
  fillFee: decimal.optional(),
  fillFeeCoin: z.string().optional(),
  tradeScope: z.enum(['T', 'M']).optional(),
}

export const spotOrder = z.object({
  instId: z.string(),
  orderId: z.string(),
  clientOid: z.string(),
  price: z.string(),
  size: decimal,
  notional: z.string(),
  orderType: z.enum(['limit', 'market']),
  force: z.string(),
  side: z.enum(['buy', 'sell']),
  accBaseVolume: decimal,
  priceAvg: decimal,
  status: z.enum(['live', 'partially_filled', 'filled', 'cancelled']),
  cTime: millis,
  uTime: millis,
  feeDetail,
  enterPointSource: z.string(),
  ...fillFields,
})

export const futuresOrder = z.object({
  instId: z.string(),
  orderId: z.string(),
  clientOid: z.string(),
  price: z.string(),
  size: decimal,
  notionalUsd: decimal,
  orderType: z.enum(['limit', 'market']),
  force: z.string(),
  side: z.enum(['buy', 'sell']),
  posSide: z.enum(['long', 'short', 'net']),
  tradeSide: z.string(),
  posMode: z.enum(['one_way_mode', 'hedge_mode']),
  marginMode: z.enum(['isolated', 'crossed']),
  marginCoin: z.string(),
  leverage: decimal,
  reduceOnly: z.enum(['yes', 'no']),
  accBaseVolume: decimal,
  status: z.enum(['live', 'partially_filled', 'filled', 'canceled']),
  feeDetail,
  enterPointSource: z.string(),
  priceAvg: decimal.optional(),
  cTime: millis,
  uTime: millis,
  ...fillFields,
  fillNotionalUsd: decimal.optional(),
  pnl: decimal.optional(),
})

export const position = z.object({
  posId: z.string(),
  instId: z.string(),
  marginCoin: z.string(),
  marginSize: decimal,
  marginMode: z.enum(['isolated', 'crossed']),
  holdSide: z.enum(['long', 'short']),
  posMode: z.enum(['one_way_mode', 'hedge_mode']),
  total: decimal,
  available: decimal,
  frozen: decimal,
  openPriceAvg: decimal,
  leverage: z.number(),
  achievedProfits: decimal,
  unrealizedPL: decimal,
  unrealizedPLR: decimal,
  liquidationPrice: decimal,
  keepMarginRate: decimal,
  marginRate: decimal,
  cTime: millis,
  uTime: millis,
})

export const futuresAccount = z.object({
  marginCoin: z.string(),
  frozen: decimal,
  available: decimal,
  maxOpenPosAvailable: decimal,
  maxTransferOut: decimal,
  equity: decimal,
  usdtEquity: decimal,
  // Added in CL 2025-03-22, after the capture.
  crossedRiskRate: decimal.optional(),
  unrealizedPL: decimal.optional(),
})

export const spotAccount = z.object({
  coin: z.string(),
  available: decimal,
  frozen: decimal,
  locked: decimal,
  limitAvailable: decimal,
  uTime: millis,
})

export const spotAlgo = z.object({
  instId: z.string(),
  orderId: z.string(),
  clientOid: z.string(),
  triggerPrice: decimal,
  triggerType: z.enum(['fill_price', 'mark_price']),
  planType: z.enum(['amount', 'total']),
  price: z.string(),
  executePrice: z.string(),
  size: decimal,
  orderType: z.enum(['limit', 'market']),
  side: z.enum(['buy', 'sell']),
  status: z.enum(['live', 'executing', 'executed', 'fail_execute', 'cancelled']),
  enterPointSource: z.string(),
  cTime: millis,
  uTime: millis,
})
