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

export function formatLocalTime(raw: string, locale: string, timeZone?: string): string {
  const ms = toEpochMs(raw)
  if (ms === null) return raw
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(ms))
}
