import type { ChartInterval } from './chart-types'

/** The tick marks' kinds, coarsest first, as the chart library tells them. */
export type TickKind = 'year' | 'month' | 'day' | 'time' | 'seconds'

/** The trader's language and display time zone. */
interface TimeSetting {
  locale: string
  timeZone: string
}

type Style = TickKind | 'date'

const styles: Record<Style, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { month: 'short', day: 'numeric' },
  // h23, not hour12: false: some engines then write midnight as 24:00.
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  seconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
}

// The axis formats every tick on each redraw; building a format costs far more than using one.
const formats = new Map<string, Intl.DateTimeFormat>()

function formatOf(style: Style, setting: TimeSetting): Intl.DateTimeFormat {
  const key = `${style}|${setting.locale}|${setting.timeZone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(setting.locale, {
      ...styles[style],
      timeZone: setting.timeZone,
    })
    formats.set(key, format)
  }
  return format
}

/**
 * A tick mark's text, in the trader's zone. The library places ticks on UTC boundaries; the text
 * tells the instant in the zone, so in a zone off UTC a "day" tick may show a date that begins
 * some hours before it.
 */
export function tickLabel(ms: number, kind: TickKind, setting: TimeSetting): string {
  return formatOf(kind, setting).format(ms)
}

/**
 * The crosshair's time: date and time of the candle's open, or the date alone for a daily candle
 * that opens at midnight in the trader's zone.
 */
export function crosshairLabel(ms: number, interval: ChartInterval, setting: TimeSetting): string {
  const date = formatOf('date', setting).format(ms)
  const time = formatOf('time', setting).format(ms)
  return interval === '1D' && time === '00:00' ? date : `${date} ${time}`
}
