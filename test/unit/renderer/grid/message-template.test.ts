import { describe, expect, it, vi } from 'vitest'
import { createI18n } from 'vue-i18n'
import { messageTemplate } from '../../../../src/renderer/src/format/message-template'
import { createAppI18n } from '../../../../src/renderer/src/i18n'

const { t } = createI18n({
  legacy: false,
  locale: 'en-US',
  messages: {
    'en-US': {
      start: '{id} is open',
      middle: 'Order {id} is open',
      end: 'Cancel order {id}',
    },
  },
}).global

describe('messageTemplate', () => {
  it('fills the parameter wherever it sits in the message', () => {
    expect(messageTemplate(t, 'start', 'id')('42')).toBe('42 is open')
    expect(messageTemplate(t, 'middle', 'id')('42')).toBe('Order 42 is open')
    expect(messageTemplate(t, 'end', 'id')('42')).toBe('Cancel order 42')
  })

  it('translates once however many values it fills', () => {
    const translate = vi.fn((key: string, params: Record<string, string>) => t(key, params))
    const cancel = messageTemplate(translate, 'end', 'id')
    expect(['1', '2', '3'].map(cancel)).toEqual([
      'Cancel order 1',
      'Cancel order 2',
      'Cancel order 3',
    ])
    expect(translate).toHaveBeenCalledTimes(1)
  })

  it('fills the app’s zh-CN messages', () => {
    const zh = createAppI18n('zh-CN').global.t
    expect(messageTemplate(zh, 'openOrders.cancelRow', 'orderId')('123')).toBe('撤销订单 123')
    expect(messageTemplate(zh, 'time.raw', 'raw')('1700000000000')).toBe('原始值：1700000000000')
  })

  it('puts a value with replacement patterns in as it is', () => {
    const value = "$& $1 $$ $` $' $<id>"
    expect(messageTemplate(t, 'middle', 'id')(value)).toBe(`Order ${value} is open`)
  })
})
