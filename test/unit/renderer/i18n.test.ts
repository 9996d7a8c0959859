import { describe, expect, it } from 'vitest'
import { detectLocale } from '../../../src/renderer/src/i18n'
import { domains, messagesFor } from '../../../src/renderer/src/i18n/messages'

const enUS = messagesFor('en-US')
const zhCN = messagesFor('zh-CN')

function leaves(messages: object, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  )
}
const keys = (messages: object) => leaves(messages).map(([key]) => key)

describe('translations', () => {
  it('have the same keys in en-US and zh-CN', () => {
    expect(keys(zhCN).sort()).toEqual(keys(enUS).sort())
  })

  it('give each top-level key to one domain only', () => {
    const owners = domains.flatMap((domain) => Object.keys(domain['en-US']))
    expect(owners.length).toBe(new Set(owners).size)
  })

  it('have no empty or untranslated message', () => {
    const empty = [...leaves(enUS), ...leaves(zhCN)].filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    )
    expect(empty).toEqual([])
    const sameInBoth = leaves(zhCN).filter(
      ([key, value]) =>
        value === leaves(enUS).find(([enKey]) => enKey === key)?.[1] &&
        /[a-z]{4}/.test(String(value)),
    )
    expect(sameInBoth.map(([key]) => key)).toEqual(['app.name'])
  })

  it('pick the first supported language of the system', () => {
    expect(detectLocale(['fr-FR', 'zh-TW', 'en-US'])).toBe('zh-CN')
    expect(detectLocale(['de-DE'])).toBe('en-US')
  })
})
