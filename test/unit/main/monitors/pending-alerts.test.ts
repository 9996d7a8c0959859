import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pendingAlertNotification } from '../../../../src/main/monitors/pending-alert-text'
import { PendingAlerts } from '../../../../src/main/monitors/pending-alerts'
import type {
  PendingAlert,
  PendingNotifyToggles,
  PendingOrderEvent,
} from '../../../../src/shared/channels/pending'
import { pendingOrder } from '../../../fixtures/pending-order'

const event = (kind: PendingOrderEvent['kind'], id: string): PendingOrderEvent => ({
  kind,
  order: pendingOrder(id),
})

function setup(
  toggles: PendingNotifyToggles = {
    new: true,
    'partially-filled': true,
    gone: true,
    changed: false,
  },
) {
  const delivered: PendingAlert[] = []
  const alerts = new PendingAlerts({
    toggles: () => toggles,
    deliver: (alert) => delivered.push(alert),
    burstWindowMs: 1000,
    minGapMs: 10_000,
  })
  return { alerts, delivered }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => vi.useRealTimers())

describe('pending order alerts', () => {
  it('groups a burst into one alert with one group per kind', () => {
    const { alerts, delivered } = setup()
    alerts.push(
      'p1',
      Array.from({ length: 40 }, (_, i) => event('gone', String(i))),
    )
    alerts.push('p1', [event('new', '100'), event('changed', '101')])
    vi.advanceTimersByTime(999)
    expect(delivered).toEqual([])
    vi.advanceTimersByTime(1)
    expect(delivered).toHaveLength(1)
    expect(
      delivered[0]?.groups.map((group) => [group.kind, group.count, group.samples.length]),
    ).toEqual([
      ['new', 1, 1],
      ['gone', 40, 3],
    ])
  })

  it('spaces alerts out: events right after an alert wait for the next one', () => {
    const { alerts, delivered } = setup()
    alerts.push('p1', [event('gone', '1')])
    vi.advanceTimersByTime(1000)
    for (let second = 0; second < 9; second++) {
      alerts.push('p1', [event('gone', String(10 + second))])
      vi.advanceTimersByTime(1000)
    }
    expect(delivered).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(delivered).toHaveLength(2)
    expect(delivered[1]?.groups).toMatchObject([{ kind: 'gone', count: 9 }])
  })

  it('never holds what the exchange did behind an echo of the trader’s own order', () => {
    const { alerts, delivered } = setup()
    alerts.push('p1', [event('new', '1')])
    vi.advanceTimersByTime(1000)
    expect(delivered.map((alert) => alert.groups[0]?.kind)).toEqual(['new'])
    // It fills two seconds later: told after the burst window, not ten seconds after the new order.
    vi.advanceTimersByTime(1000)
    alerts.push('p1', [event('gone', '1')])
    vi.advanceTimersByTime(1000)
    expect(delivered.map((alert) => alert.groups[0]?.kind)).toEqual(['new', 'gone'])
    // A second fill right after waits the ten seconds behind the first.
    alerts.push('p1', [event('gone', '2')])
    vi.advanceTimersByTime(9000)
    expect(delivered).toHaveLength(2)
    vi.advanceTimersByTime(1000)
    expect(delivered).toHaveLength(3)
    // Echoes are spaced out behind every alert.
    alerts.push('p1', [event('new', '3')])
    vi.advanceTimersByTime(9000)
    expect(delivered).toHaveLength(3)
    vi.advanceTimersByTime(1000)
    expect(delivered).toHaveLength(4)
  })

  it('honours the per-kind toggles', () => {
    const { alerts, delivered } = setup({
      new: false,
      'partially-filled': true,
      gone: false,
      changed: false,
    })
    alerts.push('p1', [event('new', '1'), event('gone', '2')])
    vi.advanceTimersByTime(60_000)
    expect(delivered).toEqual([])
  })

  it('words an OS notification in the UI language, saying a gone order may be filled or cancelled', () => {
    const alert: PendingAlert = {
      profileId: 'p1',
      groups: [
        { kind: 'gone', count: 1, samples: [event('gone', '1')] },
        { kind: 'new', count: 5, samples: [event('new', '2')] },
      ],
    }
    expect(pendingAlertNotification(alert, 'en-US').body).toBe(
      'No longer pending (filled or cancelled, unknown which): BTCUSDT buy 0.02 @ 50000\n5 new orders',
    )
    expect(pendingAlertNotification(alert, 'zh-CN').body).toContain('已成交或已撤销')
  })
})
