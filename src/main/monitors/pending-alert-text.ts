import type { Locale } from '@shared/bitget'
import type { PendingAlert, PendingAlertGroup, PendingOrderEvent } from '@shared/channels/pending'

// OS notifications are written in main, in the UI language the renderer last set.
const texts = {
  'en-US': {
    title: 'Bitget Desk: pending orders',
    buy: 'buy',
    sell: 'sell',
    one: {
      new: (o: string) => `New order: ${o}`,
      'partially-filled': (o: string) => `Partially filled: ${o}`,
      gone: (o: string) => `No longer pending (filled or cancelled, unknown which): ${o}`,
      changed: (o: string) => `Order changed: ${o}`,
    },
    ended: {
      filled: (o: string) => `Filled: ${o}`,
      cancelled: (o: string) => `Cancelled: ${o}`,
    },
    many: {
      new: (n: number) => `${n} new orders`,
      'partially-filled': (n: number) => `${n} orders partially filled`,
      gone: (n: number) => `${n} orders no longer pending (filled or cancelled, unknown which)`,
      changed: (n: number) => `${n} orders changed`,
    },
  },
  'zh-CN': {
    title: 'Bitget Desk：当前委托',
    buy: '买入',
    sell: '卖出',
    one: {
      new: (o: string) => `新委托：${o}`,
      'partially-filled': (o: string) => `部分成交：${o}`,
      gone: (o: string) => `已不在当前委托中（已成交或已撤销，无法区分）：${o}`,
      changed: (o: string) => `委托有变动：${o}`,
    },
    ended: {
      filled: (o: string) => `已成交：${o}`,
      cancelled: (o: string) => `已撤销：${o}`,
    },
    many: {
      new: (n: number) => `${n} 笔新委托`,
      'partially-filled': (n: number) => `${n} 笔委托部分成交`,
      gone: (n: number) => `${n} 笔委托已不在当前委托中（已成交或已撤销，无法区分）`,
      changed: (n: number) => `${n} 笔委托有变动`,
    },
  },
} as const

function describeOrder(event: PendingOrderEvent, locale: Locale): string {
  const { order } = event
  const side = texts[locale][order.side]
  const filled =
    event.kind === 'partially-filled' ? ` ${order.baseVolume}/${order.size}` : ` ${order.size}`
  const price = order.price ? ` @ ${order.price}` : ''
  return `${order.symbol} ${side}${filled}${price}`
}

function groupLine(group: PendingAlertGroup, locale: Locale): string {
  const sample = group.samples[0]
  if (group.count === 1 && sample?.outcome)
    return texts[locale].ended[sample.outcome](describeOrder(sample, locale))
  if (group.count === 1 && sample)
    return texts[locale].one[group.kind](describeOrder(sample, locale))
  return texts[locale].many[group.kind](group.count)
}

/** One OS notification per alert: a line per kind of change. */
export function pendingAlertNotification(
  alert: PendingAlert,
  locale: Locale,
): { title: string; body: string } {
  return {
    title: texts[locale].title,
    body: alert.groups.map((group) => groupLine(group, locale)).join('\n'),
  }
}
