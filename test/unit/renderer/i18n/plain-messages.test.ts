import { createI18n } from 'vue-i18n'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { messagesFor } from '../../../../src/renderer/src/i18n/messages'
import { withPlainMessagesPrepared } from '../../../../src/renderer/src/i18n/plain-messages'

function leafKeys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leafKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
}

const locales = ['en-US', 'zh-CN'] as const
const params = { n: 3, count: 2, value: 'V', name: 'N', reason: 'R', time: 'T', orderId: '42' }

describe('plain messages prepared ahead of vue-i18n', () => {
  it('leave a message with syntax to the compiler and make plain text a function', () => {
    const prepared = withPlainMessagesPrepared({
      a: { plain: 'Refresh now', named: 'Hi {name}', linked: '@:a.plain', plural: 'one | many' },
      mail: 'x%{y}',
    })
    expect(prepared).toEqual({
      a: {
        plain: expect.any(Function),
        named: 'Hi {name}',
        linked: '@:a.plain',
        plural: 'one | many',
      },
      mail: 'x%{y}',
    })
  })

  it.each(locales)('translate every %s message as the stock compiler does', (locale) => {
    const stock = createI18n({
      legacy: false,
      locale,
      fallbackLocale: 'en-US',
      messages: { 'en-US': messagesFor('en-US'), 'zh-CN': messagesFor('zh-CN') },
    }).global
    const app = createAppI18n(locale).global
    const keys = leafKeys(messagesFor(locale))
    expect(keys.length).toBeGreaterThan(500)
    for (const key of keys) {
      expect(app.t(key), key).toBe(stock.t(key))
      expect(app.t(key, params), key).toBe(stock.t(key, params))
      expect(app.t(key, 1), key).toBe(stock.t(key, 1))
      expect(app.t(key, 5, { named: params }), key).toBe(stock.t(key, 5, { named: params }))
      expect(app.t(key, ['a', 'b']), key).toBe(stock.t(key, ['a', 'b']))
      expect(app.te(key), key).toBe(true)
    }
  })

  it('still resolves linked messages and modifiers that point at a prepared plain text', () => {
    const messages = {
      word: 'orders',
      line: 'no @:word | one of the @:word | {n} @:word',
      upper: '@.upper:word',
    }
    const translator = (prepared: boolean) =>
      createI18n({
        legacy: false,
        locale: 'en-US',
        messages: { 'en-US': prepared ? withPlainMessagesPrepared(messages) : messages },
      }).global
    const app = translator(true)
    expect(app.t('line', 4)).toBe('4 orders')
    expect(app.t('line', 1)).toBe('one of the orders')
    expect(app.t('upper')).toBe('ORDERS')
    const stock = translator(false)
    for (const count of [0, 1, 2]) expect(app.t('line', count)).toBe(stock.t('line', count))
  })
})
