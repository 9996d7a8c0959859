import { mount } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { describe, expect, it } from 'vitest'
import { useErrorText } from '../../../src/renderer/src/format/error-text'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import type { AppError } from '../../../src/shared/result'

function render(error: AppError, locale: 'en-US' | 'zh-CN'): string {
  const Probe = defineComponent(() => {
    const text = useErrorText()
    return () => h('p', text(error))
  })
  return mount(Probe, { global: { plugins: [createAppI18n(locale)] } }).text()
}

describe('error text', () => {
  it('explains a known exchange code with its hint, in the UI language', () => {
    const error: AppError = {
      code: 'EXCHANGE',
      message: 'apikey/password is incorrect',
      details: { exchangeCode: '40012' },
    }
    expect(render(error, 'en-US')).toMatch(/passphrase is incorrect.*not your login password/)
    expect(render(error, 'zh-CN')).toMatch(/[\u4e00-\u9fff]/)
  })

  it('says there is no position to close for 22002, in both languages', () => {
    const error: AppError = {
      code: 'EXCHANGE',
      message: 'No position to close',
      details: { exchangeCode: '22002', operation: 'placeFuturesOrder' },
    }
    expect(render(error, 'en-US')).toBe(
      'There is no position to close. Refresh the positions; it may already have been closed.',
    )
    expect(render(error, 'zh-CN')).toBe('没有可平的仓位。 请刷新持仓，该仓位可能已经平掉。')
  })

  it('falls back to the app code with the exchange message for an unknown exchange code', () => {
    const error: AppError = {
      code: 'EXCHANGE',
      message: 'something new',
      details: { exchangeCode: '99999' },
    }
    expect(render(error, 'en-US')).toBe('The exchange refused the request: something new')
  })

  it('lists validation issues by field', () => {
    const error: AppError = {
      code: 'VALIDATION',
      message: 'bad',
      details: {
        issues: [
          { path: 'credentials.passphrase', message: 'passphrase must be 8–32 letters and digits' },
        ],
      },
    }
    expect(render(error, 'en-US')).toBe(
      'Some input is not valid: credentials.passphrase: passphrase must be 8–32 letters and digits',
    )
  })
})
