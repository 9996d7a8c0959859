import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GroupedAlerts } from '../../../../../src/main/monitors/grouped-alerts'
import { watchAlertNotification } from '../../../../../src/main/monitors/watch/watch-alert-text'
import type { WatchNotifyToggles } from '../../../../../src/shared/channels/pending'
import {
  watchEventKinds,
  watchEventWanted,
  type WatchAlert,
  type WatchEvent,
  type WatchEventKind,
} from '../../../../../src/shared/channels/watch-alerts'
import { position, spotOpen, spotPlan } from '../../../../fixtures/watch-items'

const allOn: WatchNotifyToggles = {
  spotFilled: true,
  spotCancelled: true,
  planLeft: true,
  positionOpened: true,
  positionResized: true,
  positionClosed: true,
  liquidationRisk: true,
}

function setup(toggles: WatchNotifyToggles = allOn) {
  const delivered: WatchAlert[] = []
  const alerts = new GroupedAlerts<WatchEventKind, WatchEvent>({
    kinds: watchEventKinds,
    wanted: (event) => watchEventWanted(event.kind, toggles),
    deliver: (alert) => delivered.push(alert),
    burstWindowMs: 1000,
    minGapMs: 10_000,
  })
  return { alerts, delivered }
}

const filled = (id: string): WatchEvent => ({ kind: 'spot-filled', order: spotOpen(id) })
const cancelled = (id: string): WatchEvent => ({ kind: 'spot-cancelled', order: spotOpen(id) })
const left = (id: string): WatchEvent => ({ kind: 'spot-left', order: spotOpen(id) })

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => vi.useRealTimers())

describe('watch alerts', () => {
  it('group a burst by kind, in the order of the kinds, and space alerts out', () => {
    const { alerts, delivered } = setup()
    alerts.push('p', [cancelled('1'), filled('2')])
    alerts.push('p', [filled('3')])
    vi.advanceTimersByTime(1000)
    expect(delivered).toHaveLength(1)
    expect(delivered[0]?.groups.map((group) => [group.kind, group.count])).toEqual([
      ['spot-filled', 2],
      ['spot-cancelled', 1],
    ])
    // The next alert waits for the 10 s gap since the first one, not just the burst window.
    alerts.push('p', [filled('4')])
    vi.advanceTimersByTime(9999)
    expect(delivered).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(delivered).toHaveLength(2)
  })

  it('leave out each kind whose toggle is off; an order of unknown end needs either spot toggle', () => {
    const { alerts, delivered } = setup({ ...allOn, spotFilled: false })
    alerts.push('p', [filled('1'), cancelled('2'), left('3')])
    vi.advanceTimersByTime(1000)
    expect(delivered[0]?.groups.map((group) => group.kind)).toEqual(['spot-cancelled', 'spot-left'])
    expect(
      watchEventWanted('spot-left', { ...allOn, spotFilled: false, spotCancelled: false }),
    ).toBe(false)
  })

  it('deliver nothing when every event is switched off', () => {
    const { alerts, delivered } = setup({ ...allOn, liquidationRisk: false })
    alerts.push('p', [
      { kind: 'liquidation-risk', position: position(), bandPercent: '5', distancePercent: '4' },
    ])
    vi.advanceTimersByTime(60_000)
    expect(delivered).toEqual([])
  })
})

describe('watch alert notifications', () => {
  const alert = (...events: WatchEvent[]): WatchAlert => ({
    profileId: 'p',
    groups: watchEventKinds
      .map((kind) => {
        const samples = events.filter((event) => event.kind === kind)
        return { kind, count: samples.length, samples }
      })
      .filter((group) => group.count > 0),
  })

  it('name a single order or position, and count many', () => {
    const { title, body } = watchAlertNotification(
      alert(
        {
          kind: 'spot-partially-filled',
          order: spotOpen('1', { baseVolume: '0.004' }),
          previousBaseVolume: '0',
        },
        { kind: 'plan-left', plan: spotPlan('2') },
        { kind: 'plan-left', plan: spotPlan('3') },
        { kind: 'position-resized', position: position({ total: '0.02' }), previousTotal: '0.01' },
        {
          kind: 'liquidation-risk',
          position: position({ markPrice: '1000', liquidationPrice: '960' }),
          bandPercent: '5',
          distancePercent: '4',
        },
      ),
      'en-US',
    )
    expect(title).toBe('Bitget Desk: orders and positions')
    expect(body.split('\n')).toEqual([
      'Spot order partially filled: BTCUSDT buy 0.004/0.01 @ 60000',
      '2 trigger orders left the list (triggered or cancelled)',
      'Position size changed: BTCUSDT long 0.01 → 0.02',
      'Liquidation risk: BTCUSDT long: liquidation price 960 is 4% from the mark price 1000',
    ])
  })

  it('are written in Chinese when the UI is', () => {
    const { title, body } = watchAlertNotification(
      alert({ kind: 'position-closed', position: position({ holdSide: 'short' }) }),
      'zh-CN',
    )
    expect(title).toBe('Bitget Desk：委托与仓位')
    expect(body).toBe('已平仓：BTCUSDT 空 0.01')
  })
})
