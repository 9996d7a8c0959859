import type { PublicFill } from '@shared/bitget'
import { messageTemplate } from '../../format/message-template'
import { formatLocalTime, formatTimeOfDay, toIsoTime } from '../../format/time'
import { padDecimals } from './pad-decimals'

/** What the trade tape shows of one trade, worked out once. */
export interface TapeRow {
  tradeId: string
  className: string
  /** The row's accessible name: side, size and price in words. */
  label: string
  side: string
  price: string
  size: string
  /** The trade's time in the display zone (with and without the date), its ISO form and raw Unix ms. */
  time: string
  clock: string
  datetime: string
  ts: string
  title: string
}

type Translate = (key: string, params?: Record<string, string>) => string

/** The instrument's price and size decimals (null: not known), the tape's figures are padded to. */
export interface TapeDecimals {
  price: number | null
  size: number | null
}
const asGiven: TapeDecimals = { price: null, size: null }

/**
 * Makes tape rows in one language and time zone, translating the fixed words once. Prices and
 * sizes are padded to the instrument's decimals, so each column lines up.
 */
export function tapeRowTexts(
  t: Translate,
  locale: string,
  timeZone: string | undefined,
  decimals: TapeDecimals = asGiven,
): (fill: PublicFill) => TapeRow {
  const sides = { buy: t('words.side.buy'), sell: t('words.side.sell') }
  const rawTitle = messageTemplate(t, 'time.raw', 'raw')
  return (fill) => ({
    tradeId: fill.tradeId,
    className: `trade-tape__row trade-tape__row--${fill.side}`,
    label: t('market.tapeRow', { side: sides[fill.side], size: fill.size, price: fill.price }),
    side: sides[fill.side],
    price: padDecimals(fill.price, decimals.price),
    size: padDecimals(fill.size, decimals.size),
    time: formatLocalTime(fill.ts, locale, timeZone),
    clock: formatTimeOfDay(fill.ts, locale, timeZone),
    datetime: toIsoTime(fill.ts),
    ts: fill.ts,
    title: `${formatLocalTime(fill.ts, locale, timeZone)} · ${rawTitle(fill.ts)}`,
  })
}
