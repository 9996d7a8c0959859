import { readFileSync } from 'node:fs'
import type { TickerUpdate } from '../../../../src/shared/channels/stream'

/* The beyond-the-spec §5.8 ticker samples kept in the repository, and what the reader makes of them. */

const ROOT = new URL('../../../fixtures/bitget-samples/beyond-the-spec/ws/', import.meta.url)
export const wsSample = (name: string) => readFileSync(new URL(name, ROOT), 'utf8')

/** The documented futures ticker push, whole. */
export const futuresTickerPush = wsSample('futures_ticker.doc.json')
type Row = Record<string, unknown>
/** Its one element. */
export const futuresTickerRow = (JSON.parse(futuresTickerPush) as { data: [Row] }).data[0]
/** A real spot ticker element. */
export const spotTickerRow = JSON.parse(wsSample('spot_ticker.element.ccxt-real.json')) as Row

export const futuresTickerRead: TickerUpdate = {
  instType: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
  lastPr: '27000.5',
  bidPr: '27000',
  askPr: '27000.5',
  high24h: '30668.5',
  low24h: '26999.0',
  change24h: '-0.00002',
  baseVolume: '368.900',
  quoteVolume: '10152429.961',
  markPrice: '27000.0',
  indexPrice: '25702.4',
  fundingRate: '0.000010',
  ts: 1695715383021,
}
