/** Formats a Unix-ms (or 10-digit seconds) decimal string in the user's time zone. */
/** Unix ms from a decimal string; 10 digits or fewer are seconds (a quirk of some bodies). */
export function toEpochMs(raw: string): number | null {
  if (!/^\d{1,16}$/.test(raw)) return null
  return raw.length <= 10 ? Number(raw) * 1000 : Number(raw)
}

export function toIsoTime(raw: string): string {
  const ms = toEpochMs(raw)
  return ms === null ? raw : new Date(ms).toISOString()
}

// Building an Intl.DateTimeFormat costs far more than using one; long tables format many times.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(locale: string, timeZone?: string): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
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

export function formatLocalTime(raw: string, locale: string, timeZone?: string): string {
  const ms = toEpochMs(raw)
  if (ms === null) return raw
  return formatterFor(locale, timeZone).format(new Date(ms))
}
