import type { WatchAlert, WatchAlertGroup, WatchEvent } from '@shared/channels/watch-alerts'
import type { Toast, ToastText } from './notifications'

const isZero = (value: string) => !/[1-9]/.test(value)

function itemText(event: WatchEvent): ToastText {
  switch (event.kind) {
    case 'spot-partially-filled': {
      const { order } = event
      return {
        key: 'watch.alert.partialOrder',
        params: {
          symbol: order.symbol,
          side: { key: `watch.alert.side.${order.side}` },
          filled: order.baseVolume,
          size: order.size,
        },
      }
    }
    case 'spot-filled':
    case 'spot-cancelled':
    case 'spot-left': {
      const { order } = event
      return {
        key: 'watch.alert.order',
        params: {
          symbol: order.symbol,
          side: { key: `watch.alert.side.${order.side}` },
          size: order.size,
          price: isZero(order.priceAvg) ? '—' : order.priceAvg,
        },
      }
    }
    case 'plan-left': {
      const { plan } = event
      return {
        key: 'watch.alert.plan',
        params: {
          symbol: plan.symbol,
          side: { key: `watch.alert.side.${plan.side}` },
          size: plan.size,
          trigger: plan.triggerPrice,
        },
      }
    }
    case 'position-opened':
    case 'position-closed': {
      const { position } = event
      return {
        key: 'watch.alert.position',
        params: {
          symbol: position.symbol,
          holdSide: { key: `watch.alert.holdSide.${position.holdSide}` },
          size: position.total,
        },
      }
    }
    case 'position-resized': {
      const { position } = event
      return {
        key: 'watch.alert.resized',
        params: {
          symbol: position.symbol,
          holdSide: { key: `watch.alert.holdSide.${position.holdSide}` },
          from: event.previousTotal,
          to: position.total,
        },
      }
    }
    case 'liquidation-risk': {
      const { position } = event
      return {
        key: 'watch.alert.risk',
        params: {
          symbol: position.symbol,
          holdSide: { key: `watch.alert.holdSide.${position.holdSide}` },
          liquidation: position.liquidationPrice,
          distance: event.distancePercent,
          mark: position.markPrice,
        },
      }
    }
  }
}

function groupLine(group: WatchAlertGroup): ToastText {
  const sample = group.samples[0]
  if (group.count === 1 && sample)
    return { key: `watch.alert.one.${group.kind}`, params: { item: itemText(sample) } }
  return { key: `watch.alert.many.${group.kind}`, params: { n: group.count } }
}

const warningKinds = new Set(['liquidation-risk', 'spot-cancelled', 'spot-left', 'position-closed'])

/** The toast of a grouped watch alert: a line per kind of change, a warning for risk and losses. */
export function watchAlertToast(alert: WatchAlert): Omit<Toast, 'id'> {
  return {
    type: alert.groups.some((group) => warningKinds.has(group.kind)) ? 'warning' : 'info',
    title: { key: 'watch.alert.title' },
    lines: alert.groups.map(groupLine),
  }
}
