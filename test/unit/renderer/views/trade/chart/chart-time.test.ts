import { describe, expect, it } from 'vitest'
import {
  crosshairLabel,
  tickLabel,
} from '../../../../../../src/renderer/src/views/trade/chart/chart-time'

// 2026-11-24 16:00 UTC: midnight of the 25th in Shanghai, 11:00 of the 24th in New York.
const at = Date.UTC(2026, 10, 24, 16, 0)
const utc = { locale: 'en-US', timeZone: 'UTC' }
const shanghai = { locale: 'zh-CN', timeZone: 'Asia/Shanghai' }
const newYork = { locale: 'en-US', timeZone: 'America/New_York' }

describe('the chart time axis', () => {
  it('labels ticks in the trader zone', () => {
    expect(tickLabel(at, 'time', utc)).toBe('16:00')
    expect(tickLabel(at, 'time', newYork)).toBe('11:00')
    expect(tickLabel(at, 'time', shanghai)).toBe('00:00')
    expect(tickLabel(at, 'seconds', utc)).toBe('16:00:00')
    expect(tickLabel(at, 'day', utc)).toBe('Nov 24')
    expect(tickLabel(at, 'day', shanghai)).toBe('11月25日')
    expect(tickLabel(at, 'month', utc)).toBe('Nov')
    expect(tickLabel(at, 'year', utc)).toBe('2026')
  })

  it('shows the candle open time under the crosshair, the date alone for a daily candle at midnight', () => {
    expect(crosshairLabel(at, '1H', utc)).toBe('11/24/2026 16:00')
    expect(crosshairLabel(at, '1H', shanghai)).toBe('2026/11/25 00:00')
    expect(crosshairLabel(at, '1D', shanghai)).toBe('2026/11/25')
    expect(crosshairLabel(at, '1D', utc)).toBe('11/24/2026 16:00')
  })
})
