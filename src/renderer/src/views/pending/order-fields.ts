import type { PendingOrder } from '@shared/channels/pending'

export type PendingField = keyof PendingOrder

/**
 * How each field of spec 2.11 (plus the product type it was fetched for) is shown: as text, a
 * decimal, a local time, an enum in words (the pendingValue.<group> messages) or an execution
 * price where 0 or empty means "at market".
 */
export type FieldKind =
  | { type: 'text' }
  | { type: 'decimal' }
  | { type: 'time' }
  | { type: 'enum'; group: string }
  | { type: 'executePrice' }

const text = { type: 'text' } as const
const decimal = { type: 'decimal' } as const
const time = { type: 'time' } as const
const executePrice = { type: 'executePrice' } as const
const enumOf = (group: string): FieldKind => ({ type: 'enum', group })

/** In the order of spec 2.11, the product type first. */
export const pendingFields: { key: PendingField; kind: FieldKind; width: number }[] = [
  { key: 'productType', kind: text, width: 140 },
  { key: 'symbol', kind: text, width: 120 },
  { key: 'size', kind: decimal, width: 110 },
  { key: 'orderId', kind: text, width: 190 },
  { key: 'clientOid', kind: text, width: 200 },
  { key: 'baseVolume', kind: decimal, width: 110 },
  { key: 'fee', kind: decimal, width: 110 },
  { key: 'price', kind: decimal, width: 120 },
  { key: 'priceAvg', kind: decimal, width: 130 },
  { key: 'status', kind: enumOf('status'), width: 170 },
  { key: 'side', kind: enumOf('side'), width: 80 },
  { key: 'force', kind: enumOf('force'), width: 170 },
  { key: 'totalProfits', kind: decimal, width: 110 },
  { key: 'posSide', kind: enumOf('posSide'), width: 130 },
  { key: 'marginCoin', kind: text, width: 100 },
  { key: 'quoteVolume', kind: decimal, width: 140 },
  { key: 'leverage', kind: decimal, width: 90 },
  { key: 'marginMode', kind: enumOf('marginMode'), width: 110 },
  { key: 'reduceOnly', kind: enumOf('reduceOnly'), width: 100 },
  { key: 'enterPointSource', kind: enumOf('enterPointSource'), width: 140 },
  { key: 'tradeSide', kind: enumOf('tradeSide'), width: 200 },
  { key: 'posMode', kind: enumOf('posMode'), width: 110 },
  { key: 'orderType', kind: enumOf('orderType'), width: 100 },
  { key: 'orderSource', kind: enumOf('orderSource'), width: 170 },
  { key: 'cTime', kind: time, width: 180 },
  { key: 'uTime', kind: time, width: 180 },
  { key: 'presetStopSurplusPrice', kind: decimal, width: 150 },
  { key: 'presetStopSurplusType', kind: enumOf('tpslType'), width: 150 },
  { key: 'presetStopSurplusExecutePrice', kind: executePrice, width: 160 },
  { key: 'presetStopLossPrice', kind: decimal, width: 150 },
  { key: 'presetStopLossType', kind: enumOf('tpslType'), width: 150 },
  { key: 'presetStopLossExecutePrice', kind: executePrice, width: 160 },
]

export const defaultVisibleFields: PendingField[] = [
  'cTime',
  'productType',
  'symbol',
  'side',
  'tradeSide',
  'orderType',
  'price',
  'size',
  'baseVolume',
  'status',
  'marginMode',
  'leverage',
  'reduceOnly',
  'orderId',
]

/** An execution price of 0 or nothing means the take-profit / stop-loss executes at market. */
export function executesAtMarket(value: string): boolean {
  return value === '' || /^0*(\.0*)?$/.test(value)
}
