import type { Locale } from '@shared/bitget'
import type { WatchAlert, WatchAlertGroup, WatchEvent } from '@shared/channels/watch-alerts'

// OS notifications are written in main, in the UI language the renderer last set.
const texts = {
  'en-US': {
    title: 'Bitget Desk: orders and positions',
    buy: 'buy',
    sell: 'sell',
    long: 'long',
    short: 'short',
    trigger: 'trigger',
    one: {
      'spot-partially-filled': (o: string) => `Spot order partially filled: ${o}`,
      'spot-filled': (o: string) => `Spot order filled: ${o}`,
      'spot-cancelled': (o: string) => `Spot order cancelled: ${o}`,
      'spot-left': (o: string) => `Spot order no longer open (its outcome is not known): ${o}`,
      'plan-left': (o: string) => `Trigger order left the list (triggered or cancelled): ${o}`,
      'position-opened': (o: string) => `Position opened: ${o}`,
      'position-resized': (o: string) => `Position size changed: ${o}`,
      'position-closed': (o: string) => `Position closed: ${o}`,
      'liquidation-risk': (o: string) => `Liquidation risk: ${o}`,
    },
    many: {
      'spot-partially-filled': (n: number) => `${n} spot orders partially filled`,
      'spot-filled': (n: number) => `${n} spot orders filled`,
      'spot-cancelled': (n: number) => `${n} spot orders cancelled`,
      'spot-left': (n: number) => `${n} spot orders no longer open (their outcome is not known)`,
      'plan-left': (n: number) => `${n} trigger orders left the list (triggered or cancelled)`,
      'position-opened': (n: number) => `${n} positions opened`,
      'position-resized': (n: number) => `${n} position sizes changed`,
      'position-closed': (n: number) => `${n} positions closed`,
      'liquidation-risk': (n: number) => `${n} positions near their liquidation price`,
    },
    risk: (liquidation: string, distance: string, mark: string) =>
      `liquidation price ${liquidation} is ${distance}% from the mark price ${mark}`,
  },
  'zh-CN': {
    title: 'Bitget Desk：委托与仓位',
    buy: '买入',
    sell: '卖出',
    long: '多',
    short: '空',
    trigger: '触发价',
    one: {
      'spot-partially-filled': (o: string) => `现货委托部分成交：${o}`,
      'spot-filled': (o: string) => `现货委托已成交：${o}`,
      'spot-cancelled': (o: string) => `现货委托已撤销：${o}`,
      'spot-left': (o: string) => `现货委托已不在当前委托中（结果未知）：${o}`,
      'plan-left': (o: string) => `计划委托已离开列表（已触发或已撤销）：${o}`,
      'position-opened': (o: string) => `已开仓：${o}`,
      'position-resized': (o: string) => `仓位数量变动：${o}`,
      'position-closed': (o: string) => `已平仓：${o}`,
      'liquidation-risk': (o: string) => `强平风险：${o}`,
    },
    many: {
      'spot-partially-filled': (n: number) => `${n} 笔现货委托部分成交`,
      'spot-filled': (n: number) => `${n} 笔现货委托已成交`,
      'spot-cancelled': (n: number) => `${n} 笔现货委托已撤销`,
      'spot-left': (n: number) => `${n} 笔现货委托已不在当前委托中（结果未知）`,
      'plan-left': (n: number) => `${n} 笔计划委托已离开列表（已触发或已撤销）`,
      'position-opened': (n: number) => `${n} 个仓位已开仓`,
      'position-resized': (n: number) => `${n} 个仓位数量变动`,
      'position-closed': (n: number) => `${n} 个仓位已平仓`,
      'liquidation-risk': (n: number) => `${n} 个仓位接近强平价`,
    },
    risk: (liquidation: string, distance: string, mark: string) =>
      `强平价 ${liquidation} 距标记价格 ${mark} 仅 ${distance}%`,
  },
} as const

const priced = (price: string): string => (price && !/^0*\.?0*$/.test(price) ? ` @ ${price}` : '')

function describe(event: WatchEvent, locale: Locale): string {
  const text = texts[locale]
  switch (event.kind) {
    case 'spot-partially-filled': {
      const { order } = event
      return `${order.symbol} ${text[order.side]} ${order.baseVolume}/${order.size}${priced(order.priceAvg)}`
    }
    case 'spot-filled':
    case 'spot-cancelled':
    case 'spot-left': {
      const { order } = event
      return `${order.symbol} ${text[order.side]} ${order.size}${priced(order.priceAvg)}`
    }
    case 'plan-left': {
      const { plan } = event
      return `${plan.symbol} ${text[plan.side]} ${plan.size}, ${text.trigger} ${plan.triggerPrice}`
    }
    case 'position-resized': {
      const { position } = event
      return `${position.symbol} ${text[position.holdSide]} ${event.previousTotal} → ${position.total}`
    }
    case 'position-opened':
    case 'position-closed': {
      const { position } = event
      return `${position.symbol} ${text[position.holdSide]} ${position.total}`
    }
    case 'liquidation-risk': {
      const { position } = event
      const risk = text.risk(position.liquidationPrice, event.distancePercent, position.markPrice)
      return `${position.symbol} ${text[position.holdSide]}: ${risk}`
    }
  }
}

function groupLine(group: WatchAlertGroup, locale: Locale): string {
  const sample = group.samples[0]
  if (group.count === 1 && sample) return texts[locale].one[group.kind](describe(sample, locale))
  return texts[locale].many[group.kind](group.count)
}

/** One OS notification per alert: a line per kind of change. */
export function watchAlertNotification(
  alert: WatchAlert,
  locale: Locale,
): { title: string; body: string } {
  return {
    title: texts[locale].title,
    body: alert.groups.map((group) => groupLine(group, locale)).join('\n'),
  }
}
