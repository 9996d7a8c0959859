import { createI18n } from 'vue-i18n'
import { uiLocales, type UiLocale } from '@shared/contract'
import { messagesFor } from './messages'
import { withPlainMessagesPrepared } from './plain-messages'

export function detectLocale(languages: readonly string[]): UiLocale {
  for (const language of languages) {
    if (language.toLowerCase().startsWith('zh')) return 'zh-CN'
    if (language.toLowerCase().startsWith('en')) return 'en-US'
  }
  return 'en-US'
}

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (uiLocales as readonly string[]).includes(value)
}

export function createAppI18n(locale: UiLocale) {
  return createI18n({
    legacy: false,
    locale,
    fallbackLocale: 'en-US',
    messages: {
      'en-US': withPlainMessagesPrepared(messagesFor('en-US')),
      'zh-CN': withPlainMessagesPrepared(messagesFor('zh-CN')),
    },
  })
}
