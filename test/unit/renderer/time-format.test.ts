import { afterEach, describe, expect, it } from 'vitest'
import {
  formatClock,
  formatLocalTime,
  prepareTimeFormats,
  toIsoTime,
} from '../../../src/renderer/src/format/time'

const at = Date.UTC(2026, 10, 22, 3, 17, 40)

describe('time formatting in the display time zone', () => {
  it('shows a full local time, and the raw value as ISO', () => {
    expect(formatLocalTime(String(at), 'en-US', 'UTC')).toBe('11/22/2026, 03:17:40')
    expect(formatLocalTime(String(at), 'en-US', 'Asia/Shanghai')).toBe('11/22/2026, 11:17:40')
    expect(toIsoTime('1622697148')).toBe('2021-06-03T05:12:28.000Z')
  })

  it('shows only the clock on the same day in that zone, and the date otherwise', () => {
    expect(formatClock(at, 'en-US', 'UTC', at + 60_000)).toBe('03:17:40')
    // 03:17 UTC is the previous evening in New York, while "now" there is already the next day.
    expect(formatClock(at, 'en-US', 'America/New_York', at + 86_400_000)).toBe(
      '11/21/2026, 22:17:40',
    )
    expect(formatClock(at, 'en-US', 'Asia/Shanghai', at + 60_000)).toBe('11:17:40')
  })
})

describe('time formats built ahead of need', () => {
  const original = Intl.DateTimeFormat
  let built = 0
  class CountedFormat extends original {
    constructor(...args: ConstructorParameters<typeof original>) {
      super(...args)
      built += 1
    }
  }
  const useFormat = (format: object) =>
    Object.defineProperty(Intl, 'DateTimeFormat', { value: format, configurable: true })
  afterEach(() => useFormat(original))

  it('leaves nothing to build when a table and a clock first show times', () => {
    useFormat(CountedFormat)
    prepareTimeFormats('fr-FR', 'Europe/Paris')
    expect(built).toBe(3)
    expect(formatLocalTime(String(at), 'fr-FR', 'Europe/Paris')).toBe('22/11/2026 04:17:40')
    formatClock(at, 'fr-FR', 'Europe/Paris', at + 60_000)
    formatClock(at, 'fr-FR', 'Europe/Paris', at + 7 * 86_400_000)
    expect(built).toBe(3)
  })
})
