/** Unix ms from a decimal string; 10 digits or fewer are seconds (a quirk of some bodies). */
function toEpochMs(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null
  return raw.length <= 10 ? Number(raw) * 1000 : Number(raw)
}

export function toIsoTime(raw: string): string {
  const ms = toEpochMs(raw)
  return ms === null ? raw : new Date(ms).toISOString()
}

// Building an Intl.DateTimeFormat costs far more than using one; long tables format many times.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(
  locale: string,
  timeZone: string | undefined,
  withDate = true,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${withDate}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...(withDate ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
      ...(timeZone ? { timeZone } : {}),
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Builds the formatters that tables and clocks use for `locale` and `timeZone` ahead of need: a
 * page's first Intl.DateTimeFormat also loads ICU's data (16–40 ms at 1×), which a cold start
 * otherwise pays inside the first table's render.
 */
export function prepareTimeFormats(locale: string, timeZone?: string): void {
  formatterFor(locale, timeZone)
  formatterFor(locale, timeZone, false)
  formatterFor('en-CA', timeZone)
}

/** Formats a Unix-ms (or 10-digit seconds) decimal string in the display time zone. */
export function formatLocalTime(raw: string, locale: string, timeZone?: string): string {
  const ms = toEpochMs(raw)
  if (ms === null) return raw
  return formatterFor(locale, timeZone).format(new Date(ms))
}

/** HH:MM:SS of a Unix-ms (or 10-digit seconds) decimal string in the display time zone. */
export function formatTimeOfDay(raw: string, locale: string, timeZone?: string): string {
  const ms = toEpochMs(raw)
  if (ms === null) return raw
  return formatterFor(locale, timeZone, false).format(new Date(ms))
}

/** HH:MM:SS in the display time zone, with the date too when it is not today there. */
export function formatClock(
  ms: number,
  locale: string,
  timeZone?: string,
  nowMs = Date.now(),
): string {
  // en-CA writes the date first as YYYY-MM-DD, so its first ten characters name the day.
  const day = formatterFor('en-CA', timeZone)
  const sameDay = day.format(new Date(ms)).slice(0, 10) === day.format(new Date(nowMs)).slice(0, 10)
  return formatterFor(locale, timeZone, !sameDay).format(new Date(ms))
}
