import { describe, expect, it } from 'vitest'
import { brokerRecordsInput } from '../../../src/shared/channels/accounts'
import { checkDateRange, dateWindows, spotFillsInput } from '../../../src/shared/channels/history'
import { publicFillsInput } from '../../../src/shared/channels/market'

const day = 86_400_000
const now = Date.now()

describe('date windows', () => {
  it('explains each way a range breaks an operation window', () => {
    expect(
      checkDateRange({ startTime: now - day, endTime: now }, dateWindows.spotFills, now),
    ).toBeNull()
    expect(
      checkDateRange({ startTime: now, endTime: now - day }, dateWindows.spotFills, now),
    ).toEqual({ code: 'startAfterEnd' })
    expect(
      checkDateRange({ startTime: now + day, endTime: now + 2 * day }, dateWindows.spotFills, now),
    ).toEqual({ code: 'inFuture' })
    expect(
      checkDateRange(
        { startTime: now - 100 * day, endTime: now - 95 * day },
        dateWindows.spotFills,
        now,
      ),
    ).toEqual({ code: 'tooFarBack', days: 90 })
    expect(
      checkDateRange(
        { startTime: now - 89 * day, endTime: now + 2 * day },
        dateWindows.spotFills,
        now,
      ),
    ).toEqual({ code: 'spanTooLong', days: 90 })
    // Ranges of 4.2 and 4.11 may be long: main splits them into 7-day requests.
    expect(
      checkDateRange({ startTime: now - 80 * day, endTime: now }, dateWindows.brokerRecords, now),
    ).toBeNull()
    expect(
      checkDateRange({ startTime: now - 91 * day, endTime: now }, dateWindows.publicFills, now),
    ).toEqual({ code: 'tooFarBack', days: 90 })
  })

  it('is enforced by the channel inputs, with the field named', () => {
    expect(spotFillsInput.safeParse({}).success).toBe(true)
    const old = spotFillsInput.safeParse({ startTime: now - 120 * day, endTime: now - 100 * day })
    expect(old.success).toBe(false)
    expect(old.error?.issues[0]?.path).toEqual(['startTime'])
    expect(old.error?.issues[0]?.message).toContain('last 90 days')
    const half = spotFillsInput.safeParse({ startTime: now - day })
    expect(half.error?.issues[0]?.message).toContain('both')
    expect(brokerRecordsInput.safeParse({}).success).toBe(false)
    expect(
      brokerRecordsInput.safeParse({ startTime: now - 60 * day, endTime: now, type: 'withdrawl' })
        .success,
    ).toBe(true)
    expect(
      publicFillsInput.safeParse({ symbol: 'btcusdt', startTime: now - 30 * day, endTime: now })
        .data?.symbol,
    ).toBe('BTCUSDT')
  })
})
